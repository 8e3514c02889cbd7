import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { freeSummaryCapMessages } from '../../src/common/free-signup';
import { leasedJobs } from '../../src/server/db/schema';
import { createTestAffiliate } from '../support/affiliate-factories';
import { checkoutPerson } from '../support/checkout-factories';
import { useShopJourney, type Viewport } from './support/fixture';
import {
  expectCleanPage,
  fillPersonForm,
  fillTestCard,
  keepScreenshot,
  toastOf,
} from './support/page-helpers';

const phone: Viewport = { width: 390, height: 844 };
const desktop: Viewport = { width: 1280, height: 900 };
const viewports: Array<[string, Viewport]> = [
  ['phone', phone],
  ['desktop', desktop],
];

/** Where the visitor sees each of the top bar's entries: in reading order, row by row. */
function topBarEntries(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const nav = document.querySelector('nav[aria-label="Main"]');
    if (!nav) return [];
    const entries = [...nav.querySelectorAll('a, button')]
      .map((element) => ({
        text: element.textContent?.trim() ?? '',
        box: element.getBoundingClientRect(),
      }))
      .filter(({ box }) => box.width > 0 && box.height > 0);
    // Same row when their vertical centres are within 12 px; rows top to bottom, then left to right.
    const centre = (box: DOMRect) => box.top + box.height / 2;
    entries.sort((a, b) =>
      Math.abs(centre(a.box) - centre(b.box)) < 12
        ? a.box.left - b.box.left
        : centre(a.box) - centre(b.box),
    );
    return entries.map(({ text }) => text);
  });
}

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

  it('draws the checkout of /checkout?product=2 as it arrives, and "Product not found" only where no product is named', async () => {
    // Each product's checkout is prerendered with its summary (decision 298).
    const html = await (await fetch(`${journey.shop.url}/checkout?product=2&ref=SOMEONE`)).text();
    expect(html).toContain('data-search="product=2"');
    expect(html).toContain('The Cosmic Map');
    expect(html).not.toContain('Product not found');
    expect(html).not.toContain('does not name one of our readings');
    for (const address of ['/checkout', '/checkout?product=9', '/checkout?product=2.0']) {
      const other = await (await fetch(`${journey.shop.url}${address}`)).text();
      expect(other, address).toContain('does not name one of our readings');
      expect(other, address).not.toContain('data-search=');
    }

    const { context, page, release, isLive } = await openWithScriptsHeld('/checkout?product=2');
    await page.getByRole('heading', { level: 1, name: 'The Cosmic Map' }).waitFor();
    await page.getByRole('status').filter({ hasText: 'Initializing secure payment...' }).waitFor();
    release();
    await isLive();
    await page.getByLabel('Email').waitFor();
    expect(await page.getByText('Product not found').count()).toBe(0);
    // An address that names no product says so as it arrives, and still once the page is live.
    await page.goto(`${journey.shop.url}/checkout?product=9`);
    await page.getByRole('heading', { name: 'Product not found.' }).waitFor();
    await isLive();
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

  it('prerenders the thanks for a questionnaire’s /thank-you, and its offers once it knows the product', async () => {
    const path = '/thank-you?received=answers&product=6';
    const { context, page, release, isLive } = await openWithScriptsHeld(path);
    await page.getByRole('heading', { level: 1, name: 'Your answers are in' }).waitFor();
    expect(await page.getByText('Your free summary is on its way').count()).toBe(0);
    // The offers start above the product bought, which is read once the page is live.
    expect(await page.getByRole('heading', { name: 'Ready to go deeper?' }).count()).toBe(0);
    release();
    await isLive();
    await page.getByRole('heading', { name: 'Ready to go deeper?' }).waitFor();
    expect(await page.getByText('Insight & Foundations').count()).toBe(0);
    await page.getByRole('heading', { level: 1, name: 'Your answers are in' }).waitFor();
    // The free summary's thanks is the page with no query, whole as it arrives.
    const bare = await (await fetch(`${journey.shop.url}/thank-you`)).text();
    expect(bare).toContain('Your free summary is on its way');
    expect(bare).toContain('Ready to go deeper?');
    expect(bare).not.toContain('data-search=');
    await context.close();
  });

  describe.each(viewports)('on a %s', (name, viewport) => {
    it('orders the top bar Home, Get Started, Services, Affiliate Login', async () => {
      const guarded = await journey.openPage({ viewport });
      const { page } = guarded;
      await page.goto(`${journey.shop.url}/services`);
      await page.getByRole('button', { name: 'Affiliate Login' }).waitFor();
      const entries = await topBarEntries(page);
      // The shop's name leads to the landing page too; the four entries follow it in order.
      expect(entries.slice(1)).toEqual(['Home', 'Get Started', 'Services', 'Affiliate Login']);
      await keepScreenshot(page, `buyer-walk/top-bar-${name}`);
      expectCleanPage(guarded);
      await guarded.close();
    });

    it('shows the referral notice, in the spec’s words, without scrolling', async () => {
      const { affiliate } = await createTestAffiliate(journey.shop.db, { name: 'Lyra Castellan' });
      const guarded = await journey.openPage({ viewport });
      const { page } = guarded;
      await page.goto(`${journey.shop.url}/cart?ref=${affiliate.referralCode}&selected=4`);
      const notice = page.getByRole('status').filter({ hasText: 'Referral Applied!' });
      await notice.waitFor();
      expect((await notice.innerText()).replace(/\s+/g, ' ')).toBe(
        "Referral Applied! You'll earn a commission through Lyra Castellan's referral",
      );
      const box = await notice.boundingBox();
      expect(box).not.toBeNull();
      expect(box!.y).toBeGreaterThanOrEqual(0);
      expect(box!.y + box!.height).toBeLessThanOrEqual(viewport.height);
      await keepScreenshot(page, `buyer-walk/referral-${name}`);
      expectCleanPage(guarded);
      await guarded.close();
    });
  });

  it('wraps a long inbox on /thank-you only between its parts, never inside a word', async () => {
    const guarded = await journey.openPage({ viewport: phone });
    const { page } = guarded;
    const inbox = 'anastasia.wolkonskaya-bergstrom@correspondence.example.com';
    await page.goto(`${journey.shop.url}/thank-you`);
    await page.evaluate((address) => window.history.replaceState({ inbox: address }, ''), inbox);
    await page.reload();
    const address = page.locator('strong').filter({ hasText: 'anastasia' });
    await address.waitFor();
    // Each line of the address starts at its beginning, at the `@` or at a dot.
    const lineStarts = await address.evaluate((element) => {
      const text = element.textContent ?? '';
      const range = document.createRange();
      const starts: string[] = [];
      let lastTop = Number.NEGATIVE_INFINITY;
      let offset = 0;
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        for (let index = 0; index < (node.textContent ?? '').length; index += 1) {
          range.setStart(node, index);
          range.setEnd(node, index + 1);
          const top = range.getBoundingClientRect().top;
          if (top > lastTop + 4) starts.push(text.slice(offset + index));
          lastTop = Math.max(lastTop, top);
        }
        offset += (node.textContent ?? '').length;
      }
      return starts;
    });
    expect(lineStarts.length).toBeGreaterThan(1);
    for (const start of lineStarts.slice(1)) expect(start).toMatch(/^[@.]/);
    await keepScreenshot(page, 'buyer-walk/thank-you-inbox-390', { fullPage: true });
    expectCleanPage(guarded);
    await guarded.close();
  });

  it('says a fourth free summary in a day is not sent, instead of "Success!"', async () => {
    const email = `nadia.${randomUUID()}@example.com`;
    // Three summaries already went to this inbox today.
    await journey.shop.db.insert(leasedJobs).values(
      [1, 2, 3].map(() => ({
        kind: 'mail',
        mailKind: 'free-summary',
        recipient: email,
        payload: {},
        status: 'done' as const,
        sentAt: new Date(),
      })),
    );
    const guarded = await journey.openPage({ viewport: phone });
    const { page } = guarded;
    await page.goto(`${journey.shop.url}/form`);
    await fillPersonForm(
      page,
      {
        fullName: 'Nadia Petrova',
        email,
        birthMonth: '02',
        birthDay: '09',
        birthYear: '1991',
        birthHour: '6',
        birthMinute: '30',
        ampm: 'PM',
        birthLocation: { typed: 'Austin, Te', pick: 'Austin, Texas, United States' },
      },
      { variant: 'free' },
    );
    await page.getByRole('button', { name: 'Get My Free Astrological Summary' }).click();
    await page.getByRole('heading', { level: 1, name: freeSummaryCapMessages.title }).waitFor();
    await expect.poll(() => toastOf(page).innerText()).toContain(freeSummaryCapMessages.title);
    expect(await page.getByText('Success!').count()).toBe(0);
    expect(await page.getByText('Your free summary is on its way').count()).toBe(0);
    // It names no one: neither the inbox's owner nor whether they are a customer.
    expect(freeSummaryCapMessages.description).not.toMatch(/Nadia|account|customer/i);
    await keepScreenshot(page, 'buyer-walk/fourth-signup-390', { fullPage: true });
    expectCleanPage(guarded);
    await guarded.close();
  });

  it('starts a second checkout from the details of the first one paid in this browser', async () => {
    const guarded = await journey.openPage({ viewport: phone });
    const { page } = guarded;
    const buyer = checkoutPerson({ fullName: 'Tomas Lindqvist', phone: '+46 70 123 45 67' });
    await page.goto(`${journey.shop.url}/checkout?product=1`);
    await fillPersonForm(page, buyer, { variant: 'checkout' });
    await fillTestCard(page, { number: '4242 4242 4242 4242' });
    await page.getByRole('button', { name: 'Pay $15.00' }).click();
    await page.waitForURL(/\/success\?product=1&purchase=/);
    await page.getByRole('heading', { name: 'Payment Successful!' }).waitFor();

    await page.goto(`${journey.shop.url}/checkout?product=2`);
    await page.getByRole('button', { name: 'Pay $35.00' }).waitFor();
    await page.getByText('Filled in from your earlier order on this device.').waitFor();
    for (const [label, value] of [
      ['Full Name', buyer.fullName],
      ['Email', buyer.email],
      ['Phone', buyer.phone],
      ['Birth Year', buyer.birthYear],
      ['Birth Location', buyer.birthLocation],
    ] as const) {
      expect(await page.getByLabel(label).inputValue(), label).toBe(value);
    }
    await keepScreenshot(page, 'buyer-walk/checkout-prefill-390', { fullPage: true });
    expectCleanPage(guarded);
    await guarded.close();
  });
});
