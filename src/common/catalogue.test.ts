import { describe, expect, it } from 'vitest';
import {
  allIncludes,
  badgeForPrice,
  bookableFromPhrase,
  catalogueFrom,
  deliveryLabel,
  deliverySentence,
  findProduct,
  guaranteeName,
  guaranteeTerms,
  liveSessionsOf,
  productIds,
  products,
  questionnaireNames,
  questionnairePathFor,
  sessionBookingSummary,
  sessionsSentence,
  supportWindowSentence,
  writtenReportsSentence,
  type Deliverable,
} from './catalogue';
import { formatUsd } from './money';
import { truncateAtWord } from './text';

/**
 * The one test that pins products by name: docs/product.md §1's product table (id, key, name,
 * price and "all of N") and what it sells with each (questionnaire, delivery, guarantee).
 * Those are requirements, so this names each of them. Every other test reads the catalogue, and a
 * product added later is held by the catalogue's rules (decision 324), not by this table.
 */
const specProducts = [
  // id, key, name, price, builds on, questionnaire, delivery, guarantee days, fully computed
  [1, 'quick-glimpse', 'The Quick Glimpse', 15, null, null, 'Within minutes', 30, true],
  [2, 'cosmic-map', 'The Cosmic Map', 35, null, null, 'Within minutes', 30, true],
  [3, 'compass-package', 'The Compass Package', 50, 2, null, 'Within minutes', 30, true],
  [4, 'guided-journey', 'The Guided Journey', 75, 3, null, 'Within minutes', 30, true],
  [
    5,
    'intensive',
    'The Intensive',
    350,
    4,
    '/deep-dive-questions',
    '7 to 10 business days after your questionnaire',
    30,
    false,
  ],
  [
    6,
    'master-blueprint',
    'The Master Blueprint',
    500,
    5,
    '/master-blueprint-questions',
    '10 to 14 business days after your questionnaire',
    30,
    false,
  ],
  [
    7,
    'destiny-alignment',
    'Destiny Alignment',
    777,
    6,
    '/master-blueprint-questions',
    '10 to 14 business days after your questionnaire',
    60,
    false,
  ],
  [
    8,
    'quantum-leap',
    'The Quantum Leap',
    1100,
    7,
    '/master-blueprint-questions',
    '10 to 14 business days after your questionnaire',
    60,
    false,
  ],
] as const;

