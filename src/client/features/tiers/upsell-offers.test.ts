import { describe, expect, it } from 'vitest';
import { findProduct, products } from '../../../common/catalogue';
import { formatUsd } from '../../../common/money';
import { upsellOffersAfter } from './upsell-offers';

const namesAfter = (owned: number | null) => upsellOffersAfter(owned).map((offer) => offer.name);

describe('what the thank-you page offers next', () => {
  it('offers the three tier pages after the free summary', () => {
    expect(namesAfter(null)).toEqual([
      'Insight & Foundations',
      'Deep Dive & Direction',
      'Master Blueprint & Destiny Alignment',
    ]);
  });

  it('offers only the tier above The Intensive after its answers', () => {
    expect(namesAfter(5)).toEqual(['Master Blueprint & Destiny Alignment']);
  });

  it('never offers a lower tier after The Master Blueprint ($500): the readings that cost more', () => {
    const dearer = products.filter((product) => product.price > findProduct(6)!.price);
    const offers = upsellOffersAfter(6);
    expect(offers.map((offer) => offer.name)).toEqual(dearer.map((product) => product.name));
    expect(offers.map((offer) => offer.href)).toEqual(
      dearer.map((product) => `/product/${product.id}`),
    );
    expect(offers.map((offer) => offer.priceLabel)).toEqual(
      dearer.map((product) => formatUsd(product.price)),
    );
    expect(offers.map((offer) => offer.name).slice(0, 2)).toEqual([
      'Destiny Alignment',
      'The Quantum Leap',
    ]);
  });

  it('offers nothing after the dearest product, and only dearer ones after any other', () => {
    const dearest = products.reduce((top, product) => (product.price > top.price ? product : top));
    expect(namesAfter(dearest.id)).toEqual([]);
    for (const product of products) {
      for (const offer of upsellOffersAfter(product.id)) {
        const offered = products.find((other) => `/product/${other.id}` === offer.href);
        if (offered) expect(offered.price, offer.name).toBeGreaterThan(product.price);
      }
    }
  });
});
