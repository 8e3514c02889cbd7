import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { findProduct } from '../../src/common/catalogue';
import { checkoutPerson } from '../support/checkout-factories';
import { useShopJourney } from './support/fixture';
import {
  expectCleanPage,
  fillPersonForm,
  fillTestCard,
  keepScreenshot,
} from './support/page-helpers';

// Issue 23, "The reading page" (decision 257): the order page a buyer reaches from every e-mail
// holds their documents, the charts drawn in the browser and what is still to come.

async function viewBoxOf(page: Page) {
  return page.locator('svg[aria-roledescription="map"]').getAttribute('viewBox');
}

describe('the reading page of The Master Blueprint', () => {
  const journey = useShopJourney();

  it('holds the documents, the map and the matrix, and what is still to come, on a phone too', async () => {
    const guarded = await journey.openPage({ viewport: { width: 1280, height: 900 } });
    const { page } = guarded;
    const email = `reading.${randomUUID()}@example.com`;
    // 21 July 1991: Destiny Matrix core 21+7+20+12 = 60 -> 6, The Lovers (see order-reading.test.ts).
    await page.goto(`${journey.shop.url}/checkout?product=6`);
    await fillPersonForm(page, checkoutPerson({ email }), { variant: 'checkout' });
    await fillTestCard(page, { number: '4242 4242 4242 4242' });
    await page.getByRole('button', { name: /^Pay \$/ }).click();
    await page.waitForURL(/\/success\?product=6&purchase=/);

    // The private link of the order e-mail.
    const linkOf = () =>
      journey.smtp.messages
        .filter((mail) => [mail.to].flat().some((to) => to?.text.includes(email)))
        .map((mail) => /https?:\/\/\S+\/order#token=\S+/.exec(mail.text ?? '')?.[0])
        .find(Boolean);
    await expect.poll(() => Boolean(linkOf()), { timeout: 30_000 }).toBe(true);
    const orderPath = new URL(linkOf()!).pathname + new URL(linkOf()!).hash;

    // The report job draws the seven documents (within a minute on an idle machine; this one is
    // shared, so the wait is generous); the page then offers each to view.
    await page.goto(`${journey.shop.url}${orderPath}`);
    const viewMatrix = page.getByRole('link', { name: 'View Your Destiny Matrix in a new tab' });
    await expect
      .poll(
        async () => {
          // Only the fragment names the order, so the same link again is no navigation: reload.
          await page.reload();
          await page.getByRole('heading', { name: 'Your documents' }).waitFor();
          return page.getByRole('link', { name: /^View .* in a new tab$/ }).count();
        },
        { timeout: 120_000, interval: 3_000 },
      )
      .toBe(findProduct(6)!.computedDocuments.length);
    const viewed = await fetch(`${journey.shop.url}${await viewMatrix.getAttribute('href')}`);
    expect(viewed.status).toBe(200);
    expect(viewed.headers.get('content-disposition')).toMatch(/^inline; /);
    expect(
      Buffer.from(await viewed.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
    expect(await viewMatrix.getAttribute('target')).toBe('_blank');
    await page.getByRole('link', { name: 'Download The Cosmic Map' }).waitFor();

    // The charts are drawn as the customer scrolls near them (decision 377): the bodygraph, two
    // screens below, is not drawn yet and keeps its room; each chart is scrolled to, as a
    // customer would, and is drawn there.
    const bodygraph = page.getByRole('img', { name: /^Human Design bodygraph, / });
    const bodygraphPlace = page.locator('[data-chart="human-design-profile"]');
    expect(await bodygraphPlace.getAttribute('data-drawn')).toBe('false');
    expect(await bodygraph.count()).toBe(0);
    expect((await bodygraphPlace.boundingBox())!.height).toBeGreaterThan(500);

    // The map: zoom with the button, the keyboard and the wheel, pan by dragging.
    await page.getByRole('heading', { name: 'Astrocartography Map' }).scrollIntoViewIfNeeded();
    const map = page.locator('svg[aria-roledescription="map"]');
    await map.waitFor();
    const whole = await viewBoxOf(page);
    await page.getByRole('button', { name: 'Zoom in' }).click();
    const zoomed = await viewBoxOf(page);
    expect(zoomed).not.toBe(whole);
    const box = (await map.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width / 2 - 80, box.y + box.height / 2 - 30, { steps: 5 });
    await page.mouse.up();
    expect(await viewBoxOf(page)).not.toBe(zoomed);
    await map.focus();
    await page.keyboard.press('+');
    await page.mouse.wheel(0, -200);
    await page.getByRole('button', { name: 'Show the whole world' }).click();
    expect(await viewBoxOf(page)).toBe(whole);

    // Tap a town: the lines passing near it, with what they mean.
    const town = map.locator('circle[fill="#1f1b3d"]').first();
    const townBox = (await town.boundingBox())!;
    await page.mouse.click(townBox.x + townBox.width / 2, townBox.y + townBox.height / 2);
    await page
      .getByText(/ km away\./)
      .first()
      .waitFor();

    // The bodygraph, drawn as the Human Design profile draws it.
    await bodygraphPlace.scrollIntoViewIfNeeded();
    await bodygraph.first().waitFor();
    expect(await bodygraphPlace.getAttribute('data-drawn')).toBe('true');

    // The Destiny Matrix with its numbers and arcana.
    await page.locator('[data-chart="destiny-matrix"]').scrollIntoViewIfNeeded();
    await page.getByText('6 · The Lovers').first().waitFor();
    await page
      .locator('svg[aria-labelledby="matrix-title"] text', { hasText: /^21$/ })
      .first()
      .waitFor();

    // Still to come: the written reports wait for the questionnaire; the customer books the
    // session here once the written reading is delivered (never "by e-mail").
    await page.getByRole('heading', { name: 'Still to come' }).waitFor();
    await page
      .getByText(/so it starts when they arrive\./)
      .first()
      .waitFor();
    await page
      .getByText(/You book it yourself on this page once your written reading is delivered\./)
      .first()
      .waitFor();
    expect(await page.getByText(/book[^.]*by e-mail/i).count()).toBe(0);
    // Seven documents are here: the steps say so, and no unreached step says "more to come".
    expect(await page.getByText('Delivered, with more to come').count()).toBe(0);
    await page.getByRole('link', { name: 'Answer Your Questionnaire' }).waitFor();
    await keepScreenshot(page, 'reading-page/reading-1280', { fullPage: true });

    // On a phone: the same page, nothing wider than the screen.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole('heading', { name: 'Your charts' }).scrollIntoViewIfNeeded();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await keepScreenshot(page, 'reading-page/reading-390', { fullPage: true });
    const sectionOf = (title: string) =>
      page.locator('section', { has: page.getByRole('heading', { name: title }) });
    for (const [title, name] of [
      ['Your documents', 'documents'],
      ['Your charts', 'charts'],
      ['Still to come', 'to-come'],
    ] as const) {
      await keepScreenshot(sectionOf(title), `reading-page/reading-390-${name}`);
    }
    expectCleanPage(guarded);
  });
});
