import { describe, expect, it } from 'vitest';
import { guaranteeName, products } from '../../src/common/catalogue';
import { useShopJourney } from './support/fixture';
import { expectCleanPage } from './support/page-helpers';

const policyPages = [
  { path: '/refunds', footerLink: 'Refund policy', heading: 'Refund and guarantee policy' },
  { path: '/terms', footerLink: 'Terms of sale', heading: 'Terms of sale' },
  { path: '/privacy', footerLink: 'Privacy', heading: 'Privacy' },
  { path: '/faq', footerLink: 'FAQ', heading: 'Frequently asked questions' },
  { path: '/about-readers', footerLink: 'About our readers', heading: 'About our readers' },
] as const;

const viewports = [
  { width: 390, height: 844 },
  { width: 1280, height: 900 },
] as const;

const guaranteeLengths = [...new Set(products.map((product) => product.guaranteeDays))];

describe('the pages a buyer looks for before paying', () => {
  const journey = useShopJourney();

  // Each policy page answers with its heading where prerendered-pages.spec.ts brings it alive
  // (storefront-pages.ts lists it); a near miss of its address is no page, as the HTML says.
  it.each(['/refund', '/terms/of-sale', '/faqs'])('%s is no page: 404', async (path) => {
    const response = await fetch(`${journey.shop.url}${path}`);
    expect(response.status).toBe(404);
    // The heading as a browser reads it, without its markup (a line break for phones).
    const heading = /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(await response.text())?.[1];
    expect(heading?.replace(/<[^>]+>/g, '').replace(/\s+/g, ' ')).toBe('404 Page Not Found');
  });

  it.each(viewports)(
    'the footer links every policy page, and each fits a $width px screen',
    async (viewport) => {
      const guarded = await journey.openPage({ viewport });
      const { page } = guarded;
      await page.goto(`${journey.shop.url}/`);
      for (const { path, footerLink, heading } of policyPages) {
        const link = page.getByRole('contentinfo').getByRole('link', { name: footerLink });
        expect(await link.getAttribute('href')).toBe(path);
        await link.click();
        await page.getByRole('heading', { level: 1, name: heading, exact: true }).waitFor();
        expect(new URL(page.url()).pathname).toBe(path);
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - window.innerWidth,
        );
        expect(overflow, path).toBeLessThanOrEqual(0);
        // Refund policy, terms and FAQ point to one another.
        const related = page.getByRole('navigation', { name: 'Related pages' });
        for (const other of policyPages.filter((candidate) => candidate.path !== path)) {
          await related.getByRole('link', { name: other.footerLink }).waitFor();
        }
      }
      expectCleanPage(guarded);
      await guarded.close();
    },
  );

  it('the refund policy, terms and FAQ state each product’s guarantee as the catalogue does', async () => {
    const guarded = await journey.openPage();
    const { page } = guarded;
    await page.goto(`${journey.shop.url}/refunds`);
    const guarantee = page.locator('#guarantee');
    await guarantee.waitFor();
    for (const days of guaranteeLengths) {
      const line = guarantee.getByRole('listitem').filter({ hasText: `${days} days` });
      const text = (await line.textContent()) ?? '';
      for (const product of products) {
        expect(text.includes(product.name), `${product.name} under ${days} days`).toBe(
          product.guaranteeDays === days,
        );
      }
    }

    // The terms and FAQ list every product with its delivery promise and guarantee.
    for (const path of ['/terms', '/faq']) {
      await page.goto(`${journey.shop.url}${path}`);
      await page.getByRole('heading', { level: 1 }).waitFor();
      for (const product of products) {
        const entry = page
          .getByRole('listitem')
          .filter({ has: page.getByRole('link', { name: product.name, exact: true }) });
        const text = (await entry.first().textContent()) ?? '';
        expect(text, `${product.name} on ${path}`).toContain(product.delivery);
        // One name per guarantee, the product page's: satisfaction at 30 days, money-back at 60.
        expect(text, `${product.name} on ${path}`).toContain(guaranteeName(product));
      }
    }
    expectCleanPage(guarded);
    await guarded.close();
  });

  it.each(viewports)(
    'checkout names the guarantee and links the refund policy and terms beside Pay at $width px',
    async (viewport) => {
      const guarded = await journey.openPage({ viewport });
      const { page } = guarded;
      for (const product of products.filter((candidate) => [1, 7].includes(candidate.id))) {
        await page.goto(`${journey.shop.url}/checkout?product=${product.id}`);
        const pay = page.getByRole('button', { name: /^Pay \$/ });
        await pay.waitFor();
        const form = page.locator('form').filter({ has: pay });
        await form.getByText(guaranteeName(product), { exact: true }).waitFor();
        // The product page's name for it: a 30-day guarantee was "money-back" here only.
        if (product.guaranteeDays === 30)
          expect(await page.getByText(/money-back/).count()).toBe(0);
        for (const [name, path] of [
          ['Refund policy', '/refunds'],
          ['Terms of sale', '/terms'],
        ] as const) {
          const link = form.getByRole('link', { name: new RegExp(`^${name}`) });
          expect(await link.getAttribute('href')).toBe(path);
          // A new tab, so what the buyer typed stays in the checkout.
          expect(await link.getAttribute('target')).toBe('_blank');
        }
      }
      const [policy] = await Promise.all([
        page.context().waitForEvent('page'),
        page
          .locator('form')
          .getByRole('link', { name: /^Refund policy/ })
          .click(),
      ]);
      await policy
        .getByRole('heading', { level: 1, name: 'Refund and guarantee policy' })
        .waitFor();
      await page.getByRole('button', { name: /^Pay \$/ }).waitFor();
      expectCleanPage(guarded);
      await guarded.close();
    },
  );

  it('the landing page’s service cards lead to the first reading that contains them', async () => {
    const guarded = await journey.openPage({ viewport: { width: 390, height: 844 } });
    const { page } = guarded;
    await page.goto(`${journey.shop.url}/`);
    const cards = page.getByRole('region', { name: 'Six ways to read your path' });
    const astrology = cards.getByRole('listitem').filter({ hasText: 'Astrology' }).first();
    await astrology.getByRole('link', { name: /The Cosmic Map/ }).click();
    await page.getByRole('heading', { level: 1, name: 'The Cosmic Map' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/product/2');

    // The customer's path comes first in the top bar; the affiliates' way in stays.
    const main = page.getByRole('navigation', { name: 'Main' });
    await main.getByRole('link', { name: 'Get Started', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'Begin Your Cosmic Journey' }).waitFor();
    await page.getByRole('button', { name: 'Affiliate Login' }).waitFor();
    expectCleanPage(guarded);
    await guarded.close();
  });
});
