import { describe, expect, it } from 'vitest';
import { isExternalHref, purchaseHref } from './purchase-link';

describe('purchaseHref', () => {
  it('leads to the embedded checkout of the product', () => {
    expect(purchaseHref(1)).toBe('/checkout?product=1');
    expect(purchaseHref(8)).toBe('/checkout?product=8');
  });

  it("uses the tier's hosted payment link, naming the product for the webhook", () => {
    const links = { 3: 'https://buy.stripe.com/test_tier3' };
    expect(purchaseHref(3, undefined, links)).toBe(
      'https://buy.stripe.com/test_tier3?client_reference_id=tier-3',
    );
    expect(purchaseHref(4, undefined, links)).toBe('/checkout?product=4');
  });

  it("keeps the link's own parameters and replaces a stale reference", () => {
    const links = {
      6: 'https://buy.stripe.com/test_tier6?locale=en&client_reference_id=old',
    };
    const href = new URL(purchaseHref(6, undefined, links));
    expect(href.origin + href.pathname).toBe('https://buy.stripe.com/test_tier6');
    expect(href.searchParams.get('locale')).toBe('en');
    expect(href.searchParams.getAll('client_reference_id')).toEqual(['tier-6']);
  });
});

describe('isExternalHref', () => {
  it('tells hosted payment links from in-app paths', () => {
    expect(isExternalHref('https://buy.example.com/abc')).toBe(true);
    expect(isExternalHref('//buy.example.com/abc')).toBe(true);
    expect(isExternalHref('/checkout?product=3')).toBe(false);
    expect(isExternalHref('/cart?selected=2')).toBe(false);
  });
});
