import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { birthData, users } from '../../src/server/db/schema';
import { startTestSmtpServer, type TestSmtpServer } from '../support/smtp-server';
import { launchBrowser, openGuardedPage } from './support/browser';
import { startShop, type RunningShop } from './support/shop';

describe('free sign-up form', () => {
  let shop: RunningShop;
  let browser: Browser;
  let smtp: TestSmtpServer;

  beforeAll(async () => {
    smtp = await startTestSmtpServer();
    [shop, browser] = await Promise.all([startShop({ SMTP_URL: smtp.url }), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await shop?.stop();
    await smtp?.close();
  });

  it('is reached from both landing page calls to action', async () => {
    const guarded = await openGuardedPage(browser);
    const { page } = guarded;
    await page.goto(shop.url);
    const ctas = page.getByRole('link', { name: 'Discover Your Path' });
    expect(await ctas.count()).toBe(2);
    for (const index of [0, 1]) {
      await page.goto(shop.url);
      await ctas.nth(index).click();
      await page.waitForURL(`${shop.url}/form`);
      await expect
        .poll(() => page.getByRole('heading', { level: 1 }).textContent())
        .toBe('Begin Your Cosmic Journey');
    }
    expect(guarded.consoleErrors).toEqual([]);
    expect(guarded.outsideRequests).toEqual([]);
    await guarded.close();
  });

  it('rejects empty input without sending a request', async () => {
    const guarded = await openGuardedPage(browser);
    const { page } = guarded;
    const apiCalls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/free-tier')) apiCalls.push(request.url());
    });
    await page.goto(`${shop.url}/form`);
    await page.getByRole('button', { name: 'Get My Free Astrological Summary' }).click();
    for (const message of [
      'Full name is required',
      'Please enter a valid email address',
      'Birth month is required',
      'Birth day is required',
      'Birth year is required',
      'Birth hour is required',
      'Birth minute is required',
      'AM/PM is required',
      'Birth location is required',
    ]) {
      await page.getByText(message, { exact: true }).waitFor();
    }
    expect(apiCalls).toEqual([]);
    expect(page.url()).toBe(`${shop.url}/form`);
    expect(guarded.consoleErrors).toEqual([]);
    await guarded.close();
  });

  it('accepts a valid sign-up: user stored, id kept, thank-you page, summary e-mail with the right signs', async () => {
    const guarded = await openGuardedPage(browser, { viewport: { width: 390, height: 844 } });
    const { page } = guarded;
    const email = `e2e.${randomUUID()}@example.com`;
    await page.goto(`${shop.url}/form`);
    await page.getByLabel('Full Name').fill('Priya Raman');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Phone').fill('+1 512 555 0199');
    await page.getByLabel('Birth Month').selectOption('03');
    await page.getByLabel('Birth Day').selectOption('14');
    await page.getByLabel('Birth Year').selectOption('1988');
    await page.getByLabel('Birth Hour').selectOption('12');
    await page.getByLabel('Birth Minute').selectOption('15');
    await page.getByLabel('AM/PM').selectOption('AM');
    await page.getByLabel('Birth Location').pressSequentially('Austin, Te', { delay: 20 });
    await page.getByRole('option', { name: 'Austin, Texas, United States' }).click();
    expect(await page.getByLabel('Birth Location').inputValue()).toBe(
      'Austin, Texas, United States',
    );
    await page.getByRole('button', { name: 'Get My Free Astrological Summary' }).click();
    await page.waitForURL(`${shop.url}/thank-you`);
    await page
      .getByText('Your free astrological summary will arrive in your inbox shortly.')
      .first()
      .waitFor();

    const storedId = await page.evaluate(() => localStorage.getItem('userId'));
    const [user] = await shop.db.select().from(users).where(eq(users.emailKey, email));
    expect(user?.id).toBe(storedId);
    const [birth] = await shop.db.select().from(birthData).where(eq(birthData.userId, user!.id));
    expect(birth).toMatchObject({
      birthDate: '1988-03-14',
      birthTime: '00:15:00',
      birthLocation: 'Austin, Texas, United States',
    });

    // The summary reaches a real SMTP server with the chart of 1988-03-14 00:15 in Austin
    // (CST, UTC-6): Sun 23°53' Pisces, Moon 0°41' Aquarius, Rising 6°42' Sagittarius.
    const isForThisVisitor = (to: unknown) => JSON.stringify(to).includes(email);
    await expect
      .poll(() => smtp.messages.filter((mail) => isForThisVisitor(mail.to)).length, {
        timeout: 20_000,
      })
      .toBe(1);
    const mail = smtp.messages.find((message) => isForThisVisitor(message.to))!;
    expect(mail.subject).toContain('Priya');
    for (const fact of [
      "23°53' Pisces",
      "0°41' Aquarius",
      "6°42' Sagittarius",
      'Austin, Texas, United States',
    ]) {
      expect(mail.text).toContain(fact);
    }
    expect(mail.html).toContain('Pisces');
    expect(guarded.consoleErrors).toEqual([]);
    expect(guarded.outsideRequests).toEqual([]);
    await guarded.close();
  });
});
