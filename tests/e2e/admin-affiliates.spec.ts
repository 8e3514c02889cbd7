import { readFileSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { adminAffiliateMessages } from '../../src/common/admin-affiliates';
import { affiliates } from '../../src/server/db/schema';
import { TEST_ADMIN_EMAIL } from '../support/admin-factories';
import { createReferredPaidOrder } from '../support/commission-factories';
import { signInAsAdmin } from './support/admin';
import { useShopJourney, type Viewport } from './support/fixture';
import { expectCleanPage, keepScreenshot, toastOf } from './support/page-helpers';

// The admin's side of the affiliate programme: invite an affiliate, see their referred order,
// pay what is payable and hand the bank a CSV (docs/product.md §6, decision 075).

async function expectToast(page: Page, text: string) {
  await expect.poll(() => toastOf(page).innerText(), { timeout: 15_000 }).toContain(text);
}

describe('admin area: affiliates and payouts', () => {
  const journey = useShopJourney({ ADMIN_EMAILS: TEST_ADMIN_EMAIL }, { documents: 'stand-ins' });

  it('invites an affiliate, pays their payable commission, downloads the CSV, shows the referral', async () => {
    const email = `nova.${Date.now()}@example.com`;
    const guarded = await journey.openPage({ viewport: { width: 1280, height: 900 } });
    const { page } = guarded;
    await signInAsAdmin(page, journey);

    await page.goto(`${journey.shop.url}/admin/dashboard?tab=affiliates`);
    await page.getByRole('tab', { name: 'Affiliates', selected: true }).waitFor();
    await page.getByRole('button', { name: 'New affiliate' }).click();
    const dialog = page.getByRole('dialog', { name: 'New affiliate' });
    await dialog.getByLabel('Name').fill('Nova Starling');
    await dialog.getByLabel('E-mail').fill(email);
    await dialog.getByLabel('Commission rate (%)').fill('15');
    await dialog.getByRole('button', { name: 'Create and invite' }).click();
    await expectToast(page, adminAffiliateMessages.created);
    await page.getByRole('link', { name: 'Manage Nova Starling' }).waitFor();

    // The same e-mail again is refused, and the toast that says so is drawn above the dialog:
    // a modal dialog covers the rest of the page and leaves it inert.
    await page.getByRole('button', { name: 'New affiliate' }).click();
    await dialog.getByLabel('Name').fill('Nova Again');
    await dialog.getByLabel('E-mail').fill(email);
    await dialog.getByRole('button', { name: 'Create and invite' }).click();
    await dialog.getByText(adminAffiliateMessages.emailTaken).waitFor();
    const refusal = `An affiliate with the e-mail ${email} already exists`;
    await expectToast(page, refusal);
    const box = await toastOf(page).boundingBox();
    const drawnOnTop = await page.evaluate(
      ({ x, y }) => document.elementFromPoint(x, y)?.closest('li')?.textContent ?? '',
      { x: box!.x + box!.width / 2, y: box!.y + box!.height / 2 },
    );
    expect(drawnOnTop).toContain(refusal);
    // On a phone it spans the screen, not the dialog it is drawn in.
    await page.setViewportSize({ width: 390, height: 844 });
    const onPhone = await toastOf(page).boundingBox();
    expect([onPhone!.x >= 0, onPhone!.x + onPhone!.width <= 390]).toEqual([true, true]);
    await page.setViewportSize({ width: 1280, height: 900 });
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });

    // The invitation arrives with a set-password link, never a password.
    await expect
      .poll(
        () =>
          journey.smtp.messages.find((mail) =>
            (Array.isArray(mail.to) ? mail.to : [mail.to]).some((to) => to?.text.includes(email)),
          )?.text ?? '',
        { timeout: 20_000 },
      )
      .toMatch(/\/affiliate\/set-password\?token=/);

    const [affiliate] = await journey.shop.db
      .select()
      .from(affiliates)
      .where(eq(affiliates.emailKey, email));
    expect(affiliate?.passwordHash).toBeNull();
    const { app } = journey.shop.runtime;
    const order = await createReferredPaidOrder(app, affiliate!, { fullName: 'Felix Ambrose' });
    await createReferredPaidOrder(app, affiliate!, { productId: 4, isPending: true });

    await page.goto(`${journey.shop.url}/admin/dashboard?tab=affiliates`);
    await page.getByRole('link', { name: 'Manage Nova Starling' }).click();
    await page.getByRole('heading', { name: 'Nova Starling' }).waitFor();
    const payoutForm = page.getByRole('form', { name: 'Record a payout' });
    await payoutForm.getByText('Record a payout of $52.50 (1 of 1 payable)').waitFor();
    await payoutForm.getByLabel('Reference').fill('PP-E2E-1');
    await payoutForm.getByRole('button', { name: 'Record payout' }).click();
    await expectToast(page, adminAffiliateMessages.payoutRecorded);
    await page.getByText('Ref. PP-E2E-1').waitFor();

    const downloadStarted = page.waitForEvent('download');
    await page.getByRole('link', { name: 'CSV' }).click();
    const download = await downloadStarted;
    expect(download.suggestedFilename()).toMatch(/^affiliate-payouts-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = readFileSync((await download.path())!, 'utf8');
    expect(csv).toContain('Affiliate name,E-mail,Amount,Currency,Reference,Paid on,Payout id');
    expect(csv).toContain(`Nova Starling,${email},52.50,USD,PP-E2E-1,`);

    await page.goto(`${journey.shop.url}/admin/purchase/${order.purchaseId}`);
    const referral = page.getByRole('heading', { name: 'Referral' }).locator('xpath=../..');
    await referral.waitFor();
    await expect.poll(() => referral.innerText()).toContain(affiliate!.referralCode);
    const text = await referral.innerText();
    expect(text).toContain('Nova Starling');
    expect(text).toContain('15%');
    expect(text).toContain('$52.50');
    expect(text).toMatch(/Paid/);
    await page.getByText(/Commission of \$52\.50 booked/).waitFor();
    // The refused second invitation (409) is the one failed request.
    expectCleanPage(guarded, [/status of 409/]);

    await screenshots(order.purchaseId);
  });

  /** The affiliates tab and the order page on a phone and a desktop, to look at (not committed). */
  async function screenshots(purchaseId: string) {
    const viewports: Viewport[] = [
      { width: 390, height: 844 },
      { width: 1280, height: 900 },
    ];
    for (const viewport of viewports) {
      const guarded = await journey.openPage({ viewport });
      const { page } = guarded;
      await signInAsAdmin(page, journey);
      await page.goto(`${journey.shop.url}/admin/dashboard?tab=affiliates`);
      await page.getByRole('link', { name: 'Manage Nova Starling' }).waitFor();
      await keepScreenshot(page, `admin-affiliates/affiliates-tab-${viewport.width}`, {
        fullPage: true,
      });
      await page.getByRole('link', { name: 'Manage Nova Starling' }).click();
      await page.getByRole('heading', { name: 'Commissions' }).waitFor();
      await keepScreenshot(page, `admin-affiliates/affiliate-page-${viewport.width}`, {
        fullPage: true,
      });
      await page.goto(`${journey.shop.url}/admin/purchase/${purchaseId}`);
      await page.getByRole('heading', { name: 'Referral' }).waitFor();
      await keepScreenshot(page, `admin-affiliates/order-page-${viewport.width}`, {
        fullPage: true,
      });
      expectCleanPage(guarded);
      await guarded.close();
    }
  }
});
