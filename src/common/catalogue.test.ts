import { describe, expect, it } from 'vitest';
import {
  allIncludes,
  badgeForPrice,
  deliveryLabel,
  deliverySentence,
  findProduct,
  guaranteeName,
  guaranteeTerms,
  products,
  questionnairePathFor,
} from './catalogue';
import { formatUsd } from './money';
import { truncateAtWord } from './text';

describe('catalogue', () => {
  it("has the spec's tiers at the spec prices", () => {
    expect(products.map((p) => [p.id, p.key, p.price])).toEqual([
      [1, 'quick-glimpse', 15],
      [2, 'cosmic-map', 35],
      [3, 'compass-package', 50],
      [4, 'guided-journey', 75],
      [5, 'intensive', 350],
      [6, 'master-blueprint', 500],
      [7, 'destiny-alignment', 777],
      [8, 'quantum-leap', 1100],
    ]);
  });

  it('badges by price at each boundary', () => {
    expect(badgeForPrice(15)).toBe('Essential');
    expect(badgeForPrice(50)).toBe('Essential');
    expect(badgeForPrice(50.01)).toBe('Premium');
    expect(badgeForPrice(350)).toBe('Premium');
    expect(badgeForPrice(500)).toBe('Elite');
    expect(badgeForPrice(777)).toBe('Elite');
    expect(badgeForPrice(1100)).toBe('Ultimate');
  });

  it('finds products by numeric or string id and rejects unknown ones', () => {
    expect(findProduct('6')?.name).toBe('The Master Blueprint');
    expect(findProduct(8)?.name).toBe('The Quantum Leap');
    expect(findProduct('9')).toBeUndefined();
    expect(findProduct('abc')).toBeUndefined();
  });

  it('maps questionnaires to the products the spec gives one', () => {
    expect(products.map((p) => questionnairePathFor(p))).toEqual([
      null,
      null,
      null,
      null,
      '/deep-dive-questions',
      '/master-blueprint-questions',
      '/master-blueprint-questions',
      '/master-blueprint-questions',
    ]);
  });

  it('formats prices in en-US dollars', () => {
    expect(formatUsd(1100)).toBe('$1,100.00');
    expect(formatUsd('777.00')).toBe('$777.00');
    expect(formatUsd(15)).toBe('$15.00');
  });

  it('has descriptions long enough that the services and cart cuts apply', () => {
    for (const product of products) {
      expect(product.description.length).toBeGreaterThan(120);
      expect(truncateAtWord(product.description, 120).length).toBeLessThanOrEqual(120);
      expect(truncateAtWord(product.description, 100).endsWith('…')).toBe(true);
    }
  });

  it('computes products 1 and 2 and promises them within minutes; the others in business days', () => {
    expect(products.filter((p) => p.isComputedReport).map((p) => p.id)).toEqual([1, 2]);
    for (const product of products) {
      expect(product.delivery).toMatch(
        product.isComputedReport ? /within minutes/ : /business days/,
      );
    }
  });

  it('derives every delivery sentence from the structured promise', () => {
    expect(products.map((p) => deliveryLabel(p))).toEqual([
      'Within minutes',
      'Within minutes',
      '3 to 5 business days',
      // docs/product.md §1: tier 1 (/insight, which sells product 4) arrives in 3 to 5 business days.
      '3 to 5 business days',
      '7 to 10 business days after your questionnaire',
      '10 to 14 business days after your questionnaire',
      '10 to 14 business days after your questionnaire',
      '10 to 14 business days after your questionnaire',
    ]);
    for (const product of products) expect(product.delivery).toBe(deliverySentence(product));
    expect(findProduct(4)?.delivery).toBe(
      'Delivered by e-mail within 3 to 5 business days of payment.',
    );
    expect(findProduct(6)?.delivery).toBe(
      'Reports delivered by e-mail within 10 to 14 business days after your questionnaire answers and palm photos arrive. We book your 60-minute consultation with you by e-mail.',
    );
  });

  it('states each guarantee from its days: 60 for products 7 and 8, 30 for the others', () => {
    expect(products.map((p) => guaranteeName(p))).toEqual([
      ...Array(6).fill('30-day satisfaction guarantee'),
      '60-day money-back guarantee',
      '60-day money-back guarantee',
    ]);
    expect(guaranteeTerms({ guaranteeDays: 60 })).toBe(
      'A full refund if you ask within 60 days of your payment.',
    );
  });

  it('expands "Everything in" lines into the full contents of a product', () => {
    const guidedJourney = allIncludes(findProduct(4)!);
    expect(guidedJourney).toContain('5-7 page natal chart PDF');
    expect(guidedJourney).toContain('52 personalised affirmations');
    expect(guidedJourney.some((item) => item.startsWith('Everything in'))).toBe(false);
    expect(allIncludes(findProduct(8)!)).toContain('Palmistry analysis of both hands');
  });
});
