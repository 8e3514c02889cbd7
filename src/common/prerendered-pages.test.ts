import { describe, expect, it } from 'vitest';
import { products } from './catalogue';
import {
  isSameForEveryone,
  NOT_FOUND_PAGE_PATH,
  pageBootOf,
  prerenderedAddressOf,
  prerenderedPaths,
  prerenderedVariants,
  sitemapPaths,
} from './prerendered-pages';

describe('the prerendered checkout of each product, and the answers’ thanks (decision 298)', () => {
  it('is drawn once per product, with the answers’ thanks, and never listed in the sitemap', () => {
    expect(prerenderedVariants).toEqual([
      ...products.map((product) => `/checkout?product=${product.id}`),
      '/thank-you?received=answers',
    ]);
    for (const variant of prerenderedVariants) {
      expect(prerenderedPaths).not.toContain(variant);
      expect(sitemapPaths).not.toContain(variant);
      expect(pageBootOf(variant)).toBe('on-load');
    }
  });

  it('is the one a request is sent, read as the page reads its query', () => {
    expect(prerenderedAddressOf('/checkout', 'product=6')).toBe('/checkout?product=6');
    expect(prerenderedAddressOf('/checkout', 'ref=AB12&product=6&tier=3')).toBe(
      '/checkout?product=6',
    );
    // The first value, as URLSearchParams.get (and so the page) reads it.
    expect(prerenderedAddressOf('/checkout', 'product=2&product=6')).toBe('/checkout?product=2');
    expect(prerenderedAddressOf('/checkout', 'product=%36')).toBe('/checkout?product=6');
    // No such variant: the caller sends the page itself, which says the product was not found.
    expect(prerenderedAddressOf('/checkout', 'product=6.0')).toBe('/checkout?product=6.0');
    expect(prerenderedVariants).not.toContain(prerenderedAddressOf('/checkout', 'product=6.0'));
    expect(prerenderedAddressOf('/checkout', 'product=%3Cb%3E')).toBe('/checkout?product=%3Cb%3E');
    expect(prerenderedAddressOf('/checkout', '')).toBe('/checkout');
    expect(prerenderedAddressOf('/thank-you', 'received=answers&product=6')).toBe(
      '/thank-you?received=answers',
    );
    expect(prerenderedVariants).not.toContain(prerenderedAddressOf('/thank-you', 'received=x'));
    // Other pages have no variants: their query is read in the browser.
    expect(prerenderedAddressOf('/cart', 'product=6')).toBe('/cart');
    expect(prerenderedAddressOf('/product/6', 'ref=AB12')).toBe('/product/6');
  });
});

describe('the pages the same for everyone (decision 369)', () => {
  it('are the public pages the sitemap lists and the thanks, and none of a visitor’s own', () => {
    const pages = ['/', '/form', '/services', '/product/6', '/deep-dive', '/privacy', '/thank-you'];
    for (const pagePath of pages) {
      expect(isSameForEveryone(pagePath), pagePath).toBe(true);
    }
    const ownPages = ['/cart', '/checkout', '/success', '/order', '/deep-dive-questions'];
    for (const pagePath of [...ownPages, ...prerenderedVariants, NOT_FOUND_PAGE_PATH]) {
      expect(isSameForEveryone(pagePath), pagePath).toBe(false);
    }
    // Only a page's own address: no query, no other spelling of it.
    for (const address of ['/services?ref=AB12', '/services/', '/%73ervices', '/admin/dashboard']) {
      expect(isSameForEveryone(address), address).toBe(false);
    }
  });
});
