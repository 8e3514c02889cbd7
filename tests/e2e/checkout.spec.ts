import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cardMessages, checkoutMessages } from '../../src/common/checkout';
import { personMessages } from '../../src/common/person';
import { emailJobs, localPaymentIntents, purchases, users } from '../../src/server/db/schema';
import { startTestSmtpServer, type TestSmtpServer } from '../support/smtp-server';
import { startFakeStripeApi, type FakeStripeApi } from '../support/fake-stripe-api';
import { launchBrowser, openGuardedPage, type GuardedPage } from './support/browser';
import { startShop, type RunningShop } from './support/shop';

/** The toast on screen (one at a time, SPEC.md section 9). */
const toastOf = (page: Page) =>
  page
    .getByRole('region', { name: /Notifications/ })
    .getByRole('listitem')
    .first();

async function fillPerson(page: Page, email: string) {
  await page.getByLabel('Full Name').fill('Noor Haddad');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Phone').fill('+1 312 555 0162');
  await page.getByLabel('Birth Month').selectOption('11');
  await page.getByLabel('Birth Day').fill('2');
  await page.getByLabel('Birth Year').fill('1986');
  await page.getByLabel('Birth Hour').fill('6');
  await page.getByLabel('Birth Minute').fill('5');
  await page.getByLabel('AM/PM').selectOption('AM');
  await page.getByLabel('Birth Location').fill('Chicago, IL');
}

async function fillCard(page: Page, card: { number: string; expiry?: string; cvc?: string }) {
  await page.getByLabel('Card number').fill(card.number);
  await page.getByLabel('Expiration date').fill(card.expiry ?? '12 / 34');
  await page.getByLabel('Security code').fill(card.cvc ?? '123');
}

/** Requests the page sends to paths containing `fragment`. */
function recordRequests(page: Page, fragment: string): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes(fragment)) seen.push(`${request.method()} ${request.url()}`);
  });
  return seen;
}

function expectCleanPage(guarded: GuardedPage, allowedErrors: RegExp[] = []) {
  const unexpected = guarded.consoleErrors.filter(
    (message) => !allowedErrors.some((pattern) => pattern.test(message)),
  );
  expect(unexpected).toEqual([]);
}

