import { and, eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkoutMessages } from '../../common/checkout';
import { orderEvents, orderUpgrades, paymentWebhookEvents } from '../db/schema';
import { createOrderAccessTokensFor } from '../sign-ins/order-access';
import { recoverPaidOrders } from '../orders/paid-order-recovery';
import { bookingRulesOf } from '../bookings/rules';
import { startFakeStripeApi, type FakeStripeApi } from '../../../tests/support/fake-stripe-api';
import { createTestApp, type TestApp } from '../../../tests/support/app';
import { testDatabaseKinds } from '../../../tests/support/database';
import { postToWebhook } from '../../../tests/support/stripe-events';
import {
  checkoutPerson,
  confirmationMailsOf,
  saveTestUserData,
  startTestCheckout,
  storedOrder,
  storeTestCustomer,
} from '../../../tests/support/checkout-factories';

const webhookSecret = 'whsec_checkout_tests';
const signer = new Stripe('sk_test_signer');
let eventCounter = 0;
const silentLog = { info() {}, warn() {}, error() {} };

describe.each(testDatabaseKinds())('checkout with Stripe on %s', (kind) => {
  let fake: FakeStripeApi;
  let harness: TestApp;

  beforeAll(async () => {
    fake = await startFakeStripeApi();
    harness = await createTestApp(kind, {
      STRIPE_SECRET_KEY: 'sk_test_checkout',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_checkout',
      STRIPE_WEBHOOK_SECRET: webhookSecret,
      STRIPE_API_BASE: fake.url,
    });
  });
  afterAll(async () => {
    await harness?.close();
    await fake?.close();
  });

  const orderRow = (id: string) => storedOrder(harness.database.db, id);
  const mailJobsFor = (purchaseId: string) => confirmationMailsOf(harness.database.db, purchaseId);

  function intentEvent(
    type: string,
    intentId: string,
    options: { id?: string; timestamp?: number } = {},
  ) {
    const intent = fake.intents.get(intentId);
    eventCounter += 1;
    const payload = JSON.stringify({
      id: options.id ?? `evt_test_${Date.now()}_${eventCounter}`,
      object: 'event',
      type,
      created: Math.floor(Date.now() / 1000),
      livemode: false,
      data: { object: intent },
    });
    const signature = signer.webhooks.generateTestHeaderString({
      payload,
      secret: webhookSecret,
      timestamp: options.timestamp,
    });
    return { payload, signature };
  }

  const deliver = (signed: { payload: string; signature: string }) =>
    postToWebhook(harness.app, signed);

  it('creates the Stripe intent for the catalogue price with purchase metadata and an idempotency key', async () => {
    const started = await startTestCheckout(harness.app, 8);
    const request = fake.requests.findLast((entry) => entry.path === '/v1/payment_intents');
    expect(request).toMatchObject({
      idempotencyKey: `create-intent:${started.purchaseId}`,
      form: {
        amount: '110000',
        currency: 'usd',
        'metadata[purchaseId]': started.purchaseId,
        'metadata[productId]': '8',
      },
    });
    expect(started.clientSecret).toBe(fake.intents.get(started.paymentIntentId)?.client_secret);
    expect(await orderRow(started.purchaseId)).toMatchObject({
      paymentStatus: 'pending',
      paymentProvider: 'stripe',
      amount: '1100.00',
    });
  });

  it('has no local test-mode confirm endpoint', async () => {
    const response = await harness.app.inject({
      method: 'POST',
      url: '/api/local-payments/pi_local_abcdefgh12345678/confirm',
      payload: { clientSecret: 'x', cardNumber: '4242424242424242', expiry: '1234', cvc: '123' },
    });
    expect(response.statusCode).toBe(404);
  });

  it('completes through save-user-data only once Stripe says the intent succeeded', async () => {
    const person = checkoutPerson();
    const started = await startTestCheckout(harness.app, 5);
    const body = { ...person, productId: 5, paymentIntentId: started.paymentIntentId };

    const early = await saveTestUserData(harness.app, body);
    expect(early.statusCode).toBe(402);
    expect(early.json()).toMatchObject({ message: checkoutMessages.notPaid });
    expect(await orderRow(started.purchaseId)).toMatchObject({ paymentStatus: 'pending' });

    fake.setStatus(started.paymentIntentId, 'succeeded');
    const paid = await saveTestUserData(harness.app, body);
    expect(paid.statusCode).toBe(200);
    expect(paid.json()).toMatchObject({ purchaseId: started.purchaseId });
    expect(await orderRow(started.purchaseId)).toMatchObject({ paymentStatus: 'completed' });
    expect(await mailJobsFor(started.purchaseId)).toHaveLength(1);
  });

  it('a succeeded webhook completes the order with the stored customer, once; a replay is ignored', async () => {
    const person = checkoutPerson();
    const started = await startTestCheckout(harness.app, 6);
    await storeTestCustomer(harness.app, started.purchaseId, person);
    fake.setStatus(started.paymentIntentId, 'succeeded');

    const event = intentEvent('payment_intent.succeeded', started.paymentIntentId);
    const first = await deliver(event);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ received: true, duplicate: false });
    const purchase = await orderRow(started.purchaseId);
    expect(purchase).toMatchObject({ paymentStatus: 'completed', customer: person });
    expect(purchase?.userId).toBeTruthy();

    const replay = await deliver(event);
    expect(replay.statusCode).toBe(200);
    expect(replay.json()).toEqual({ received: true, duplicate: true });
    expect(await mailJobsFor(started.purchaseId)).toHaveLength(1);

    // The browser's save-user-data after the webhook changes nothing and gives the same id.
    const saved = await saveTestUserData(harness.app, {
      ...person,
      productId: 6,
      paymentIntentId: started.paymentIntentId,
    });
    expect(saved.json()).toMatchObject({ purchaseId: started.purchaseId });
    expect(await mailJobsFor(started.purchaseId)).toHaveLength(1);
  });

  it('a recovery pass completes a payment whose webhook never came; the late webhook changes nothing', async () => {
    const person = checkoutPerson();
    const started = await startTestCheckout(harness.app, 6);
    await storeTestCustomer(harness.app, started.purchaseId, person);
    fake.setStatus(started.paymentIntentId, 'succeeded');

    const deps = {
      db: harness.database.db,
      payments: harness.app.deps.payments,
      log: silentLog,
      booking: bookingRulesOf(harness.config),
    };
    const pass = await recoverPaidOrders(deps, { minAgeMs: 0, backoff: 0 });
    expect(pass.completed).toBeGreaterThanOrEqual(1);
    const purchase = await orderRow(started.purchaseId);
    expect(purchase).toMatchObject({ paymentStatus: 'completed', customer: person });
    expect(purchase?.userId).toBeTruthy();
    expect(await mailJobsFor(started.purchaseId)).toHaveLength(1);

    const late = await deliver(intentEvent('payment_intent.succeeded', started.paymentIntentId));
    expect(late.json()).toEqual({ received: true, duplicate: false });
    expect(await mailJobsFor(started.purchaseId)).toHaveLength(1);
    const paid = await harness.database.db
      .select()
      .from(orderEvents)
      .where(and(eq(orderEvents.purchaseId, started.purchaseId), eq(orderEvents.kind, 'paid')));
    expect(paid).toHaveLength(1);
  });

  it('a failed event marks a pending order failed but never moves a completed one back', async () => {
    const started = await startTestCheckout(harness.app, 3);
    await storeTestCustomer(harness.app, started.purchaseId, checkoutPerson());

    await deliver(intentEvent('payment_intent.payment_failed', started.paymentIntentId));
    expect(await orderRow(started.purchaseId)).toMatchObject({ paymentStatus: 'failed' });

    fake.setStatus(started.paymentIntentId, 'succeeded');
    await deliver(intentEvent('payment_intent.succeeded', started.paymentIntentId));
    expect(await orderRow(started.purchaseId)).toMatchObject({ paymentStatus: 'completed' });

    // A late failure (out of order) leaves it completed.
    fake.setStatus(started.paymentIntentId, 'requires_payment_method');
    await deliver(intentEvent('payment_intent.payment_failed', started.paymentIntentId));
    expect(await orderRow(started.purchaseId)).toMatchObject({ paymentStatus: 'completed' });
  });

  it('refuses a bad signature and a stale timestamp, and records nothing', async () => {
    const started = await startTestCheckout(harness.app, 2);
    fake.setStatus(started.paymentIntentId, 'succeeded');
    const good = intentEvent('payment_intent.succeeded', started.paymentIntentId, {
      id: 'evt_refused_1',
    });

    const forged = await deliver({
      payload: good.payload,
      signature: signer.webhooks.generateTestHeaderString({
        payload: good.payload,
        secret: 'whsec_attacker',
      }),
    });
    expect(forged.statusCode).toBe(400);

    const altered = await deliver({
      payload: good.payload.replace('"livemode":false', '"livemode":true'),
      signature: good.signature,
    });
    expect(altered.statusCode).toBe(400);

    const missing = await harness.app.inject({
      method: 'POST',
      url: '/api/stripe/webhook',
      headers: { 'content-type': 'application/json' },
      payload: good.payload,
    });
    expect(missing.statusCode).toBe(400);

    const stale = await deliver(
      intentEvent('payment_intent.succeeded', started.paymentIntentId, {
        id: 'evt_refused_1',
        timestamp: Math.floor(Date.now() / 1000) - 301 - 60,
      }),
    );
    expect(stale.statusCode).toBe(400);

    expect(await orderRow(started.purchaseId)).toMatchObject({ paymentStatus: 'pending' });
    const events = await harness.database.db
      .select()
      .from(paymentWebhookEvents)
      .where(eq(paymentWebhookEvents.id, 'evt_refused_1'));
    expect(events).toHaveLength(0);
  });

  it('acknowledges events for intents that are not its orders without changing anything', async () => {
    const started = await startTestCheckout(harness.app, 1);
    const intent = fake.intents.get(started.paymentIntentId)!;
    fake.intents.set('pi_from_a_payment_link', {
      ...intent,
      id: 'pi_from_a_payment_link',
      status: 'succeeded',
      metadata: {},
    });
    const response = await deliver(
      intentEvent('payment_intent.succeeded', 'pi_from_a_payment_link'),
    );
    expect(response.statusCode).toBe(200);
    expect(await orderRow(started.purchaseId)).toMatchObject({ paymentStatus: 'pending' });
  });

  it('does not complete on a succeeded event whose amount differs from the order', async () => {
    const started = await startTestCheckout(harness.app, 4);
    const intent = fake.setStatus(started.paymentIntentId, 'succeeded');
    intent.amount = 100;
    await deliver(intentEvent('payment_intent.succeeded', started.paymentIntentId));
    expect(await orderRow(started.purchaseId)).toMatchObject({ paymentStatus: 'pending' });
  });

  it("applies an upgrade once from Stripe's webhook, and refunds whole one paid after the order moved on", async () => {
    const started = await startTestCheckout(harness.app, 3);
    const person = checkoutPerson();
    await storeTestCustomer(harness.app, started.purchaseId, person);
    fake.setStatus(started.paymentIntentId, 'succeeded');
    await deliver(intentEvent('payment_intent.succeeded', started.paymentIntentId));
    const token = createOrderAccessTokensFor(harness.config).sign(started.purchaseId);
    const open = async (productId: number, amount: string) => {
      const reply = await harness.app.inject({
        method: 'POST',
        url: '/api/upgrades',
        headers: { origin: 'http://localhost:3000' },
        payload: { token, productId, amount },
      });
      expect(reply.statusCode, reply.body).toBe(200);
      return reply.json<{ upgradeId: string; paymentIntentId: string }>();
    };
    const toFive = await open(5, '300.00');
    const toSix = await open(6, '450.00');
    expect(
      fake.requests.findLast((entry) => entry.path === '/v1/payment_intents')?.form,
    ).toMatchObject({ amount: '45000', 'metadata[upgradeId]': toSix.upgradeId });

    fake.setStatus(toFive.paymentIntentId, 'succeeded');
    const event = intentEvent('payment_intent.succeeded', toFive.paymentIntentId);
    await deliver(event);
    await deliver(event);
    await deliver(intentEvent('payment_intent.succeeded', toFive.paymentIntentId));
    expect(await orderRow(started.purchaseId)).toMatchObject({ productId: 5 });
    const upgraded = await harness.database.db
      .select()
      .from(orderEvents)
      .where(and(eq(orderEvents.purchaseId, started.purchaseId), eq(orderEvents.kind, 'upgraded')));
    expect(upgraded).toHaveLength(1);

    // The other tab's payment arrives after the order became product 5: it goes back whole.
    fake.setStatus(toSix.paymentIntentId, 'succeeded');
    await deliver(intentEvent('payment_intent.succeeded', toSix.paymentIntentId));
    expect(await orderRow(started.purchaseId)).toMatchObject({ productId: 5 });
    const refund = fake.requests.findLast((entry) => entry.path === '/v1/refunds');
    expect(refund).toMatchObject({
      idempotencyKey: `refund:upgrade:${toSix.upgradeId}`,
      form: { payment_intent: toSix.paymentIntentId, amount: '45000' },
    });
    const [row] = await harness.database.db
      .select()
      .from(orderUpgrades)
      .where(eq(orderUpgrades.id, toSix.upgradeId));
    expect(row?.status).toBe('refunded');
  });
});
