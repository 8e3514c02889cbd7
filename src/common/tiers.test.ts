import { describe, expect, it } from 'vitest';
import { allIncludes, EVERY_ORDER_SUPPORT, findProduct } from './catalogue';
import { tierOfCheckout, tierProductId, tiers } from './tiers';

describe('tiers against the products their purchase links sell', () => {
  it.each(tiers)('tier $number accounts for every item of its list', (tier) => {
    const product = findProduct(tierProductId(tier))!;
    const sold = [...allIncludes(product), EVERY_ORDER_SUPPORT];
    expect(Object.keys(tier.atCheckout)).toEqual([...tier.includes]);
    for (const [item, atCheckout] of Object.entries(tier.atCheckout)) {
      // Either the product's own line, or a plain note saying how it differs.
      if (atCheckout.as === null) expect(atCheckout.note, item).toMatch(/\w{3}/);
      else expect(sold, item).toContain(atCheckout.as);
    }
  });

  it('names the differences the issue found', () => {
    const [insight, deepDive, masterBlueprint] = tiers;
    expect(insight!.atCheckout['Basic Human Design type']?.as).toBeNull();
    expect(deepDive!.atCheckout['30-minute consultation call']).toMatchObject({
      as: '60-minute live consultation',
    });
    expect(masterBlueprint!.atCheckout['3 months e-mail support']?.note).toMatch(
      /no support period of its own/,
    );
  });

  it('finds the tier a checkout came from only when it sells that product', () => {
    expect(tierOfCheckout('1', 4)?.path).toBe('/insight');
    expect(tierOfCheckout('3', 6)?.path).toBe('/master-blueprint');
    expect(tierOfCheckout('1', 5)).toBeUndefined();
    expect(tierOfCheckout('4', 4)).toBeUndefined();
    expect(tierOfCheckout(null, 4)).toBeUndefined();
    expect(tierOfCheckout('1.0', 4)).toBeUndefined();
  });
});
