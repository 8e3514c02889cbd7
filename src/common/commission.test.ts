import { describe, expect, it } from 'vitest';
import { products } from './catalogue';
import {
  commissionCents,
  commissionRateMessage,
  DEFAULT_COMMISSION_RATE,
  isCommissionRate,
  storedCommissionRate,
} from './commission';

const rates = [0, 5, 10, 12.5, 15, 20, 33.33, 50, 100] as const;

/**
 * Worked by hand: cents = price x rate, half a cent and up rounding up. E.g. $777 at 12.5% is
 * 9712.5 cents -> 9713; $35 at 33.33% is 1166.55 -> 1167; $777 at 33.33% is 25897.41 -> 25897.
 */
const expectedCents: Record<number, readonly number[]> = {
  //     0%     5%     10%   12.5%    15%     20%  33.33%     50%     100%
  15: [0, 75, 150, 188, 225, 300, 500, 750, 1500],
  35: [0, 175, 350, 438, 525, 700, 1167, 1750, 3500],
  50: [0, 250, 500, 625, 750, 1000, 1667, 2500, 5000],
  75: [0, 375, 750, 938, 1125, 1500, 2500, 3750, 7500],
  350: [0, 1750, 3500, 4375, 5250, 7000, 11666, 17500, 35000],
  500: [0, 2500, 5000, 6250, 7500, 10000, 16665, 25000, 50000],
  777: [0, 3885, 7770, 9713, 11655, 15540, 25897, 38850, 77700],
  1100: [0, 5500, 11000, 13750, 16500, 22000, 36663, 55000, 110000],
};

describe('commissionCents', () => {
  it('has worked rows only for prices the catalogue sells', () => {
    for (const price of Object.keys(expectedCents).map(Number)) {
      expect(products.map((p) => p.price)).toContain(price);
    }
  });

  it.each(products.map((p) => [p.name, p.price] as const))(
    '%s ($%d): none at 0%%, all at 100%%, half at 50%%, rounded to the cent between',
    (_name, price) => {
      const cents = price * 100;
      expect(commissionCents(cents, 0)).toBe(0);
      expect(commissionCents(cents, 100)).toBe(cents);
      expect(commissionCents(cents, 50)).toBe(Math.round(cents / 2));
      const atDefault = commissionCents(cents, DEFAULT_COMMISSION_RATE);
      expect(Number.isInteger(atDefault)).toBe(true);
      expect(Math.abs(atDefault - (cents * DEFAULT_COMMISSION_RATE) / 100)).toBeLessThanOrEqual(
        0.5,
      );
    },
  );

  const cases = Object.entries(expectedCents).flatMap(([price, row]) =>
    rates.map((rate, index) => [Number(price), rate, row[index]!] as const),
  );
  it.each(cases)('$%d at %d%% is %d cents', (price, rate, cents) => {
    expect(commissionCents(price * 100, rate)).toBe(cents);
    // The rate as the database returns it (numeric(5,2) text) gives the same.
    expect(commissionCents(price * 100, rate.toFixed(2))).toBe(cents);
  });
});

describe('the commission rate rule', () => {
  it('takes a percent from 0 to 100 with at most two decimals', () => {
    for (const rate of [0, 0.01, 12.5, 33.33, 100])
      expect(isCommissionRate(rate), `${rate}`).toBe(true);
    for (const rate of [-0.01, 100.01, 12.345, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(isCommissionRate(rate), `${rate}`).toBe(false);
    }
    expect(commissionRateMessage).toBe(
      'Enter a commission rate from 0 to 100 with at most two decimals',
    );
  });

  it('stores the rate with two decimals and defaults to 20', () => {
    expect(storedCommissionRate(DEFAULT_COMMISSION_RATE)).toBe('20.00');
    expect(storedCommissionRate(12.5)).toBe('12.50');
  });
});
