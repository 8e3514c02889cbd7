import { describe, expect, it } from 'vitest';
import { findProduct } from '../../src/common/catalogue';
import { tierProductId, tiers } from '../../src/common/tiers';
import { useShopJourney } from './support/fixture';
import { expectCleanPage } from './support/page-helpers';
import { expectStorefrontContent, livePages, storefrontPages } from './support/storefront-pages';

describe('storefront pages', () => {
  const journey = useShopJourney();

  // A page that prerendered-pages.spec.ts brings alive is checked there, in the same load.
  it.each(storefrontPages.filter((page) => !livePages.includes(page.path)))(
    '$path answers $status and shows its content',
    async (pageCase) => {
      const { path, status } = pageCase;
      const guarded = await journey.openPage();
      const { page } = guarded;
      const response = await page.goto(`${journey.shop.url}${path}`);
      expect(response?.status()).toBe(status);
      await expectStorefrontContent(page, pageCase);
      // Chromium reports the 404 status of a not-found page as a console error; nothing else may.
      expectCleanPage(guarded, status === 404 ? [/404/] : []);
      expect(guarded.outsideRequests).toEqual([]);
      await guarded.close();
    },
  );

  it.each([1, 2, 3])('/checkout/tier-%i leads to the checkout of its product', async (tier) => {
    const guarded = await journey.openPage();
    const product = findProduct(tierProductId(tiers[tier - 1]!))!;
    await guarded.page.goto(`${journey.shop.url}/checkout/tier-${tier}`);
    await guarded.page.waitForURL(
      (url) => url.pathname === '/checkout' && url.search === `?product=${product.id}&tier=${tier}`,
    );
    await guarded.page.getByRole('heading', { name: product.name }).first().waitFor();
    // The way back is the tier page the buyer came from, not the product page.
    const tierPage = tiers[tier - 1]!;
    expect(
      await guarded.page
        .getByRole('link', { name: `Back to ${tierPage.name}` })
        .getAttribute('href'),
    ).toBe(tierPage.path);
    expectCleanPage(guarded);
    await guarded.close();
  });

  it('cart selection follows the query, defaults to the first tier and is keyboard operable', async () => {
    const guarded = await journey.openPage();
    const { page } = guarded;
    await page.goto(`${journey.shop.url}/cart`);
    const summary = page.getByRole('region', { name: 'Order Summary' });
    await expect.poll(() => summary.textContent()).toContain('The Quick Glimpse');
    await page.getByText('The Cosmic Map', { exact: true }).click();
    expect(await page.getByRole('radio', { name: /^The Cosmic Map/ }).isChecked()).toBe(true);
    await expect.poll(() => summary.textContent()).toContain('$35.00');
    // Arrow keys move the one selection, as in any radio group.
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => summary.textContent()).toContain('The Compass Package');
    await page
      .getByRole('button', { name: 'Proceed to Checkout' })
      .or(page.getByRole('link', { name: 'Proceed to Checkout' }))
      .click();
    await page.waitForURL((url) => url.pathname === '/checkout' && url.search === '?product=3');
    expectCleanPage(guarded);
    await guarded.close();
  });

  it('loads the checkout afresh, with the opener policy, when a public page leads there', async () => {
    // Decision 369: a product page comes without the opener policy; the checkout it leads to
    // must be a document of its own that has it, not the same document moved along.
    const guarded = await journey.openPage();
    const { page } = guarded;
    const first = await page.goto(`${journey.shop.url}/product/6`);
    expect(first?.headers()['cross-origin-opener-policy']).toBeUndefined();
    const documentLoad = page.waitForResponse((response) =>
      response.request().isNavigationRequest(),
    );
    await page.getByRole('link', { name: /^Purchase Now/ }).click();
    const checkout = await documentLoad;
    expect(new URL(checkout.url()).pathname).toBe('/checkout');
    expect(checkout.headers()['cross-origin-opener-policy']).toBe('same-origin');
    await page.getByRole('button', { name: /^Pay/ }).first().waitFor();
    // Between public pages the app moves without a load.
    await page.goto(`${journey.shop.url}/product/6`);
    let loads = 0;
    page.on('request', (request) => {
      if (request.isNavigationRequest()) loads += 1;
    });
    await page.getByRole('link', { name: 'All services' }).click();
    await page.waitForURL((url) => url.pathname === '/services');
    expect(loads).toBe(0);
    expectCleanPage(guarded);
    await guarded.close();
  });

  it('fits a 360 px phone without sideways scrolling', async () => {
    const guarded = await journey.openPage({ viewport: { width: 360, height: 780 } });
    for (const path of [
      '/',
      '/form',
      '/services',
      '/cart',
      '/product/8',
      '/checkout?product=6',
      '/deep-dive',
    ]) {
      await guarded.page.goto(`${journey.shop.url}${path}`);
      await guarded.page.getByRole('heading', { level: 1 }).waitFor();
      const overflow = await guarded.page.evaluate(
        () => document.documentElement.scrollWidth - window.innerWidth,
      );
      expect(overflow, path).toBeLessThanOrEqual(0);
    }
    await guarded.close();
  });

  it('offers a reload, inside the shop frame, when a page chunk is gone after a deploy', async () => {
    const guarded = await journey.openPage({ viewport: { width: 390, height: 844 } });
    const { page } = guarded;
    const pageChunk = '**/assets/*services-page*.js';
    await page.route(pageChunk, (route) => route.abort());
    await page.goto(`${journey.shop.url}/services`);
    await page.getByRole('heading', { level: 1, name: 'This page needs a reload' }).waitFor();
    // Top bar and footer stay, so the visitor is still in the shop.
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Services', exact: true })
      .waitFor();
    await page.getByRole('contentinfo').getByRole('link', { name: 'All readings' }).waitFor();

    // Once the chunk can be fetched again (the new deploy), the button brings the page back.
    await page.unroute(pageChunk);
    await page.getByRole('button', { name: 'Reload page' }).click();
    await page.getByRole('heading', { level: 1, name: /Choose the reading/ }).waitFor();
    // The failed fetch and React's report of the error it caught; nothing else.
    expectCleanPage(guarded, [/net::ERR_FAILED/, /Failed to fetch dynamically imported module/]);
    expect(guarded.outsideRequests).toEqual([]);
    await guarded.close();
  });

  it('says "Something went wrong" with a way home when a page fails for another reason', async () => {
    const guarded = await journey.openPage();
    const { page } = guarded;
    // The chunk arrives but throws as it runs, like a page with a bug.
    await page.route('**/assets/*services-page*.js', (route) =>
      route.fulfill({ contentType: 'text/javascript', body: 'throw new Error("page bug");' }),
    );
    await page.goto(`${journey.shop.url}/services`);
    await page.getByRole('heading', { level: 1, name: 'Something went wrong' }).waitFor();
    await page.getByRole('button', { name: 'Reload page' }).waitFor();
    await page.getByRole('navigation', { name: 'Main' }).waitFor();
    await page.getByRole('link', { name: 'Return Home' }).click();
    await page.getByRole('heading', { level: 1, name: /Your stars drew a map/ }).waitFor();
    // On the prerendered page React reports the chunk's failure as a hydration error it recovered from.
    expectCleanPage(guarded, [/page bug/, /error while hydrating|react\.dev\/errors\/422/]);
    await guarded.close();
  });

  it('shows where the keyboard focus is', async () => {
    const guarded = await journey.openPage();
    const { page } = guarded;
    await page.goto(journey.shop.url);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Skip to content');
    await page.keyboard.press('Tab');
    const outline = await page.evaluate(() => {
      const element = document.activeElement as HTMLElement;
      const style = getComputedStyle(element);
      return { style: style.outlineStyle, width: style.outlineWidth };
    });
    expect(outline.style).not.toBe('none');
    expect(outline.width).not.toBe('0px');
    await guarded.close();
  });
});
