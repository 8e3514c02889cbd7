import { describe, expect, it } from 'vitest';
import { matchPage } from './routes';

describe('matchPage', () => {
  it.each([
    ['/', 'home'],
    ['/form', 'freeForm'],
    ['/services/', 'services'],
    ['/cart?selected=3', 'cart'],
    ['/checkout', 'checkout'],
    ['/checkout/tier-2', 'checkoutTier'],
    ['/product/8', 'product'],
  ])('%s is the %s page', (path, key) => {
    expect(matchPage(path)?.key).toBe(key);
  });

  it('extracts parameters', () => {
    expect(matchPage('/product/3')?.params).toEqual({ id: '3' });
    expect(matchPage('/checkout/tier-3')?.params).toEqual({ tier: '3' });
  });

  it.each([
    '/product/9',
    '/product/0',
    '/product/12',
    '/checkout/tier-4',
    '/nowhere',
    '/form/extra',
  ])('%s is no page', (path) => {
    expect(matchPage(path)).toBeNull();
  });
});
