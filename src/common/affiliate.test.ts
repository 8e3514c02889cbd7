import { describe, expect, it } from 'vitest';
import { commissionCents, mailboxKey } from './affiliate';
import { products } from './catalogue';

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
  it('has a worked row for every catalogue price', () => {
    expect(Object.keys(expectedCents).map(Number)).toEqual(products.map((p) => p.price));
  });

  const cases = Object.entries(expectedCents).flatMap(([price, row]) =>
    rates.map((rate, index) => [Number(price), rate, row[index]!] as const),
  );
  it.each(cases)('$%d at %d%% is %d cents', (price, rate, cents) => {
    expect(commissionCents(price * 100, rate)).toBe(cents);
    // The rate as the database returns it (numeric(5,2) text) gives the same.
    expect(commissionCents(price * 100, rate.toFixed(2))).toBe(cents);
  });
});

describe('mailboxKey', () => {
  it.each([
    ['Ann.Lee+x@gmail.com', 'annlee@gmail.com'],
    ['annlee@gmail.com', 'annlee@gmail.com'],
    ['A.N.N.L.E.E@GoogleMail.com', 'annlee@gmail.com'],
    ['  Bob+shop@Example.COM ', 'bob@example.com'],
    // Dots matter outside Gmail.
    ['b.o.b@example.com', 'b.o.b@example.com'],
    ['+tag@example.com', '@example.com'],
    ['odd@local@example.com', 'odd@local@example.com'],
  ])('%s is the mailbox %s', (email, key) => {
    expect(mailboxKey(email)).toBe(key);
  });

  it('tells different mailboxes apart', () => {
    expect(mailboxKey('ann.lee@example.com')).not.toBe(mailboxKey('annlee@example.com'));
    expect(mailboxKey('annlee@gmail.com')).not.toBe(mailboxKey('annlee@example.com'));
  });
});
