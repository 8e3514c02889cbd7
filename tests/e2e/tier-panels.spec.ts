import { describe, expect, it } from 'vitest';
import { deliveryLabel, guaranteeName, products } from '../../src/common/catalogue';
import { tiers } from '../../src/common/tiers';
import { useShopJourney } from './support/fixture';
import { expectCleanPage } from './support/page-helpers';

const viewports = [
  { width: 390, height: 844 },
  { width: 1280, height: 900 },
];

describe('tier pages say what their checkout sells; /services compares everything', () => {
  const journey = useShopJourney();

  describe.each(viewports)('at $width px', (viewport) => {
    it.each(tiers)(
      '$path: the panel names the product and price its checkout charges',
      async (tier) => {
        const guarded = await journey.openPage({ viewport });
        const { page } = guarded;
        await page.goto(`${journey.shop.url}${tier.path}`);
        await page.getByRole('heading', { level: 1, name: tier.name }).waitFor();
        // docs/product.md's words stay: the range and every item of the tier's list.
        await page.getByText(tier.priceRange, { exact: true }).first().waitFor();

        const panel = page.getByTestId('what-you-buy');
        await panel.getByRole('heading', { name: 'What you buy here' }).waitFor();
        const productName = (await panel.getByTestId('what-you-buy-product').textContent())!.trim();
        const price = (await panel.getByTestId('what-you-buy-price').textContent())!.trim();
        // Each item of the tier's list is ticked only when the product delivers it, and says
        // in place how it differs or that it is not there.
        const list = page.getByTestId('tier-includes');
        for (const item of tier.includes) {
          const inProduct = tier.inProduct[item]!;
          const state = `${item}: ${inProduct.deliverable === null ? 'not included' : inProduct.note ? 'included, differs' : 'included'}`;
          const entry = list.getByRole('listitem').filter({ hasText: state });
          expect(await entry.count(), state).toBe(1);
          if (inProduct.note) expect(await entry.textContent()).toContain(inProduct.note);
        }
        const panelText = (await panel.textContent()) ?? '';
        // ...with the catalogue's contents, delivery and guarantee of the product it names.
        const product = products.find((candidate) => candidate.name === productName)!;
        expect(product, productName).toBeDefined();
        expect(panelText).toContain(product.delivery);
        expect(panelText).toContain(guaranteeName(product));
        for (const item of product.includes) expect(panelText).toContain(item);
        // ...and every deliverable, under when it arrives.
        for (const item of product.deliverables) expect(panelText).toContain(item.name);

        await page.getByRole('link', { name: /^Purchase Now/ }).click();
        await page.waitForURL((url) => url.pathname === '/checkout');
        const summary = page.getByRole('complementary', { name: 'Order summary' });
        await summary.getByRole('heading', { level: 1, name: productName }).waitFor();
        // What the checkout charges is what its Pay button says.
        await page.getByRole('button', { name: `Pay ${price}` }).waitFor();
        expect(await summary.getByText(price, { exact: true }).count()).toBe(1);
        // Delivery and guarantee at checkout are the ones the panel showed.
        await summary.getByText(product.delivery, { exact: true }).waitFor();
        await summary.getByText(guaranteeName(product), { exact: false }).waitFor();

        // Checkout leads back to the tier page the buyer came from.
        await page.getByRole('link', { name: `Back to ${tier.name}` }).click();
        await page.waitForURL((url) => url.pathname === tier.path);
        await page.getByTestId('what-you-buy').waitFor();
        expectCleanPage(guarded);
        await guarded.close();
      },
    );

    it('/services compares every reading and the three tiers, with no sideways scroll', async () => {
      const guarded = await journey.openPage({ viewport });
      const { page } = guarded;
      await page.goto(`${journey.shop.url}/services`);
      const comparison = page.getByTestId('product-comparison');
      await comparison.waitFor();
      const rows = comparison.locator('tbody > tr');
      expect(await rows.count()).toBe(products.length);
      for (const [index, product] of products.entries()) {
        const row = rows.nth(index);
        const text = (await row.textContent()) ?? '';
        expect(text).toContain(product.name);
        expect(text).toContain(deliveryLabel(product));
        expect(text).toContain(guaranteeName(product));
        for (const item of product.includes) expect(text).toContain(item);
        expect(await row.isVisible()).toBe(true);
      }
      const tierRows = page.getByTestId('tier-comparison').locator('tbody > tr');
      expect(await tierRows.count()).toBe(tiers.length);
      expect(await tierRows.first().textContent()).toContain('The Guided Journey');

      // The grid and the comparison fit the page container: nothing wider than the window.
      const widths = await page.evaluate(() => ({
        page: document.documentElement.scrollWidth,
        window: window.innerWidth,
      }));
      expect(widths.page).toBeLessThanOrEqual(widths.window);
      // The product grid lines up with the top bar's container (same max width and padding).
      const left = async (selector: string) =>
        (await page.locator(selector).first().boundingBox())!.x;
      expect(
        Math.abs((await left('main ul')) - (await left('nav[aria-label="Main"] > a'))),
      ).toBeLessThanOrEqual(1);
      expectCleanPage(guarded);
      await guarded.close();
    });
  });
});
