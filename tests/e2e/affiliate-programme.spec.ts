import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { adminAffiliateMessages } from '../../src/common/admin-affiliates';
import { shiftedClock } from '../../src/server/clock';
import { commissionEntries } from '../../src/server/db/schema';
import { TEST_ADMIN_EMAIL } from '../support/admin-factories';
import { checkoutPerson } from '../support/checkout-factories';
import { signInAsAdmin } from './support/admin';
import { useShopJourney, type ShopJourney } from './support/fixture';
import { expectCleanPage, fillPersonForm, fillTestCard, toastOf } from './support/page-helpers';

// The affiliate programme as its three people live it (docs/product.md §3, 6, 7; decision 075):
// the admin invites an affiliate, the affiliate sets a password and signs in, visitors buy
// through the link, the guarantee window passes on the shop's clock, the admin pays what is
// payable and refunds another order, and the affiliate sees each step on their page.

const DAY_MS = 24 * 60 * 60 * 1000;
const PASSWORD = 'saturn returns every 29 years';

const clock = shiftedClock();

async function expectToast(page: Page, text: string) {
  await expect.poll(() => toastOf(page).innerText(), { timeout: 15_000 }).toContain(text);
}

/** The set-password link of the invitation that reached the loopback SMTP server. */
async function invitationPath(journey: ShopJourney, email: string): Promise<string> {
  const invitation = () => journey.smtp.mailsTo(email)[0];
  await expect.poll(() => invitation()?.text ?? '', { timeout: 20_000 }).toContain('set-password');
  const mail = invitation()!;
  const link = new URL(
    /https?:\/\/\S+\/affiliate\/set-password\?token=[\w%-]+/.exec(mail.text!)![0],
  );
  return `${link.pathname}${link.search}`;
}

/** A visitor who opens the affiliate's link on a phone and pays in local test mode. */
async function buyThroughLink(
  journey: ShopJourney,
  code: string,
  product: { id: number; name: string; price: string },
): Promise<string> {
  const guarded = await journey.openPage({ viewport: { width: 390, height: 844 } });
  const { page } = guarded;
  await page.goto(`${journey.shop.url}/cart?ref=${code}&selected=${product.id}`);
  await page.getByText('Referral Applied!').waitFor();
  await page.getByText("You'll earn a commission through Lyra Castellan's referral").waitFor();
  await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
  await page.waitForURL(`**/checkout?product=${product.id}&ref=${code}`);
  await page.getByRole('heading', { level: 1, name: product.name }).waitFor();
  await fillPersonForm(page, checkoutPerson({ email: `buyer.${randomUUID()}@example.com` }), {
    variant: 'checkout',
  });
  await fillTestCard(page, { number: '4242 4242 4242 4242' });
  await page.getByRole('button', { name: `Pay ${product.price}` }).click();
  await page.waitForURL(/\/success\?product=\d&purchase=[0-9a-f-]{36}$/);
  await page.getByRole('heading', { name: 'Payment Successful!' }).waitFor();
  const purchaseId = new URL(page.url()).searchParams.get('purchase')!;
  expectCleanPage(guarded);
  await guarded.close();
  return purchaseId;
}

async function figure(page: Page, label: string): Promise<string> {
  const term = page.getByRole('region', { name: 'Performance' }).getByText(label, { exact: true });
  return term.locator('xpath=following-sibling::dd[1]').innerText();
}

