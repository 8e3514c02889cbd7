import { afterEach, describe, expect, it, vi } from 'vitest';
import { isSameForEveryone, sitemapPaths } from '../../common/prerendered-pages';
import { isLoadedAfresh, moverFor } from './opener-policy-navigation';

const at = (path: string) => new URL(path, 'https://shop.example');

describe('isLoadedAfresh', () => {
  it('loads a private page afresh from a page sent without the opener policy', () => {
    for (const target of ['/checkout?product=6', '/order', '/cart', '/admin', '/affiliate']) {
      expect(isSameForEveryone(at(target).pathname)).toBe(false);
      expect(isLoadedAfresh('/', at(target)), target).toBe(true);
      expect(isLoadedAfresh('/product/6', at(target)), target).toBe(true);
    }
  });

  it('stays inside the app between pages the same for everyone', () => {
    for (const from of sitemapPaths) {
      for (const to of sitemapPaths) expect(isLoadedAfresh(from, at(to))).toBe(false);
    }
  });

  it('stays inside the app from a document that has the policy, wherever it goes', () => {
    for (const to of ['/', '/services', '/order', '/admin/orders']) {
      expect(isLoadedAfresh('/checkout', at(to))).toBe(false);
      expect(isLoadedAfresh('/admin/orders', at(to))).toBe(false);
    }
  });

  it('takes odd spellings of a public page for that page, so the move still loads afresh', () => {
    for (const from of ['/%73ervices', '//services', '/services/', '/SERVICES', '/%E0%A4%A']) {
      const expected = from !== '/%E0%A4%A';
      expect(isLoadedAfresh(from, at('/checkout')), from).toBe(expected);
    }
  });

  it('keeps the free form’s thanks inside the app, its history entry with it', () => {
    expect(isLoadedAfresh('/form', at('/thank-you'))).toBe(false);
  });
});

describe('moverFor', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  function loadedAt(path: string) {
    const location = {
      href: `https://shop.example${path}`,
      origin: 'https://shop.example',
      pathname: path,
      assign: vi.fn(),
      replace: vi.fn(),
    };
    const history = { pushState: vi.fn(), replaceState: vi.fn(), state: null };
    vi.stubGlobal('window', { location, history });
    vi.stubGlobal('location', location);
    vi.stubGlobal('history', history);
    return { moveTo: moverFor(path), location, history };
  }

  it('loads the checkout afresh from the home page, replacing when asked', () => {
    const { moveTo, location, history } = loadedAt('/');
    moveTo('/checkout?product=6');
    expect(location.assign).toHaveBeenCalledWith('https://shop.example/checkout?product=6');
    moveTo('/order', { replace: true });
    expect(location.replace).toHaveBeenCalledWith('https://shop.example/order');
    expect(history.pushState).not.toHaveBeenCalled();
    expect(history.replaceState).not.toHaveBeenCalled();
  });

  it('moves inside the app between public pages and from a private document', () => {
    const home = loadedAt('/');
    home.moveTo('/services');
    expect(home.history.pushState).toHaveBeenCalledWith(null, '', '/services');
    expect(home.location.assign).not.toHaveBeenCalled();

    const checkout = loadedAt('/checkout');
    checkout.moveTo('/order', { replace: true });
    expect(checkout.history.replaceState).toHaveBeenCalledWith(null, '', '/order');
    expect(checkout.location.replace).not.toHaveBeenCalled();
  });

  it('leaves for another site by a page load', () => {
    const { moveTo, location, history } = loadedAt('/checkout');
    moveTo('https://pay.example/session');
    expect(location.assign).toHaveBeenCalledWith('https://pay.example/session');
    expect(history.pushState).not.toHaveBeenCalled();
  });
});
