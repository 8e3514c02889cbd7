import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { products } from '../../../src/common/catalogue';
import { formatUsd } from '../../../src/common/money';
import { prerenderedPaths } from '../../../src/common/prerendered-pages';

// What the storefront's pages show (storefront.spec.ts), and the addresses whose prerendered
// HTML is loaded and brought alive in a browser (prerendered-pages.spec.ts). A page on both lists
// is checked in that one load: it answers, comes alive without being redrawn and shows its
// content (decision 345).

export interface PageCase {
  path: string;
  status: number;
  heading: string | RegExp;
  texts: (string | RegExp)[];
}

export const storefrontPages: PageCase[] = [
  {
    path: '/',
    status: 200,
    heading: /Your stars drew a map/,
    texts: [
      'Discover Your Path',
      'Astrology',
      'Astrocartography',
      'Numerology',
      'Human Design',
      'Palmistry',
      'Destiny Matrix',
      'What Our Clients Say',
      /Master Blueprint/,
    ],
  },
  {
    path: '/form',
    status: 200,
    heading: 'Begin Your Cosmic Journey',
    texts: ['Get My Free Astrological Summary'],
  },
  {
    path: '/services',
    status: 200,
    heading: /Choose the reading/,
    texts: [
      ...products.map((product) => product.name),
      '$1,100.00',
      'Ultimate',
      'Essential',
      'Learn More',
      'Purchase Now',
      'Get a free reading',
    ],
  },
  {
    path: '/cart?selected=6',
    status: 200,
    heading: 'Your Cart',
    texts: ['Proceed to Checkout', 'Back to Services', '$500.00'],
  },
  {
    path: '/thank-you',
    status: 200,
    heading: /on its way/,
    texts: ['Insight & Foundations', 'Deep Dive & Direction', 'Return to Home'],
  },
  {
    path: '/insight',
    status: 200,
    heading: 'Insight & Foundations',
    texts: ['$100 - $150', '15-page report'],
  },
  {
    path: '/deep-dive',
    status: 200,
    heading: 'Deep Dive & Direction',
    texts: ['$250 - $350', 'MOST POPULAR', '30-minute consultation call'],
  },
  {
    path: '/master-blueprint',
    status: 200,
    heading: 'Master Blueprint & Destiny Alignment',
    texts: ['$450 - $650', /30-day satisfaction guarantee/i],
  },
  {
    path: '/success',
    status: 200,
    heading: 'Payment Successful!',
    texts: ['Thank you for your purchase!', 'Return Home'],
  },
  {
    path: '/checkout?product=42',
    status: 200,
    heading: 'Product not found.',
    texts: ['Return Home'],
  },
  { path: '/somewhere/else', status: 404, heading: '404 Page Not Found', texts: [/router/] },
  {
    path: `/product/${Math.max(...products.map((product) => product.id)) + 1}`,
    status: 404,
    heading: '404 Page Not Found',
    texts: [],
  },
  ...[
    { path: '/refunds', heading: 'Refund and guarantee policy' },
    { path: '/terms', heading: 'Terms of sale' },
    { path: '/privacy', heading: 'Privacy' },
    { path: '/faq', heading: 'Frequently asked questions' },
    { path: '/about-readers', heading: 'About our readers' },
  ].map(({ path, heading }) => ({ path, status: 200, heading, texts: [] })),
  ...products.map((product) => ({
    path: `/product/${product.id}`,
    status: 200,
    heading: product.name,
    texts: [formatUsd(product.price), 'Purchase Now'],
  })),
];

/** Addresses with what only the visitor's browser knows: a query, a `#`, stored orders. */
export const livePages: readonly string[] = [
  ...prerenderedPaths,
  '/cart?product=6',
  '/checkout?product=6&tier=3',
  '/thank-you?received=answers',
  '/order#token=not-a-real-token',
  '/product/6?ref=NOSUCHCODE',
  '/no-such-page',
];

/** The page's heading and texts are on screen, and the top bar every page has. */
export async function expectStorefrontContent(page: Page, { path, heading, texts }: PageCase) {
  await page
    .getByRole('heading', { level: 1, name: heading, exact: typeof heading === 'string' })
    .waitFor();
  for (const text of texts) {
    expect(await page.getByText(text).count(), `"${String(text)}" on ${path}`).toBeGreaterThan(0);
  }
  for (const link of ['Home', 'Get Started', 'Services']) {
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: link, exact: true })
      .waitFor();
  }
  await page.getByRole('button', { name: 'Affiliate Login' }).waitFor();
}
