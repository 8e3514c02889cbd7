import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Route } from 'playwright-core';
import { findProduct } from '../../src/common/catalogue';
import { cardMessages, checkoutMessages } from '../../src/common/checkout';
import { personMessages, personRangeMessages } from '../../src/common/person';
import { leasedJobs, localPaymentIntents, purchases, users } from '../../src/server/db/schema';
import { checkoutPerson } from '../support/checkout-factories';
import { useShopJourney } from './support/fixture';
import {
  expectCleanPage,
  fillPersonForm,
  fillTestCard,
  recordRequests,
  toastOf,
  type TestCard,
} from './support/page-helpers';

describe('checkout with the embedded test-mode provider', () => {
  const journey = useShopJourney({}, { documents: 'stand-ins' });

  it('pays for The Intensive: completed order, e-mail, stored id and the questionnaire link', async () => {
    const guarded = await journey.openPage({ viewport: { width: 390, height: 844 } });
    const { page } = guarded;
    const email = `noor.${randomUUID()}@example.com`;

    // Nothing is opened before Pay (decision 192); hold the confirmation to see "processing".
    const intents = recordRequests(page, '/api/create-payment-intent');
    let releaseConfirm!: () => void;
    const confirmHeld = new Promise<void>((resolve) => (releaseConfirm = resolve));
    await page.route('**/api/local-payments/*/confirm', async (route) => {
      await confirmHeld;
      await route.continue();
    });

    // The page a payment leads to comes while the buyer fills the form, not after Pay.
    const successChunk = page.waitForResponse((response) =>
      /\/assets\/success-page-[\w-]+\.js$/.test(response.url()),
    );
    await page.goto(`${journey.shop.url}/checkout?product=5`);
    await page.getByRole('heading', { level: 1, name: 'The Intensive' }).waitFor();
    await page.getByText('$350.00', { exact: true }).waitFor();
    expect(
      await page.getByRole('link', { name: /Back to The Intensive/ }).getAttribute('href'),
    ).toBe('/product/5');
    await page.getByText('Test mode — no real charge.').waitFor();
    const intensive = findProduct(5)!;
    // On a phone what the reading includes folds under its count, and opens on a tap.
    const summary = page.getByRole('complementary', { name: 'Order summary' });
    const included = summary.getByRole('listitem').filter({ visible: true });
    expect(await included.count()).toBe(0);
    await summary.getByText(`What’s included (${intensive.includes.length})`).click();
    expect(await included.allInnerTexts()).toEqual([...intensive.includes]);

    await fillPersonForm(page, checkoutPerson({ email }), { variant: 'checkout' });
    await fillTestCard(page, { number: '4242 4242 4242 4242' });
    expect(intents).toEqual([]);
    expect((await successChunk).ok()).toBe(true);
    await page.getByRole('button', { name: 'Pay $350.00' }).click();
    await page.getByRole('button', { name: 'Processing Payment & Order...' }).waitFor();
    expect(intents).toHaveLength(1);
    releaseConfirm();

    await page.waitForURL(/\/success\?product=5&purchase=[0-9a-f-]{36}$/);
    const purchaseId = new URL(page.url()).searchParams.get('purchase')!;
    await page.getByRole('heading', { name: 'Payment Successful!' }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('5-purchase-id'))).toBe(purchaseId);
    const questionnaire = page.getByRole('link', { name: 'Answer Your Questionnaire' });
    expect(await questionnaire.getAttribute('href')).toBe(
      `/deep-dive-questions?purchase=${purchaseId}`,
    );

    const [purchase] = await journey.shop.db
      .select()
      .from(purchases)
      .where(eq(purchases.id, purchaseId));
    expect(purchase).toMatchObject({ paymentStatus: 'completed', productId: 5, amount: '350.00' });
    const [user] = await journey.shop.db.select().from(users).where(eq(users.emailKey, email));
    expect(purchase?.userId).toBe(user?.id);

    await expect.poll(() => journey.smtp.mailsTo(email).length, { timeout: 20_000 }).toBe(1);
    const mail = journey.smtp.mailsTo(email)[0]!;
    expect(mail.subject).toContain('The Intensive');
    expect(mail.text).toContain('$350.00');
    expect(mail.text).toContain(`/deep-dive-questions?purchase=${purchaseId}`);
    expect(mail.text).toContain(journey.shop.config.SUPPORT_EMAIL);

    expectCleanPage(guarded);
    expect(guarded.outsideRequests).toEqual([]);
    await guarded.close();
  });

  it('takes "I don\'t know my birth time": paid without a time, the order keeps it as unknown', async () => {
    const guarded = await journey.openPage();
    const { page } = guarded;
    const email = `no-time.${randomUUID()}@example.com`;
    await page.goto(`${journey.shop.url}/checkout?product=1`);
    await page.getByRole('heading', { level: 1, name: 'The Quick Glimpse' }).waitFor();
    // A buyer who started typing a time, then ticked the box: the time is set aside.
    await page.getByLabel('Birth Hour').fill('7');
    await fillPersonForm(
      page,
      checkoutPerson({
        email,
        birthTimeUnknown: true,
        birthHour: '',
        birthMinute: '',
        ampm: '',
      }),
      { variant: 'checkout' },
    );
    expect(await page.getByLabel('Birth Minute').count()).toBe(0);
    await fillTestCard(page, { number: '4242 4242 4242 4242' });
    await page.getByRole('button', { name: 'Pay $15.00' }).click();
    await page.waitForURL(/\/success\?product=1&purchase=[0-9a-f-]{36}$/);
    const purchaseId = new URL(page.url()).searchParams.get('purchase')!;
    const [purchase] = await journey.shop.db
      .select()
      .from(purchases)
      .where(eq(purchases.id, purchaseId));
    expect(purchase?.paymentStatus).toBe('completed');
    expect(purchase?.customer).toMatchObject({
      birthTimeUnknown: true,
      birthHour: '',
      birthMinute: '',
      ampm: '',
    });
    // The order e-mail repeats the birth data for checking: the time as not known.
    await expect
      .poll(() => journey.smtp.mailsTo(email).length, { timeout: 20_000 })
      .toBeGreaterThan(0);
    const confirmation = journey.smtp
      .mailsTo(email)
      .find((mail) => mail.subject?.startsWith('Your order: The Quick Glimpse'));
    expect(confirmation?.text).toMatch(/Time of birth: Not known/);
    expectCleanPage(guarded);
    await guarded.close();
  });

  it('shows the message Stripe would give for every refused card, and charges nothing', async () => {
    const guarded = await journey.openPage();
    const { page } = guarded;
    const confirmations = recordRequests(page, '/api/local-payments/');
    await page.goto(`${journey.shop.url}/checkout?product=2`);
    const email = `declined.${randomUUID()}@example.com`;
    await fillPersonForm(page, checkoutPerson({ email }), { variant: 'checkout' });

    const cases: Array<{ card: TestCard; message: string; isSent: boolean }> = [
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
      await fillTestCard(page, card);
      await page.getByRole('button', { name: 'Pay $35.00' }).click();
      await expect.poll(() => toastOf(page).innerText()).toContain(message);
      expect(await toastOf(page).innerText()).toContain('Payment Failed');
      await page.getByRole('button', { name: 'Pay $35.00' }).waitFor();
      expect(confirmations.length - sentBefore).toBe(isSent ? 1 : 0);
      await toastOf(page).getByRole('button', { name: 'Dismiss notification' }).click();
    }

    const orders = await journey.shop.db.select().from(purchases).where(eq(purchases.productId, 2));
    const mine = orders.filter((order) => JSON.stringify(order.customer).includes(email));
    expect(mine).toHaveLength(1);
    expect(mine[0]?.paymentStatus).toBe('failed');
    const jobs = await journey.shop.db
      .select()
      .from(leasedJobs)
      .where(eq(leasedJobs.dedupeKey, `order-confirmation:${mine[0]!.id}`));
    expect(jobs).toHaveLength(0);
    expectCleanPage(guarded);
    await guarded.close();
  });

  it('shows the field messages and sends nothing while the form is incomplete', async () => {
    const guarded = await journey.openPage();
    const { page } = guarded;
    const writes = recordRequests(page, '/api/checkout/');
    const confirmations = recordRequests(page, '/api/local-payments/');
    await page.goto(`${journey.shop.url}/checkout?product=1`);
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

    await fillPersonForm(page, checkoutPerson({ email: `ranges.${randomUUID()}@example.com` }), {
      variant: 'checkout',
    });
    await page.getByLabel('Birth Day').fill('32');
    await page.getByLabel('Birth Year').fill('1899');
    await page.getByLabel('Birth Hour').fill('13');
    await page.getByLabel('Birth Minute').fill('60');
    await page.getByRole('button', { name: 'Pay $15.00' }).click();
    // Out of range is not blank: each says its range.
    for (const message of [
      personRangeMessages.birthDay,
      personRangeMessages.birthYear,
      personRangeMessages.birthHour,
      personRangeMessages.birthMinute,
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
    const guarded = await journey.openPage({ viewport: { width: 390, height: 844 } });
    const { page } = guarded;
    const intents = recordRequests(page, '/api/create-payment-intent');
    await page.goto(`${journey.shop.url}/checkout?product=42`);
    await page.getByRole('heading', { name: checkoutMessages.productNotFound }).waitFor();
    await page.getByRole('link', { name: 'Return Home' }).click();
    await page.waitForURL(`${journey.shop.url}/`);
    expect(intents).toEqual([]);
    expectCleanPage(guarded);
    await guarded.close();
  });

  it('tells the customer when the payment cannot be started, and Pay again works', async () => {
    const guarded = await journey.openPage();
    const { page } = guarded;
    const email = `retry.${randomUUID()}@example.com`;
    const failIntent = (route: Route) =>
      route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: JSON.stringify({ error: 'unavailable', message: checkoutMessages.initFailed }),
      });
    await page.route('**/api/create-payment-intent', failIntent);
    const customerWrites = recordRequests(page, '/customer');
    await page.goto(`${journey.shop.url}/checkout?product=3`);
    await fillPersonForm(page, checkoutPerson({ email }), { variant: 'checkout' });
    await fillTestCard(page, { number: '4242424242424242' });
    await page.getByRole('button', { name: 'Pay $50.00' }).click();
    await expect.poll(() => toastOf(page).innerText()).toContain(checkoutMessages.initFailed);
    await page.getByText(checkoutMessages.unavailable).waitFor();
    expect(customerWrites).toEqual([]);

    // The provider is back: the same form, untouched, pays on the next press.
    await page.unroute('**/api/create-payment-intent', failIntent);
    await page.getByRole('button', { name: 'Pay $50.00' }).click();
    await page.waitForURL(/\/success\?product=3&purchase=/);
    const [user] = await journey.shop.db.select().from(users).where(eq(users.emailKey, email));
    expect(user).toBeDefined();
    expectCleanPage(guarded, [/status of 503/]);
    await guarded.close();
  });

  it('opens no checkout and no payment intent for page views alone', async () => {
    const guarded = await journey.openPage();
    const { page } = guarded;
    const intents = recordRequests(page, '/api/create-payment-intent');
    const before = await journey.shop.db.select({ id: purchases.id }).from(purchases);
    for (const product of [1, 4, 8]) {
      await page.goto(`${journey.shop.url}/checkout?product=${product}`);
      await page.getByText('Test mode — no real charge.').waitFor();
      await page.reload();
      await page.getByText('Test mode — no real charge.').waitFor();
    }
    expect(intents).toEqual([]);
    const after = await journey.shop.db.select({ id: purchases.id }).from(purchases);
    expect(after).toHaveLength(before.length);
    expectCleanPage(guarded);
    await guarded.close();
  });

  it('charges once when Pay is clicked twice at once', async () => {
    const guarded = await journey.openPage();
    const { page } = guarded;
    const confirmations = recordRequests(page, '/api/local-payments/');
    const email = `double.${randomUUID()}@example.com`;
    await page.goto(`${journey.shop.url}/checkout?product=6`);
    await fillPersonForm(page, checkoutPerson({ email }), { variant: 'checkout' });
    await fillTestCard(page, { number: '4242424242424242' });
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
    const [user] = await journey.shop.db.select().from(users).where(eq(users.emailKey, email));
    const paid = await journey.shop.db
      .select()
      .from(purchases)
      .where(and(eq(purchases.userId, user!.id), eq(purchases.paymentStatus, 'completed')));
    expect(paid.map((row) => row.id)).toEqual([purchaseId]);
    const charged = await journey.shop.db
      .select()
      .from(localPaymentIntents)
      .where(eq(localPaymentIntents.status, 'succeeded'));
    expect(charged.filter((intent) => intent.metadata.purchaseId === purchaseId)).toHaveLength(1);
    expectCleanPage(guarded);
    await guarded.close();
  });
});
