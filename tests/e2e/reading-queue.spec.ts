import { eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { purchases } from '../../src/server/db/schema';
import { TEST_ADMIN_EMAIL } from '../support/admin-factories';
import { createPaidTestOrder } from '../support/checkout-factories';
import { signInAsAdmin } from './support/admin';
import { useShopJourney } from './support/fixture';
import { expectCleanPage, toastOf } from './support/page-helpers';

// A reader's morning (issue 24): the queue puts the late order first, the reader takes it, the
// order's timeline says so, and the customer gets a message written on the order page.

async function expectToast(page: Page, text: string) {
  await expect.poll(() => toastOf(page).innerText(), { timeout: 15_000 }).toContain(text);
}

const DAY_MS = 24 * 60 * 60 * 1000;
const orderNumberOf = (purchaseId: string) => purchaseId.slice(-8).toUpperCase();

describe('admin area: the readers’ queue', () => {
  const journey = useShopJourney({ ADMIN_EMAILS: TEST_ADMIN_EMAIL }, { documents: 'stand-ins' });

  it('shows the order due first, assigns it, and writes its customer', async () => {
    const { shop } = journey;
    const late = await createPaidTestOrder(shop.runtime.app, 6, { fullName: 'Linnea Okafor' });
    const fresh = await createPaidTestOrder(shop.runtime.app, 5, { fullName: 'Matteo Rinaldi' });
    const waiting = await createPaidTestOrder(shop.runtime.app, 7, { fullName: 'Sun-hee Park' });
    // Answers 40 days ago are long past 14 business days; today's are far from due.
    await shop.db
      .update(purchases)
      .set({ questionnaireSubmittedAt: new Date(Date.now() - 40 * DAY_MS) })
      .where(eq(purchases.id, late.purchaseId));
    await shop.db
      .update(purchases)
      .set({ questionnaireSubmittedAt: new Date() })
      .where(eq(purchases.id, fresh.purchaseId));

    const guarded = await journey.openPage({ viewport: { width: 1280, height: 900 } });
    const { page } = guarded;
    await signInAsAdmin(page, journey);
    await page.goto(`${shop.url}/admin/dashboard`);
    await page.getByRole('link', { name: 'Reading queue' }).first().click();
    await page.getByRole('heading', { name: 'Reading queue', level: 1 }).waitFor();

    const all = page.getByRole('region', { name: 'All readings' });
    const rows = all.getByRole('listitem');
    await expect.poll(() => rows.count(), { timeout: 15_000 }).toBe(3);
    const first = await rows.nth(0).innerText();
    expect(first).toContain(`Order ${orderNumberOf(late.purchaseId)}`);
    expect(first).toContain('Overdue');
    expect(await rows.nth(1).innerText()).toContain(orderNumberOf(fresh.purchaseId));
    const last = await rows.nth(2).innerText();
    expect(last).toContain(orderNumberOf(waiting.purchaseId));
    expect(last).toContain('Waiting on the customer: questionnaire and palm photos');
    const counts = page.getByRole('region', { name: 'Written readings' });
    await expect.poll(() => counts.innerText()).toMatch(/Overdue\s*1/);

    const mine = page.getByRole('region', { name: 'My queue' });
    await mine.getByText('No open reading is assigned to you.').waitFor();
    await all
      .getByLabel(`Reader of order ${orderNumberOf(late.purchaseId)}`)
      .selectOption({ label: `Test Admin (${TEST_ADMIN_EMAIL})` });
    await expectToast(page, 'Reader changed');
    await expect
      .poll(() => mine.innerText(), { timeout: 15_000 })
      .toContain(`Order ${orderNumberOf(late.purchaseId)}`);
    expect(
      await rows
        .nth(0)
        .getByRole('link', { name: /^Write order/ })
        .getAttribute('href'),
    ).toBe(`/admin/reading/${late.purchaseId}`);

    await all.getByRole('link', { name: `Open order ${orderNumberOf(late.purchaseId)}` }).click();
    await page.getByRole('heading', { name: `Order ${orderNumberOf(late.purchaseId)}` }).waitFor();
    const timeline = page
      .getByRole('heading', { name: 'Order Timeline', level: 2 })
      .locator('xpath=../..');
    await expect
      .poll(() => timeline.innerText(), { timeout: 15_000 })
      .toContain(`Reader ${TEST_ADMIN_EMAIL} assigned`);

    await page.getByLabel('Subject').fill('Your palm photos');
    await page.getByLabel('Message').fill('Thank you, Linnea.\n\nYour reading is nearly ready.');
    await page.getByRole('button', { name: 'Send message' }).click();
    await expectToast(page, 'Message queued');
    await expect
      .poll(() => timeline.innerText(), { timeout: 15_000 })
      .toContain('Message e-mailed to the customer: “Your palm photos”');
    await expect
      .poll(() => journey.smtp.mailsTo(late.person.email).map((mail) => mail.subject), {
        timeout: 20_000,
      })
      .toContain('Your palm photos');
    const mail = journey.smtp
      .mailsTo(late.person.email)
      .find((m) => m.subject === 'Your palm photos');
    expect(mail?.text).toContain('Your reading is nearly ready.');
    expectCleanPage(guarded);
  });
});
