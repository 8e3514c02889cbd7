import { describe, expect, it } from 'vitest';
import { TEST_ADMIN_EMAIL } from '../support/admin-factories';
import { createPaidTestOrder } from '../support/checkout-factories';
import { signInAsAdmin } from './support/admin';
import { useShopJourney } from './support/fixture';
import { expectCleanPage, keepScreenshot } from './support/page-helpers';

// Issue 40, "The owner's figures", decision 363: the admin opens the figures, reads today's
// sales in the headline, the chart and the tables, and downloads a table as CSV.

describe('the owner’s figures', () => {
  const journey = useShopJourney({ ADMIN_EMAILS: TEST_ADMIN_EMAIL }, { documents: 'stand-ins' });

  it('shows the range’s money with its chart and tables, and a CSV of a table', async () => {
    await createPaidTestOrder(journey.shop.runtime.app, 3);
    await createPaidTestOrder(journey.shop.runtime.app, 2);

    const admin = await journey.openPage({ viewport: { width: 1280, height: 900 } });
    const { page } = admin;
    await signInAsAdmin(page, journey);
    await page.goto(`${journey.shop.url}/admin/figures`);
    await page.getByRole('heading', { level: 1, name: 'Figures' }).waitFor();
    // A preset puts its range in the address, so the view can be shared and reloaded.
    await page.getByRole('button', { name: 'Last 7 days' }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('from')).toMatch(/^\d{4}-/);
    await page.getByText('$85.00').first().waitFor();
    const chart = page.getByRole('img', { name: /revenue/i }).first();
    await chart.waitFor();
    await page.getByRole('heading', { name: 'Money by product' }).waitFor();
    await keepScreenshot(page, 'figures/figures-1280');

    const csvLink = page.getByRole('link', { name: /Download CSV: .*product/i }).first();
    const href = await csvLink.getAttribute('href');
    expect(href).toMatch(/^\/api\/admin\/figures\.csv\?table=products&/);
    const csv = await page.request.get(`${journey.shop.url}${href}`);
    expect(csv.status()).toBe(200);
    expect(csv.headers()['content-disposition']).toMatch(/attachment/);
    const text = await csv.text();
    expect(text.split('\r\n')[0]).toBe('Reading,Orders,Gross (USD),Refunds (USD),Net (USD)');
    expect(text).toContain('The Compass Package,1,50.00,0.00,50.00');

    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole('heading', { name: 'Money by product' }).waitFor();
    const widths = await page.evaluate(() => [
      document.documentElement.scrollWidth,
      document.documentElement.clientWidth,
    ]);
    expect(widths[0]).toBeLessThanOrEqual(widths[1]!);
    await keepScreenshot(page, 'figures/figures-390');
    expectCleanPage(admin);
  });
});