describe('checkout with the embedded test-mode provider', () => {
  let smtp: TestSmtpServer;
  let shop: RunningShop;
  let browser: Browser;

  beforeAll(async () => {
    smtp = await startTestSmtpServer();
    [shop, browser] = await Promise.all([startShop({ SMTP_URL: smtp.url }), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await shop?.stop();
    await smtp?.close();
  });

  it('pays for The Intensive: completed order, e-mail, stored id and the questionnaire link', async () => {
    const guarded = await openGuardedPage(browser, { viewport: { width: 390, height: 844 } });
    const { page } = guarded;
    const email = `noor.${randomUUID()}@example.com`;

    // Hold the intent request to see the loading state, and the confirmation to see "processing".
    let releaseIntent!: () => void;
    const intentHeld = new Promise<void>((resolve) => (releaseIntent = resolve));
    await page.route('**/api/create-payment-intent', async (route) => {
      await intentHeld;
      await route.continue();
    });
    let releaseConfirm!: () => void;
    const confirmHeld = new Promise<void>((resolve) => (releaseConfirm = resolve));
    await page.route('**/api/local-payments/*/confirm', async (route) => {
      await confirmHeld;
      await route.continue();
    });

    await page.goto(`${shop.url}/checkout?product=5`);
    await page.getByText('Initializing secure payment...').waitFor();
    releaseIntent();

    await page.getByRole('heading', { level: 1, name: 'The Intensive' }).waitFor();
    await page.getByText('$350.00', { exact: true }).waitFor();
    expect(
      await page.getByRole('link', { name: /Back to The Intensive/ }).getAttribute('href'),
    ).toBe('/product/5');
    await page.getByText('Test mode — no real charge.').waitFor();

    await fillPerson(page, email);
    await fillCard(page, { number: '4242 4242 4242 4242' });
    await page.getByRole('button', { name: 'Pay $350.00' }).click();
    await page.getByRole('button', { name: 'Processing Payment & Order...' }).waitFor();
    releaseConfirm();

    await page.waitForURL(/\/success\?product=5&purchase=[0-9a-f-]{36}$/);
    const purchaseId = new URL(page.url()).searchParams.get('purchase')!;
    await page.getByRole('heading', { name: 'Payment Successful!' }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('5-purchase-id'))).toBe(purchaseId);
    const questionnaire = page.getByRole('link', { name: 'Answer Your Questionnaire' });
    expect(await questionnaire.getAttribute('href')).toBe(
      `/deep-dive-questions?purchase=${purchaseId}`,
    );

    const [purchase] = await shop.db.select().from(purchases).where(eq(purchases.id, purchaseId));
    expect(purchase).toMatchObject({ paymentStatus: 'completed', productId: 5, amount: '350.00' });
    const [user] = await shop.db.select().from(users).where(eq(users.emailKey, email));
    expect(purchase?.userId).toBe(user?.id);

    await expect
      .poll(
        () =>
          smtp.messages.filter((mail) => mail.to && JSON.stringify(mail.to).includes(email)).length,
        {
          timeout: 20_000,
        },
      )
      .toBe(1);
    const mail = smtp.messages.find((message) => JSON.stringify(message.to).includes(email))!;
    expect(mail.subject).toContain('The Intensive');
    expect(mail.text).toContain('$350.00');
    expect(mail.text).toContain(`/deep-dive-questions?purchase=${purchaseId}`);
    expect(mail.text).toContain(shop.config.SUPPORT_EMAIL);

    expectCleanPage(guarded);
    expect(guarded.outsideRequests).toEqual([]);
    await guarded.close();
  });

  it('shows the message Stripe would give for every refused card, and charges nothing', async () => {
    const guarded = await openGuardedPage(browser);
    const { page } = guarded;
    const confirmations = recordRequests(page, '/api/local-payments/');
    await page.goto(`${shop.url}/checkout?product=2`);
    const email = `declined.${randomUUID()}@example.com`;
    await fillPerson(page, email);

    const cases: Array<{ card: Parameters<typeof fillCard>[1]; message: string; isSent: boolean }> =
      [
        { card: { number: '4000 0000 0000 0002' }, message: cardMessages.declined, isSent: true },
        {
          card: { number: '4000 0000 0000 9995' },
          message: cardMessages.insufficientFunds,
          isSent: true,
        },
        {
          card: { number: '4000 0000 0000 0069' },
          message: cardMessages.expiredCard,
          isSent: true,
        },
        {
          card: { number: '4000 0000 0000 0127' },
          message: cardMessages.incorrectCvc,
          isSent: true,
        },
        {
          card: { number: '4242 4242 4242 4241' },
          message: cardMessages.invalidNumber,
          isSent: false,
        },
        {
          card: { number: '4242 4242 4242 4242', expiry: '12 / 20' },
          message: cardMessages.expiryYearPast,
          isSent: false,
        },
        {
          card: { number: '4242 4242 4242 4242', cvc: '12' },
          message: cardMessages.incompleteCvc,
          isSent: false,
        },
        // A real (non-test) number is refused in the browser and never leaves it.
        {
          card: { number: '4012 8888 8888 1881' },
          message: cardMessages.notATestCard,
          isSent: false,
        },
      ];
    for (const { card, message, isSent } of cases) {
      const sentBefore = confirmations.length;
      await fillCard(page, card);
      await page.getByRole('button', { name: 'Pay $35.00' }).click();
      await expect.poll(() => toastOf(page).innerText()).toContain(message);
      expect(await toastOf(page).innerText()).toContain('Payment Failed');
      await page.getByRole('button', { name: 'Pay $35.00' }).waitFor();
      expect(confirmations.length - sentBefore).toBe(isSent ? 1 : 0);
      await toastOf(page).getByRole('button', { name: 'Close' }).click();
    }

    const orders = await shop.db.select().from(purchases).where(eq(purchases.productId, 2));
    const mine = orders.filter((order) => JSON.stringify(order.customer).includes(email));
    expect(mine).toHaveLength(1);
    expect(mine[0]?.paymentStatus).toBe('failed');
    const jobs = await shop.db
      .select()
      .from(emailJobs)
      .where(eq(emailJobs.dedupeKey, `order-confirmation:${mine[0]!.id}`));
    expect(jobs).toHaveLength(0);
    expectCleanPage(guarded);
    await guarded.close();
  });

  it('shows the field messages and sends nothing while the form is incomplete', async () => {
    const guarded = await openGuardedPage(browser);
    const { page } = guarded;
    const writes = recordRequests(page, '/api/checkout/');
    const confirmations = recordRequests(page, '/api/local-payments/');
    await page.goto(`${shop.url}/checkout?product=1`);
    await page.getByRole('button', { name: 'Pay $15.00' }).click();
    for (const message of [
      personMessages.fullName,
      personMessages.email,
      personMessages.birthMonth,
      personMessages.birthDay,
      personMessages.birthYear,
      personMessages.birthHour,
      personMessages.birthMinute,
      personMessages.ampm,
      personMessages.birthLocation,
      cardMessages.incompleteNumber,
      cardMessages.incompleteExpiry,
      cardMessages.incompleteCvc,
    ]) {
      await page.getByText(message, { exact: true }).waitFor();
    }

    await fillPerson(page, `ranges.${randomUUID()}@example.com`);
    await page.getByLabel('Birth Day').fill('32');
    await page.getByLabel('Birth Year').fill('1899');
    await page.getByLabel('Birth Hour').fill('13');
    await page.getByLabel('Birth Minute').fill('60');
    await page.getByRole('button', { name: 'Pay $15.00' }).click();
    for (const message of [
      personMessages.birthDay,
      personMessages.birthYear,
      personMessages.birthHour,
      personMessages.birthMinute,
    ]) {
      await page.getByText(message, { exact: true }).waitFor();
    }
    // Every control has a visible label tied to it.
    for (const label of ['Birth Day', 'Birth Year', 'Birth Hour', 'Birth Minute']) {
      expect(await page.getByLabel(label).getAttribute('type')).toBe('number');
    }
    expect(writes).toEqual([]);
    expect(confirmations).toEqual([]);
    expectCleanPage(guarded);
    await guarded.close();
  });

  it('says "Product not found." for an unknown product and leads home', async () => {
    const guarded = await openGuardedPage(browser, { viewport: { width: 390, height: 844 } });
    const { page } = guarded;
    const intents = recordRequests(page, '/api/create-payment-intent');
    await page.goto(`${shop.url}/checkout?product=42`);
    await page.getByRole('heading', { name: checkoutMessages.productNotFound }).waitFor();
    await page.getByRole('link', { name: 'Return Home' }).click();
    await page.waitForURL(`${shop.url}/`);
    expect(intents).toEqual([]);
    expectCleanPage(guarded);
    await guarded.close();
  });

  it('tells the customer when the payment cannot be started', async () => {
    const guarded = await openGuardedPage(browser);
    const { page } = guarded;
    await page.route('**/api/create-payment-intent', (route) =>
      route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: JSON.stringify({ error: 'unavailable', message: checkoutMessages.initFailed }),
      }),
    );
    await page.goto(`${shop.url}/checkout?product=3`);
    await page.getByText(checkoutMessages.unavailable).waitFor();
    await expect.poll(() => toastOf(page).innerText()).toContain(checkoutMessages.initFailed);
    expectCleanPage(guarded, [/status of 503/]);
    await guarded.close();
  });

  it('charges once when Pay is clicked twice at once', async () => {
    const guarded = await openGuardedPage(browser);
    const { page } = guarded;
    const confirmations = recordRequests(page, '/api/local-payments/');
    const email = `double.${randomUUID()}@example.com`;
    await page.goto(`${shop.url}/checkout?product=6`);
    await fillPerson(page, email);
    await fillCard(page, { number: '4242424242424242' });
    // Two clicks in the same tick: nothing on screen can change in between.
    const payButton = page.getByRole('button', { name: 'Pay $500.00' });
    await payButton.evaluate((button: HTMLButtonElement) => {
      button.click();
      button.click();
    });
    await page.waitForURL(/\/success\?product=6&purchase=/);
    const purchaseId = new URL(page.url()).searchParams.get('purchase')!;
    expect(
      await page.getByRole('link', { name: 'Answer Your Questionnaire' }).getAttribute('href'),
    ).toBe(`/master-blueprint-questions?purchase=${purchaseId}`);

    expect(confirmations).toHaveLength(1);
    const [user] = await shop.db.select().from(users).where(eq(users.emailKey, email));
    const paid = await shop.db
      .select()
      .from(purchases)
      .where(and(eq(purchases.userId, user!.id), eq(purchases.paymentStatus, 'completed')));
    expect(paid.map((row) => row.id)).toEqual([purchaseId]);
    const charged = await shop.db
      .select()
      .from(localPaymentIntents)
      .where(eq(localPaymentIntents.status, 'succeeded'));
    expect(charged.filter((intent) => intent.metadata.purchaseId === purchaseId)).toHaveLength(1);
    expectCleanPage(guarded);
    await guarded.close();
  });
});