describe('the affiliate programme, end to end', () => {
  const journey = useShopJourney(
    { ADMIN_EMAILS: TEST_ADMIN_EMAIL },
    { clock: clock.now, documents: 'stand-ins' },
  );

  it('invites, attributes, waits out the guarantee, pays out and reverses a refund', async () => {
    const email = `lyra.${randomUUID()}@example.com`;

    // The admin creates the affiliate; the invitation carries a link, never a password.
    const admin = await journey.openPage({ viewport: { width: 1280, height: 900 } });
    await signInAsAdmin(admin.page, journey);
    await admin.page.goto(`${journey.shop.url}/admin/dashboard?tab=affiliates`);
    await admin.page.getByRole('button', { name: 'New affiliate' }).click();
    const dialog = admin.page.getByRole('dialog', { name: 'New affiliate' });
    await dialog.getByLabel('Name').fill('Lyra Castellan');
    await dialog.getByLabel('E-mail').fill(email);
    await dialog.getByLabel('Commission rate (%)').fill('20');
    await dialog.getByRole('button', { name: 'Create and invite' }).click();
    await expectToast(admin.page, adminAffiliateMessages.created);
    await admin.page.getByRole('link', { name: 'Manage Lyra Castellan' }).click();
    await admin.page.getByRole('heading', { name: 'Lyra Castellan' }).waitFor();
    const adminAffiliateUrl = admin.page.url();

    // The affiliate sets a password from the e-mail, then signs in again through the dialog.
    const affiliate = await journey.openPage({ viewport: { width: 1280, height: 900 } });
    const { page } = affiliate;
    await page.goto(`${journey.shop.url}${await invitationPath(journey, email)}`);
    await page.getByLabel('New password').fill(PASSWORD);
    await page.getByLabel('Repeat the password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Set password and sign in' }).click();
    await page.getByRole('heading', { name: 'Welcome, Lyra Castellan' }).waitFor();
    const topBar = page.getByRole('navigation', { name: 'Main' });
    await topBar.getByRole('button', { name: 'Logout' }).click();
    await topBar.getByRole('button', { name: 'Affiliate Login' }).click();
    const login = page.getByRole('dialog', { name: 'Affiliate Login' });
    await login.getByLabel('E-mail').fill(email);
    await login.getByLabel('Password').fill(PASSWORD);
    await login.getByRole('button', { name: 'Log In' }).click();
    await page.getByText('Logged in successfully!').first().waitFor();
    await topBar.getByText('Lyra Castellan').waitFor();
    const link = await page.getByLabel('Referral link').inputValue();
    const code = new URL(link).searchParams.get('ref')!;
    await topBar.getByText(code).waitFor();

    // Two visitors buy through the link: 20% of $50.00 and of $35.00.
    const kept = await buyThroughLink(journey, code, {
      id: 3,
      name: 'The Compass Package',
      price: '$50.00',
    });
    const refunded = await buyThroughLink(journey, code, {
      id: 2,
      name: 'The Cosmic Map',
      price: '$35.00',
    });

    await page.goto(`${journey.shop.url}/affiliate`);
    const sales = page.getByRole('region', { name: 'Sales' });
    const compassRow = sales.getByRole('row', { name: /The Compass Package/ });
    await compassRow.getByText('$10.00').waitFor();
    await compassRow.getByText('Pending').waitFor();
    expect(await figure(page, 'Sales')).toBe('2');
    expect(await figure(page, 'Visits through your link')).toBe('2');
    expect(await figure(page, 'Pending')).toBe('$17.00');
    expect(await figure(page, 'Payable')).toBe('$0.00');

    // The 30-day guarantee passes on the shop's clock: both commissions become payable.
    clock.advance(31 * DAY_MS);
    await page.reload();
    await compassRow.getByText('Payable').waitFor();
    expect(await figure(page, 'Pending')).toBe('$0.00');
    expect(await figure(page, 'Payable')).toBe('$17.00');

    // The admin refunds one order: its commission is reversed, nothing edited in place.
    await admin.page.goto(`${journey.shop.url}/admin/purchase/${refunded}`);
    await admin.page.getByRole('button', { name: 'Refund $35.00' }).click();
    await admin.page
      .getByLabel('Reason for the refund')
      .fill('The buyer ordered the wrong reading.');
    await admin.page.getByRole('button', { name: 'Confirm refund' }).click();
    await expectToast(admin.page, 'Order refunded');
    const refundedEntries = await journey.shop.db
      .select()
      .from(commissionEntries)
      .where(eq(commissionEntries.purchaseId, refunded));
    expect(refundedEntries.map((entry) => [entry.kind, entry.amountCents])).toEqual(
      expect.arrayContaining([['commission', 700]]),
    );

    // What is left payable is paid out and handed to the bank as CSV.
    await admin.page.goto(adminAffiliateUrl);
    const payoutForm = admin.page.getByRole('form', { name: 'Record a payout' });
    await payoutForm.getByText('Record a payout of $10.00 (1 of 1 payable)').waitFor();
    await payoutForm.getByLabel('Reference').fill('BANK-2026-11-001');
    await payoutForm.getByRole('button', { name: 'Record payout' }).click();
    await expectToast(admin.page, adminAffiliateMessages.payoutRecorded);
    await admin.page.getByText('Ref. BANK-2026-11-001').waitFor();
    const downloading = admin.page.waitForEvent('download');
    await admin.page.getByRole('link', { name: 'CSV' }).click();
    const csv = readFileSync((await (await downloading).path())!, 'utf8');
    expect(csv).toContain(`Lyra Castellan,${email},10.00,USD,BANK-2026-11-001,`);

    // The paid order's page shows its referral and the commission's state.
    await admin.page.goto(`${journey.shop.url}/admin/purchase/${kept}`);
    const referral = admin.page.getByRole('heading', { name: 'Referral' }).locator('xpath=../..');
    await expect.poll(() => referral.innerText()).toContain(code);
    expect(await referral.innerText()).toMatch(
      /Lyra Castellan[\s\S]*20%[\s\S]*\$10\.00[\s\S]*Paid/,
    );

    // The affiliate's page: one sale paid, the refunded one reversed, the payout listed.
    await page.reload();
    await compassRow.getByText('Paid').waitFor();
    await sales
      .getByRole('row', { name: /The Cosmic Map/ })
      .getByText('Reversed')
      .waitFor();
    expect(await figure(page, 'Paid')).toBe('$10.00');
    expect(await figure(page, 'Payable')).toBe('$0.00');
    expect(await figure(page, 'Pending')).toBe('$0.00');
    await page
      .getByRole('region', { name: 'Payouts' })
      .getByRole('cell', { name: 'BANK-2026-11-001' })
      .waitFor();
    expectCleanPage(affiliate);
    expectCleanPage(admin);
  });
});
