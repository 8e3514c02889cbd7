import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { centsToDollars, formatCents, formatUsd } from './money';

const intl = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

describe('formatUsd', () => {
  it('writes the catalogue prices as the shop shows them', () => {
    expect(formatUsd(29)).toBe('$29.00');
    expect(formatUsd('1100.00')).toBe('$1,100.00');
    expect(formatUsd(97.125)).toBe(intl.format(97.125));
    expect(formatUsd(-12.5)).toBe('-$12.50');
    expect(formatUsd(1234567.891)).toBe('$1,234,567.89');
  });

  it('reads exactly as Intl.NumberFormat for any amount, number or decimal string', () => {
    const cents = fc.integer({ min: -10_000_000_000, max: 10_000_000_000 });
    fc.assert(
      fc.property(cents, (amount) => {
        const dollars = amount / 100;
        expect(formatUsd(dollars)).toBe(intl.format(dollars));
        expect(formatUsd(dollars.toFixed(2))).toBe(intl.format(Number(dollars.toFixed(2))));
      }),
      { numRuns: 2000 },
    );
    fc.assert(
      fc.property(fc.double({ min: -1e9, max: 1e9 }), (amount) => {
        expect(formatUsd(amount)).toBe(intl.format(amount));
      }),
      { numRuns: 2000 },
    );
    for (const odd of [0, -0, 0.005, 0.015, 1.005, -0.001, Number.NaN, Infinity, -Infinity]) {
      expect(formatUsd(odd)).toBe(intl.format(odd));
    }
  });
});

describe('formatCents', () => {
  it('writes integer cents as dollars', () => {
    expect(formatCents(12_345)).toBe('$123.45');
    expect(formatCents(-5)).toBe('-$0.05');
  });

  it('reads as the dollars a bank file takes, written as a price', () => {
    expect(centsToDollars(123_456)).toBe('1234.56');
    expect(centsToDollars(-7)).toBe('-0.07');
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), (cents) => {
        expect(formatCents(cents)).toBe(formatUsd(centsToDollars(cents)));
      }),
    );
  });
});
