import { describe, expect, it } from 'vitest';
import { useShopJourney, type Viewport } from './support/fixture';

const phone: Viewport = { width: 390, height: 844 };
describe('the walk through the shop that tripped a buyer', () => {
  const journey = useShopJourney();

  /** The page as on a slow line: its HTML is there, the app's scripts wait for `release()`. */
  async function openWithScriptsHeld(path: string, viewport: Viewport = phone) {
    const context = await journey.browser.newContext({ viewport });
    const page = await context.newPage();
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/assets/*.js', async (route) => {
      if (!/\/assets\/boot-/.test(route.request().url())) await held;
      await route.continue();
    });
    await page.goto(`${journey.shop.url}${path}`, { waitUntil: 'domcontentloaded' });
    const isLive = () =>
      page.waitForFunction(() => document.documentElement.dataset.live === 'true');
    return { context, page, release, isLive };
  }

  it('never prerenders "Product not found" for /checkout?product=2', async () => {
    const html = await (await fetch(`${journey.shop.url}/checkout?product=2`)).text();
    expect(html).not.toContain('Product not found');
    expect(html).not.toContain('does not name one of our readings');

    const { context, page, release, isLive } = await openWithScriptsHeld('/checkout?product=2');
    await page.getByRole('status').filter({ hasText: 'Loading your order...' }).waitFor();
    expect(await page.getByText('Product not found').count()).toBe(0);
    release();
    await isLive();
    await page.getByRole('heading', { level: 1, name: 'The Cosmic Map' }).waitFor();
    expect(await page.getByText('Product not found').count()).toBe(0);
    // An address that names no product still says so once the page can read it.
    await page.goto(`${journey.shop.url}/checkout?product=9`);
    await page.getByRole('heading', { name: 'Product not found.' }).waitFor();
    await context.close();
  });

  it('does not show The Quick Glimpse as the choice of /cart?selected=6 before it is live', async () => {
    const { context, page, release, isLive } = await openWithScriptsHeld('/cart?selected=6');
    await page.getByRole('heading', { level: 1, name: 'Your Cart' }).waitFor();
    expect(await page.getByRole('radio', { checked: true }).count()).toBe(0);
    const summary = page.getByRole('region', { name: 'Order Summary' });
    expect(await summary.getByText('The Quick Glimpse').count()).toBe(0);
    expect(await summary.getByText('$15.00').count()).toBe(0);
    release();
    await isLive();
    await summary.getByText('The Master Blueprint').waitFor();
    await expect(page.getByRole('radio', { checked: true }).getAttribute('value')).resolves.toBe(
      '6',
    );
    await context.close();
  });

});
