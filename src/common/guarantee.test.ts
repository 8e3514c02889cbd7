import { describe, expect, it } from 'vitest';
import { guaranteeDaysFor, guaranteeEndsAt, guaranteeSentence, guaranteeState } from './guarantee';

const paid = '2026-03-01T12:00:00.000Z';
const at = (iso: string) => new Date(iso);

describe('guarantee', () => {
  // docs/product.md §1: a 60-day money-back guarantee on products 7 and 8, 30 days on the others.
  it('is 60 days for products 7 and 8, 30 for the others', () => {
    const days = { 1: 30, 2: 30, 3: 30, 4: 30, 5: 30, 6: 30, 7: 60, 8: 60 };
    for (const [productId, expected] of Object.entries(days)) {
      expect(guaranteeDaysFor(Number(productId)), `product ${productId}`).toBe(expected);
    }
  });

  it('keeps the shortest window for a product the catalogue no longer has', () => {
    expect(guaranteeDaysFor(999)).toBe(30);
  });

  it('ends the window that many days after payment', () => {
    expect(guaranteeEndsAt(7, at(paid)).toISOString()).toBe('2026-04-30T12:00:00.000Z');
    expect(guaranteeEndsAt(3, at(paid)).toISOString()).toBe('2026-03-31T12:00:00.000Z');
  });

  it('counts whole days left from payment', () => {
    expect(guaranteeState(3, paid, at('2026-03-01T12:00:01.000Z'))).toEqual({
      days: 30,
      daysLeft: 29,
      daysSinceEnd: null,
    });
    expect(guaranteeSentence(guaranteeState(3, paid, at('2026-03-11T12:00:00.000Z')))).toBe(
      '30-day guarantee: 20 days left',
    );
    expect(guaranteeSentence(guaranteeState(7, paid, at('2026-04-30T11:00:00.000Z')))).toBe(
      '60-day guarantee: last day',
    );
  });

  it('says how long ago it ended', () => {
    expect(guaranteeSentence(guaranteeState(3, paid, at('2026-03-31T12:00:00.000Z')))).toBe(
      '30-day guarantee ended today',
    );
    expect(guaranteeSentence(guaranteeState(3, paid, at('2026-04-01T13:00:00.000Z')))).toBe(
      '30-day guarantee ended 1 day ago',
    );
    expect(guaranteeSentence(guaranteeState(8, paid, at('2026-05-10T12:00:00.000Z')))).toBe(
      '60-day guarantee ended 10 days ago',
    );
  });

  it('has none for an order never paid', () => {
    expect(guaranteeState(3, null)).toBeNull();
    expect(guaranteeSentence(null)).toBe('No guarantee: the order was never paid');
  });
});
