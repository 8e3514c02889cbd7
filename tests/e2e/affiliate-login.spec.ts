import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { createAffiliate } from '../../src/server/referrals/accounts';
import { sessions } from '../../src/server/db/schema';
import { useShopJourney } from './support/fixture';
import { expectCleanPage, recordRequests } from './support/page-helpers';

const PASSWORD = 'stardust passphrase 42';

describe('affiliate sign-in', () => {
  const journey = useShopJourney();

  const newAffiliate = (name = 'Luna Vega') =>
    createAffiliate(journey.shop.db, {
      name,
      email: `luna.${randomUUID()}@example.com`,
      password: PASSWORD,
    });

  const topBar = (page: Page) => page.getByRole('navigation', { name: 'Main' });

  async function openDialog(page: Page) {
    await topBar(page).getByRole('button', { name: 'Affiliate Login' }).click();
    const dialog = page.getByRole('dialog', { name: 'Affiliate Login' });
    await dialog.waitFor();
    return dialog;
  }

  it('signs in through the dialog, stays signed in after a reload, and logs out for real', async () => {
    const affiliate = await newAffiliate();
    const guarded = await journey.openPage();
    const { page } = guarded;
    await page.goto(journey.shop.url);

    const dialog = await openDialog(page);
    expect(await dialog.getByLabel('Password').getAttribute('type')).toBe('password');
    await dialog.getByLabel('E-mail').fill(affiliate.email);
    await dialog.getByLabel('Password').fill(PASSWORD);
    await dialog.getByRole('button', { name: 'Log In' }).click();

    await page.getByText('Logged in successfully!').first().waitFor();
    await dialog.waitFor({ state: 'detached' });
    await topBar(page).getByText('Luna Vega').waitFor();
    await topBar(page).getByText(affiliate.referralCode).waitFor();
    const logoutButton = topBar(page).getByRole('button', { name: 'Logout' });
    // Keyboard users land on Logout, not at the top of the page.
    await expect
      .poll(() => logoutButton.evaluate((node) => node === document.activeElement))
      .toBe(true);

    const cookies = await guarded.context.cookies();
    const cookieNamed = (name: string) => cookies.find((cookie) => cookie.name === name);
    expect(cookieNamed('affiliate_session')).toMatchObject({ httpOnly: true, sameSite: 'Lax' });
    // This browser is now known: it keeps its own sign-in allowance (decision 310).
    expect(cookieNamed('affiliate_device')).toMatchObject({ httpOnly: true, sameSite: 'Lax' });

    await page.reload();
    await topBar(page).getByText(affiliate.referralCode).waitFor();

    await topBar(page).getByRole('button', { name: 'Logout' }).click();
    await topBar(page).getByRole('button', { name: 'Affiliate Login' }).waitFor();
    const left = await journey.shop.db
      .select()
      .from(sessions)
      .where(eq(sessions.subjectId, affiliate.id));
    expect(left).toEqual([]);
    await page.reload();
    await topBar(page).getByRole('button', { name: 'Affiliate Login' }).waitFor();
    expect(await topBar(page).getByText('Luna Vega').count()).toBe(0);

    expectCleanPage(guarded);
    expect(guarded.outsideRequests).toEqual([]);
    await guarded.close();
  });

  it('shows the failure in the dialog for a wrong password and stays signed out', async () => {
    const affiliate = await newAffiliate('Orion Hale');
    const guarded = await journey.openPage({ viewport: { width: 390, height: 844 } });
    const { page } = guarded;
    await page.goto(`${journey.shop.url}/services`);

    const dialog = await openDialog(page);
    await dialog.getByLabel('E-mail').fill(affiliate.email);
    await dialog.getByLabel('Password').fill('not the password');
    await dialog.getByRole('button', { name: 'Log In' }).click();
    await dialog.getByRole('alert').getByText('Login failed: Invalid email or password').waitFor();
    expect(await dialog.getByLabel('Password').inputValue()).toBe('');
    expect(await topBar(page).getByText('Orion Hale').count()).toBe(0);

    // Chromium reports the refused login (HTTP 401) on the console; that one is expected.
    expectCleanPage(guarded, [/status of 401/]);
    expect(guarded.consoleErrors.length).toBeLessThanOrEqual(1);
    expect(guarded.outsideRequests).toEqual([]);
    await guarded.close();
  });

  it('checks the form before sending and is usable with the keyboard alone', async () => {
    const guarded = await journey.openPage({ viewport: { width: 360, height: 740 } });
    const { page } = guarded;
    const loginCalls = recordRequests(page, '/api/affiliate/login');
    await page.goto(journey.shop.url);
    const opener = topBar(page).getByRole('button', { name: 'Affiliate Login' });
    await opener.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Affiliate Login' });
    await dialog.waitFor();
    // Focus starts in the e-mail field.
    await expect
      .poll(() => dialog.getByLabel('E-mail').evaluate((node) => node === document.activeElement))
      .toBe(true);
    await page.keyboard.type('not-an-email');
    await page.keyboard.press('Enter');
    await dialog.getByText('Please enter a valid email address').waitFor();
    await dialog.getByText('Please enter your password').waitFor();
    expect(loginCalls).toEqual([]);

    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => opener.evaluate((node) => node === document.activeElement)).toBe(true);
    expectCleanPage(guarded);
    await guarded.close();
  });
});