describe('catalogue', () => {
  it('holds the products docs/product.md names, at its prices, as it sells them', () => {
    const found = specProducts.map(([id]) => {
      const product = findProduct(id);
      return (
        product && [
          product.id,
          product.key,
          product.name,
          product.price,
          product.buildsOn,
          questionnairePathFor(product),
          deliveryLabel(product),
          product.guaranteeDays,
          product.isFullyComputed,
        ]
      );
    });
    expect(found).toEqual(specProducts);
    // Each of them computes a part at once after payment, the fully computed ones all of it.
    for (const [id] of specProducts) expect(findProduct(id)?.hasComputedDocuments).toBe(true);
    // In the spec's order, ahead of any product added later.
    expect(productIds.slice(0, specProducts.length)).toEqual(specProducts.map(([id]) => id));
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
    for (const product of products) expect(findProduct(String(product.id))).toBe(product);
    expect(findProduct(String(Math.max(...productIds) + 1))).toBeUndefined();
    expect(findProduct(0)).toBeUndefined();
    expect(findProduct('abc')).toBeUndefined();
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

  it('says computed documents arrive within minutes and written reports in business days', () => {
    for (const product of products) {
      if (product.hasComputedDocuments) expect(product.delivery).toMatch(/within minutes/);
      if (product.writtenDocuments.length > 0) expect(product.delivery).toMatch(/business days/);
      expect(product.isFullyComputed).toBe(
        product.deliverables.every((item) => item.kind === 'computed-document'),
      );
    }
    expect(findProduct(6)?.computedDocuments.map((item) => item.document)).toEqual([
      'cosmic-map',
      'dynamic-profile',
      'affirmations',
      'journal',
      'astrocartography-map',
      'human-design-profile',
      'destiny-matrix',
    ]);
  });

  // That each line of `includes` is kept by a deliverable is a rule the catalogue is built with
  // (catalogue-rules.test.ts); here, what a product holds of the one it builds on.
  it('holds the deliverables of the product it builds on, as that product has them', () => {
    for (const product of products) {
      const base = findProduct(product.buildsOn);
      // Inherited as they are, but for the questionnaire a report names (the buyer's own).
      const bare = (items: readonly Deliverable[]) =>
        items.map((item) =>
          item.kind === 'written-document' && item.readsAnswers ? { ...item, summary: '' } : item,
        );
      if (base) {
        expect(bare(product.deliverables.slice(0, base.deliverables.length))).toEqual(
          bare(base.deliverables),
        );
      }
    }
    expect(findProduct(8)?.deliverables.filter((item) => item.kind === 'live-session')).toEqual([
      expect.objectContaining({ minutes: 60, count: 1 }),
      expect.objectContaining({ minutes: 90, count: 1 }),
      expect.objectContaining({ minutes: 60, count: 3 }),
    ]);
  });

  it('refuses a product that builds on one that is not in the catalogue', () => {
    const [first] = products;
    expect(() => catalogueFrom([{ ...first!, buildsOn: 99 }])).toThrow(/builds on 99/);
  });

  it('derives every delivery sentence from the structured promise', () => {
    for (const product of products) expect(product.delivery).toBe(deliverySentence(product));
    expect(findProduct(4)?.delivery).toBe('Delivered by e-mail within minutes of payment.');
    expect(findProduct(6)?.delivery).toBe(
      'Your computed documents arrive by e-mail within minutes of payment; the reports our readers write within 10 to 14 business days after your questionnaire answers and palm photos arrive. You book your 60-minute live consultation yourself on your order page, once your written reading is delivered.',
    );
  });

  it('says sessions are booked in the shop, each from when the catalogue opens it', () => {
    for (const product of products) {
      const sessions = liveSessionsOf(product);
      const sentences = [product.delivery, writtenReportsSentence(product) ?? ''];
      for (const sentence of sentences) {
        // The shop never books sessions by e-mail: the customer books them on the order page.
        expect(sentence).not.toMatch(/book[^.]*by e-mail|by e-mail[^.]*book/i);
      }
      if (sessions.length === 0) {
        expect(sessionsSentence(product)).toBeNull();
        expect(product.delivery).not.toMatch(/session|consultation|coaching/i);
        continue;
      }
      const sentence = sessionsSentence(product) ?? '';
      expect(product.delivery).toContain(sentence);
      expect(sentence).toContain('on your order page');
      for (const session of sessions) {
        expect(sentence.toLowerCase()).toContain(session.name.toLowerCase());
        expect(sentence).toContain(bookableFromPhrase[session.bookableFrom]);
      }
    }
    expect(sessionsSentence(findProduct(8)!)).toBe(
      'You book your sessions yourself on your order page: your three 60-minute coaching sessions from the day you pay, and your 60-minute live consultation and your 90-minute consultation once your written reading is delivered.',
    );
    expect(sessionBookingSummary(products)).toBe(
      'the three 60-minute coaching sessions from the day you pay, and the 60-minute live consultation and the 90-minute consultation once your written reading is delivered',
    );
  });

  it('names in each written report the questionnaire its buyers really answer', () => {
    for (const product of products) {
      for (const item of product.writtenDocuments) {
        for (const [kind, name] of Object.entries(questionnaireNames)) {
          if (kind !== product.questionnaire) expect(item.summary).not.toContain(name);
        }
        if (item.readsAnswers && product.questionnaire) {
          expect(item.summary).toContain(
            `your ${questionnaireNames[product.questionnaire]} questions`,
          );
        }
      }
    }
    const intensiveReport = (id: number) =>
      findProduct(id)?.writtenDocuments.find((item) => item.key === 'intensive-report')?.summary;
    expect(intensiveReport(5)).toContain('Strategic Alignment');
    expect(intensiveReport(6)).toBe(
      'Your reader on your power places and your design, answering your Master Blueprint questions.',
    );
  });

  it('says when each support window opens, as the catalogue sets it', () => {
    expect(supportWindowSentence({ opensFrom: 'payment', days: null, isPriority: true })).toBe(
      'Write to your reader on your order page from the day you pay, for as long as your sessions run, and your questions are answered first.',
    );
    expect(
      supportWindowSentence({ opensFrom: 'written-delivery', days: 30, isPriority: false }),
    ).toBe(
      'Write to your reader on your order page once your written reading is delivered, for 30 days.',
    );
  });

  it('states each guarantee from its days: 60 a money-back guarantee, others a satisfaction one', () => {
    expect(guaranteeName({ guaranteeDays: 30 })).toBe('30-day satisfaction guarantee');
    expect(guaranteeName({ guaranteeDays: 60 })).toBe('60-day money-back guarantee');
    expect(guaranteeName({ guaranteeDays: 45 })).toBe('45-day satisfaction guarantee');
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
