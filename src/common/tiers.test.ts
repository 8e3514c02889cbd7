import { describe, expect, it } from 'vitest';
import { EVERY_ORDER_SUPPORT, findProduct } from './catalogue';
import { tierOfCheckout, tierProductId, tiers } from './tiers';

describe('tiers against the products their purchase links sell', () => {
  it.each(tiers)('tier $number ticks only what its product delivers', (tier) => {
    const product = findProduct(tierProductId(tier))!;
    const delivered = [...product.deliverables.map((item) => item.name), EVERY_ORDER_SUPPORT];
    expect(Object.keys(tier.inProduct)).toEqual([...tier.includes]);
    for (const [item, inProduct] of Object.entries(tier.inProduct)) {
      // Either one of the product's deliverables, or a plain note saying it is not there.
      if (inProduct.deliverable === null) expect(inProduct.note, item).toMatch(/^Not /);
      else expect(delivered, item).toContain(inProduct.deliverable);
    }
  });

  it('says in place what a tier page lists and its product does not hold', () => {
    const [insight, deepDive, masterBlueprint] = tiers;
    expect(insight!.inProduct['Basic Human Design type']).toMatchObject({
      deliverable: 'Your Dynamic Profile',
    });
    expect(insight!.inProduct['15-page report']?.deliverable).toBeNull();
    expect(deepDive!.inProduct['30-minute consultation call']).toMatchObject({
      deliverable: '60-minute live consultation',
    });
    expect(masterBlueprint!.inProduct['3 months e-mail support']).toMatchObject({
      deliverable: null,
      note: expect.stringMatching(/Destiny Alignment \(\$777\.00\) adds 30 days/),
    });
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
