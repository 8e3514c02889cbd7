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

  it('computes products 1 to 4 whole, and a part of every other, at once after payment', () => {
    expect(products.filter((p) => p.isFullyComputed).map((p) => p.id)).toEqual([1, 2, 3, 4]);
    expect(products.every((p) => p.hasComputedDocuments)).toBe(true);
    for (const product of products) {
      expect(product.delivery).toMatch(/within minutes/);
      if (!product.isFullyComputed) expect(product.delivery).toMatch(/business days/);
      expect(product.deliveryPromise.kind === 'minutes').toBe(
        product.writtenDocuments.length === 0,
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

  it("holds every line of a product's contents in one of its deliverables", () => {
    for (const product of products) {
      const base = findProduct(product.buildsOn);
      for (const line of product.includes) {
        const isKept =
          line === `Everything in ${base?.name}` ||
          line === guaranteeName(product) ||
          product.ownDeliverables.some((item) => item.fulfils.includes(line));
        expect(isKept, `${product.name}: "${line}"`).toBe(true);
      }
      for (const item of product.ownDeliverables) {
        for (const line of item.fulfils) expect(product.includes).toContain(line);
      }
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
    expect(products.map((p) => deliveryLabel(p))).toEqual([
      'Within minutes',
      'Within minutes',
      'Within minutes',
      'Within minutes',
      '7 to 10 business days after your questionnaire',
      '10 to 14 business days after your questionnaire',
      '10 to 14 business days after your questionnaire',
      '10 to 14 business days after your questionnaire',
    ]);
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
