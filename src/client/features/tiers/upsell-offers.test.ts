import { describe, expect, it } from 'vitest';
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

  it('never offers a lower tier after The Master Blueprint ($500): the two readings above it', () => {
    const offers = upsellOffersAfter(6);
    expect(offers.map((offer) => offer.name)).toEqual(['Destiny Alignment', 'The Quantum Leap']);
    expect(offers.map((offer) => offer.href)).toEqual(['/product/7', '/product/8']);
    expect(offers.map((offer) => offer.priceLabel)).toEqual(['$777.00', '$1,100.00']);
  });

  it('offers nothing after The Quantum Leap, the top of the catalogue', () => {
    expect(namesAfter(7)).toEqual(['The Quantum Leap']);
    expect(namesAfter(8)).toEqual([]);
  });
});