describe('checkout with Stripe configured', () => {
  let fakeStripe: FakeStripeApi;
  let shop: RunningShop;
  let browser: Browser;

  beforeAll(async () => {
    fakeStripe = await startFakeStripeApi();
    [shop, browser] = await Promise.all([
      startShop({
        STRIPE_SECRET_KEY: 'sk_test_e2e',
        STRIPE_PUBLISHABLE_KEY: 'pk_test_e2e',
        STRIPE_WEBHOOK_SECRET: 'whsec_e2e',
        STRIPE_API_BASE: fakeStripe.url,
      }),
      launchBrowser(),
    ]);
  });
  afterAll(async () => {
    await browser?.close();
    await shop?.stop();
    await fakeStripe?.close();
  });

  it('loads Stripe.js only here, and refuses to pay while it is not ready', async () => {
    const guarded = await openGuardedPage(browser);
    const { page } = guarded;
    await page.goto(`${shop.url}/checkout?product=4`);
    // js.stripe.com is out of reach in the test (every outside request is blocked).
    await page.getByText('The secure card form could not be loaded.', { exact: false }).waitFor();
    expect(guarded.outsideRequests.some((url) => url.startsWith('https://js.stripe.com/'))).toBe(
      true,
    );
    expect(
      fakeStripe.requests.filter((request) => request.path === '/v1/payment_intents'),
    ).toHaveLength(1);

    await fillPerson(page, `stripe.${randomUUID()}@example.com`);
    await page.getByRole('button', { name: 'Pay $75.00' }).click();
    await expect.poll(() => toastOf(page).innerText()).toContain(checkoutMessages.notReady);
    expect(await page.getByLabel('Card number').count()).toBe(0);
    expectCleanPage(guarded, [/ERR_BLOCKED_BY_CLIENT/]);
    await guarded.close();
  });
});
