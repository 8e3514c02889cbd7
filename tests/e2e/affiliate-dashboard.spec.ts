import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { affiliates } from '../../src/server/db/schema';
import { createAffiliate } from '../../src/server/referrals/accounts';
import { queueAffiliateInvitation } from '../../src/server/referrals/affiliate-tokens';
import { createReferredSale } from '../support/affiliate-factories';
import { useShopJourney } from './support/fixture';
import { expectCleanPage, keepScreenshot } from './support/page-helpers';

const NEW_PASSWORD = 'northern lights over tromso';

describe("the affiliate's own side", () => {
  const journey = useShopJourney();
  const topBar = (page: Page) => page.getByRole('navigation', { name: 'Main' });

  /** An affiliate as an admin invites them: no password, an invitation in the outbox. */
  async function inviteAffiliate(name: string) {
    const db = journey.shop.db;
    const created = await createAffiliate(db, {
      name,
      email: `stella.${randomUUID()}@example.com`,
      password: 'placeholder replaced below',
    });
    await db.transaction(async (tx) => {
      await tx.update(affiliates).set({ passwordHash: null }).where(eq(affiliates.id, created.id));
      await queueAffiliateInvitation(tx, { affiliate: created });
    });
    return created;
  }

  async function invitationPath(email: string): Promise<string> {
    await expect
      .poll(
        () =>
          journey.smtp.messages.filter((mail) => JSON.stringify(mail.to).includes(email)).length,
        {
          timeout: 20_000,
        },
      )
      .toBe(1);
    const mail = journey.smtp.messages.find((message) =>
      JSON.stringify(message.to).includes(email),
    )!;
    // The invitation states the affiliate's rate and when commissions are paid.
    expect(mail.text).toContain('You earn 20% of the price of every reading');
    expect(mail.text).toContain('A commission becomes payable once');
    const link = /https?:\/\/\S+\/affiliate\/set-password\?token=[\w%-]+/.exec(
      mail.text ?? '',
    )?.[0];
    expect(link).toBeDefined();
    const url = new URL(link!);
    return `${url.pathname}${url.search}`;
  }

  it('sets a password from the invitation, lands signed in, and sees a referred sale', async () => {
    const affiliate = await inviteAffiliate('Stella Marin');
    const path = await invitationPath(affiliate.email);

    const guarded = await journey.openPage();
    const { page } = guarded;
    await guarded.context.grantPermissions(['clipboard-read', 'clipboard-write'], {
      origin: journey.shop.url,
    });
    await page.goto(`${journey.shop.url}${path}`);
    await page.getByRole('heading', { name: 'Set your password' }).waitFor();
    await page.getByLabel('New password').fill(NEW_PASSWORD);
    await page.getByLabel('Repeat the password').fill('not the same password');
    await page.getByRole('button', { name: 'Set password and sign in' }).click();
    await page.getByText('The two passwords do not match').waitFor();
    await page.getByLabel('Repeat the password').fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Set password and sign in' }).click();

    await page.getByRole('heading', { name: 'Welcome, Stella Marin' }).waitFor();
    await topBar(page).getByText('Stella Marin').waitFor();
    await topBar(page).getByText(affiliate.referralCode).waitFor();
    await topBar(page).getByRole('button', { name: 'Logout' }).waitFor();
    const sales = page.getByRole('region', { name: 'Sales' });
    await sales.getByText('No sales yet').waitFor();
    expect(await page.getByLabel('Referral link').inputValue()).toMatch(
      new RegExp(`/\\?ref=${affiliate.referralCode}$`),
    );
    await page.getByRole('button', { name: 'Copy link' }).click();
    await page.getByText('Link copied to your clipboard.').waitFor();

    // The rate and payout terms, as the invitation gave them.
    const terms = page.getByRole('heading', { name: 'Your terms: 20% commission' });
    await terms.waitFor();
    await page.getByText(/^You earn 20% of the price of every reading/).waitFor();
    await page.getByText(/A commission becomes payable once the buyer's refund window/).waitFor();

    // The link is spent: opening it again says so at once, with no form to fill in first.
    await page.goto(`${journey.shop.url}${path}`);
    await page.getByRole('heading', { name: 'This link no longer works' }).waitFor();
    await page.getByText('This link has expired or was already used. Ask for a new one.').waitFor();
    expect(await page.getByLabel('New password').count()).toBe(0);

    const { customer } = await createReferredSale(journey.shop.db, affiliate, { productId: 5 });
    await page.goto(`${journey.shop.url}/affiliate`);
    await sales.getByRole('cell', { name: 'The Intensive' }).waitFor();
    await sales.getByRole('cell', { name: '$70.00' }).waitFor();
    await sales
      .getByRole('row', { name: /The Intensive/ })
      .getByText('Pending')
      .waitFor();
    const performance = page.getByRole('region', { name: 'Performance' });
    await performance.getByText('Sales').waitFor();
    expect(await page.content()).not.toContain(customer.email);

    await keepScreenshot(page, 'affiliate-dashboard/affiliate-1280', { fullPage: true });
    // A phone gets one card per sale, with the commission and its status in view.
    await page.setViewportSize({ width: 390, height: 844 });
    await sales
      .getByRole('listitem')
      .filter({ hasText: 'The Intensive' })
      .getByText('Pending')
      .waitFor();
    await keepScreenshot(page, 'affiliate-dashboard/affiliate-390', { fullPage: true });
    expectCleanPage(guarded, [/status of 400/]);
    expect(guarded.outsideRequests).toEqual([]);
    await guarded.close();
  });

  it('asks a signed-out visitor to sign in, and resets a forgotten password from the dialog', async () => {
    const affiliate = await inviteAffiliate('Orion Vale');
    const guarded = await journey.openPage({ viewport: { width: 390, height: 844 } });
    const { page } = guarded;
    await page.goto(`${journey.shop.url}/affiliate`);
    await page.getByText('Sign in with your affiliate account').waitFor();
    await page.getByRole('button', { name: 'Sign in' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Forgot your password?' }).click();
    await dialog.getByRole('heading', { name: 'Reset your password' }).waitFor();
    await dialog.getByLabel('E-mail').fill(affiliate.email);
    await dialog.getByRole('button', { name: 'Send reset link' }).click();
    await dialog
      .getByText(
        'If an affiliate account uses this address, we have sent a link to reset its password.',
      )
      .waitFor();

    await expect
      .poll(
        () =>
          journey.smtp.messages.filter(
            (mail) =>
              JSON.stringify(mail.to).includes(affiliate.email) && /Reset/.test(mail.subject ?? ''),
          ).length,
        { timeout: 20_000 },
      )
      .toBe(1);
    const mail = journey.smtp.messages.find(
      (message) =>
        JSON.stringify(message.to).includes(affiliate.email) && /Reset/.test(message.subject ?? ''),
    )!;
    const link = new URL(
      /https?:\/\/\S+\/affiliate\/set-password\?token=[\w%-]+/.exec(mail.text ?? '')![0],
    );
    await page.goto(`${journey.shop.url}${link.pathname}${link.search}`);
    await page.getByLabel('New password').fill(NEW_PASSWORD);
    await page.getByLabel('Repeat the password').fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Set password and sign in' }).click();
    await page.getByRole('heading', { name: 'Welcome, Orion Vale' }).waitFor();
    await topBar(page).getByText(affiliate.referralCode).waitFor();

    expectCleanPage(guarded);
    expect(guarded.outsideRequests).toEqual([]);
    await guarded.close();
  });
});
