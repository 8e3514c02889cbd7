import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bookings, orderEvents, purchases } from '../../src/server/db/schema';
import { createOrderAccessTokensFor } from '../../src/server/sign-ins/order-access';
import { TEST_ADMIN_EMAIL } from '../support/admin-factories';
import { insertTestReader } from '../support/booking-factories';
import { createPaidTestOrder } from '../support/checkout-factories';
import { signInAsAdmin } from './support/admin';
import { useShopJourney } from './support/fixture';
import { expectCleanPage, keepScreenshot } from './support/page-helpers';

// A delivered order that still owes sessions and support says so on the admin's list, its
// filter, the order page and the customer's reading page (decision 281).

const DAY_MS = 24 * 60 * 60 * 1000;

describe('delivered orders that still owe', () => {
  const journey = useShopJourney({ ADMIN_EMAILS: TEST_ADMIN_EMAIL }, { documents: 'stand-ins' });

  /** A paid product 7 order, delivered `daysAgo` days ago by a reader, `held` sessions held. */
  async function deliveredOrder(daysAgo: number, held: number): Promise<string> {
    const { shop } = journey;
    const { purchaseId } = await createPaidTestOrder(shop.runtime.app, 7);
    const deliveredAt = new Date(Date.now() - daysAgo * DAY_MS);
    await shop.db
      .update(purchases)
      .set({ processingStatus: 'delivered' })
      .where(eq(purchases.id, purchaseId));
    await shop.db.insert(orderEvents).values({
      purchaseId,
      kind: 'report-delivered',
      actor: 'admin:reader@astral.test',
      data: {},
      createdAt: deliveredAt,
    });
    const keys = ['consultation-60', 'consultation-90'].slice(0, held);
    for (const [index, key] of keys.entries()) {
      const reader = await insertTestReader(shop.db);
      const start = new Date(deliveredAt.getTime() + (index + 1) * DAY_MS);
      const end = new Date(start.getTime() + 60 * 60_000);
      await shop.db.insert(bookings).values({
        purchaseId,
        readerId: reader.id,
        sessionKey: key,
        sessionNumber: 1,
        startsAt: start,
        endsAt: end,
        busy: { start, end },
        status: 'held',
        customerTimeZone: 'Europe/London',
      });
    }
    return purchaseId;
  }

  it('badges and filters them for the admin, and tells the customer what is still to come', async () => {
    const owing = await deliveredOrder(3, 1);
    const settled = await deliveredOrder(40, 2);

    const guarded = await journey.openPage({ viewport: { width: 1280, height: 900 } });
    const { page } = guarded;
    await signInAsAdmin(page, journey);
    await page.goto(`${journey.shop.url}/admin/dashboard?processing=delivered`);
    const owingCard = page.locator('li', { has: page.getByLabel(/Select order/) }).filter({
      has: page.locator(`a[href="/admin/purchase/${owing}"]`),
    });
    await owingCard.waitFor();
    expect(await owingCard.innerText()).toMatch(
      /Delivered · 1 session owed · support open until [A-Z][a-z]{2} \d{1,2}/,
    );
    const settledCard = page.locator('li').filter({
      has: page.locator(`a[href="/admin/purchase/${settled}"]`),
    });
    expect(await settledCard.innerText()).not.toContain('owed');
    await keepScreenshot(page, 'still-owed/dashboard-1280', { fullPage: true });

    await page.getByLabel('Still owed').selectOption('any');
    await expect.poll(() => new URL(page.url()).searchParams.get('owed')).toBe('any');
    // The filtered list replaces the whole list: wait for the owing order to be back in it
    // before checking the settled one is gone, or a list still loading passes for filtered.
    await page.locator(`a[href="/admin/purchase/${owing}"]`).waitFor();
    expect(await page.locator(`a[href="/admin/purchase/${settled}"]`).count()).toBe(0);
    expect(await page.locator(`a[href="/admin/purchase/${owing}"]`).count()).toBe(1);
    await page.setViewportSize({ width: 390, height: 844 });
    await keepScreenshot(page, 'still-owed/dashboard-owed-390', { fullPage: true });

    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`${journey.shop.url}/admin/purchase/${owing}`);
    await page.getByText(/Delivered · 1 session owed/).waitFor();
    await keepScreenshot(page, 'still-owed/admin-order-1280');

    const token = createOrderAccessTokensFor(journey.shop.config).sign(owing);
    await page.goto(`${journey.shop.url}/order#token=${token}`);
    const summary = page.getByText(/Your written reading is delivered\. Still to come:/);
    await summary.waitFor();
    expect(await summary.innerText()).toMatch(
      /Still to come: 1 session to book or hold; questions to your reader until [A-Z][a-z]+ \d{1,2}, \d{4}\./,
    );
    expect(await page.getByText('Delivered, with more to come').count()).toBe(1);
    await keepScreenshot(page, 'still-owed/reading-1280');
    await page.setViewportSize({ width: 390, height: 844 });
    await keepScreenshot(page, 'still-owed/reading-390');

    const settledToken = createOrderAccessTokensFor(journey.shop.config).sign(settled);
    // Another order's link: a new page load, as opening it from a mail is.
    await page.goto('about:blank');
    await page.goto(`${journey.shop.url}/order#token=${settledToken}`);
    await page.getByText('Your files were sent to your e-mail address and are below.').waitFor();
    expect(await page.getByText('Still to come:').count()).toBe(0);
    expectCleanPage(guarded);
  });
});
