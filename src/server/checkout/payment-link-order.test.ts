import { randomBytes, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { birthData, leasedJobs, purchases, users } from '../db/schema';
import { createTestApp, type TestApp } from '../../../tests/support/app';
import { testDatabaseKinds } from '../../../tests/support/database';
import { postToWebhook } from '../../../tests/support/stripe-events';
import { checkoutPerson } from '../../../tests/support/checkout-factories';

const webhookSecret = 'whsec_payment_link_tests';
// Only used to sign test payloads, exactly as Stripe's servers sign them.
const signer = new Stripe('sk_test_signer');
const unique = () => randomBytes(8).toString('hex');

interface SessionOptions {
  paymentIntentId?: string;
  clientReferenceId?: string | null;
  amountTotal?: number;
  currency?: string;
  paymentStatus?: string;
  metadata?: Record<string, string>;
  email?: string;
  name?: string | null;
  phone?: string | null;
}

/** A Checkout Session as a hosted payment link's payment reports it. */
function checkoutSession(options: SessionOptions = {}) {
  return {
    id: `cs_test_${unique()}`,
    object: 'checkout.session',
    mode: 'payment',
    status: 'complete',
    payment_status: options.paymentStatus ?? 'paid',
    payment_intent: options.paymentIntentId ?? `pi_${unique()}`,
    payment_link: 'plink_test_tier',
    amount_total: options.amountTotal ?? 50_000,
    currency: options.currency ?? 'usd',
    client_reference_id:
      options.clientReferenceId === undefined ? 'tier-6' : options.clientReferenceId,
    metadata: options.metadata ?? {},
    customer_details: {
      name: options.name === undefined ? 'Mara Quinn' : options.name,
      email: options.email ?? `mara.${randomUUID()}@example.com`,
      phone: options.phone === undefined ? '+12065550188' : options.phone,
      address: null,
    },
  };
}

function signed(type: string, object: object, id = `evt_${unique()}`) {
  const payload = JSON.stringify({
    id,
    object: 'event',
    type,
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    data: { object },
  });
  const signature = signer.webhooks.generateTestHeaderString({ payload, secret: webhookSecret });
  return { payload, signature };
}

describe.each(testDatabaseKinds())('orders from hosted payment links on %s', (kind) => {
  let harness: TestApp;

  beforeAll(async () => {
    harness = await createTestApp(kind, {
      STRIPE_SECRET_KEY: 'sk_test_links',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_links',
      STRIPE_WEBHOOK_SECRET: webhookSecret,
      // Nothing here calls Stripe's API; a closed port makes any call fail loudly.
      STRIPE_API_BASE: 'http://127.0.0.1:9',
    });
  });
  afterAll(async () => {
    await harness?.close();
  });

  const deliver = (signed: { payload: string; signature: string }) =>
    postToWebhook(harness.app, signed);
  const ordersOf = (paymentIntentId: string) =>
    harness.database.db
      .select()
      .from(purchases)
      .where(eq(purchases.paymentIntentId, paymentIntentId));
  const mailJobsFor = (purchaseId: string) =>
    harness.database.db
      .select()
      .from(leasedJobs)
      .where(eq(leasedJobs.dedupeKey, `order-confirmation:${purchaseId}`));
  const customersWith = (email: string) =>
    harness.database.db.select().from(users).where(eq(users.emailKey, email.toLowerCase()));
  const succeededIntent = (id: string, amount = 50_000) => ({
    id,
    object: 'payment_intent',
    amount,
    currency: 'usd',
    status: 'succeeded',
    metadata: {},
  });

  it('a paid session creates one completed purchase with its customer and one mail', async () => {
    const session = checkoutSession();
    const event = signed('checkout.session.completed', session);

    const first = await deliver(event);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ received: true, duplicate: false });

    const [purchase, ...others] = await ordersOf(session.payment_intent);
    expect(others).toHaveLength(0);
    expect(purchase).toMatchObject({
      productId: 6,
      tier: 'master-blueprint',
      amount: '500.00',
      currency: 'usd',
      paymentStatus: 'completed',
      paymentProvider: 'stripe',
      customer: {
        fullName: 'Mara Quinn',
        email: session.customer_details.email,
        phone: '+12065550188',
      },
    });
    expect(purchase?.completedAt).toBeTruthy();
    const [user] = await customersWith(session.customer_details.email);
    expect(user).toMatchObject({
      id: purchase?.userId,
      fullName: 'Mara Quinn',
      phone: '+12065550188',
    });

    const jobs = await mailJobsFor(purchase!.id);
    expect(jobs).toHaveLength(1);
    expect(jobs[0]).toMatchObject({
      mailKind: 'order-confirmation',
      recipient: session.customer_details.email,
      payload: {
        purchaseId: purchase!.id,
        productName: 'The Master Blueprint',
        amount: '500.00',
        questionnairePath: `/master-blueprint-questions?purchase=${purchase!.id}`,
        hasBirthDetails: false,
      },
    });

    const replay = await deliver(event);
    expect(replay.json()).toEqual({ received: true, duplicate: true });
    expect(await ordersOf(session.payment_intent)).toHaveLength(1);
    expect(await mailJobsFor(purchase!.id)).toHaveLength(1);
  });

  it('its payment_intent.succeeded, before or after, never makes a second purchase', async () => {
    const sessionFirst = checkoutSession();
    await deliver(signed('checkout.session.completed', sessionFirst));
    const late = await deliver(
      signed('payment_intent.succeeded', succeededIntent(sessionFirst.payment_intent)),
    );
    expect(late.statusCode).toBe(200);
    const [purchase, ...others] = await ordersOf(sessionFirst.payment_intent);
    expect(others).toHaveLength(0);
    expect(purchase?.paymentStatus).toBe('completed');
    expect(await mailJobsFor(purchase!.id)).toHaveLength(1);

    const intentFirst = checkoutSession();
    const early = await deliver(
      signed('payment_intent.succeeded', succeededIntent(intentFirst.payment_intent)),
    );
    expect(early.statusCode).toBe(200);
    expect(await ordersOf(intentFirst.payment_intent)).toHaveLength(0);
    await deliver(signed('checkout.session.completed', intentFirst));
    expect(await ordersOf(intentFirst.payment_intent)).toHaveLength(1);
  });

  it('the same session under other event ids, even at once, is still one order', async () => {
    const session = checkoutSession({ clientReferenceId: 'tier-3' });
    const replies = await Promise.all(
      Array.from({ length: 5 }, () => deliver(signed('checkout.session.completed', session))),
    );
    expect(replies.map((reply) => reply.statusCode)).toEqual([200, 200, 200, 200, 200]);
    // Product 3 costs $50, so the session above (50,000 cents) does not pay for it.
    expect(await ordersOf(session.payment_intent)).toHaveLength(0);

    const paid = checkoutSession({ clientReferenceId: 'tier-3', amountTotal: 5_000 });
    await Promise.all(
      Array.from({ length: 5 }, () => deliver(signed('checkout.session.completed', paid))),
    );
    const [purchase, ...others] = await ordersOf(paid.payment_intent);
    expect(others).toHaveLength(0);
    expect(purchase).toMatchObject({ productId: 3, paymentStatus: 'completed' });
    expect(await mailJobsFor(purchase!.id)).toHaveLength(1);
  });

  it.each([
    ['a different amount', { amountTotal: 49_999 }],
    ['another currency', { currency: 'eur' }],
    ['an unknown product', { clientReferenceId: 'tier-9' }],
    ['a reference that is not ours', { clientReferenceId: 'order_4711' }],
    ['no reference at all', { clientReferenceId: null }],
  ])('a paid session with %s records nothing and still answers 200', async (_case, options) => {
    const session = checkoutSession(options);
    const reply = await deliver(signed('checkout.session.completed', session));
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toEqual({ received: true, duplicate: false });
    expect(await ordersOf(session.payment_intent)).toHaveLength(0);
    expect(await customersWith(session.customer_details.email)).toHaveLength(0);
  });

  it("falls back to the link's product_id metadata, and reads a referral-bearing reference", async () => {
    const byMetadata = checkoutSession({
      clientReferenceId: null,
      metadata: { product_id: '5' },
      amountTotal: 35_000,
    });
    await deliver(signed('checkout.session.completed', byMetadata));
    expect(await ordersOf(byMetadata.payment_intent)).toMatchObject([
      { productId: 5, paymentStatus: 'completed' },
    ]);

    const referred = checkoutSession({
      clientReferenceId: 'tier-1_ref-ABCD2345',
      amountTotal: 1_500,
    });
    await deliver(signed('checkout.session.completed', referred));
    expect(await ordersOf(referred.payment_intent)).toMatchObject([
      { productId: 1, paymentStatus: 'completed' },
    ]);
  });

  it('a delayed payment becomes an order when it succeeds, and none when it fails', async () => {
    const settling = checkoutSession({ paymentStatus: 'unpaid' });
    await deliver(signed('checkout.session.completed', settling));
    expect(await ordersOf(settling.payment_intent)).toHaveLength(0);
    await deliver(
      signed('checkout.session.async_payment_succeeded', { ...settling, payment_status: 'paid' }),
    );
    expect(await ordersOf(settling.payment_intent)).toMatchObject([{ paymentStatus: 'completed' }]);

    const failing = checkoutSession({ paymentStatus: 'unpaid' });
    await deliver(signed('checkout.session.completed', failing));
    const failed = await deliver(signed('checkout.session.async_payment_failed', failing));
    expect(failed.statusCode).toBe(200);
    expect(await ordersOf(failing.payment_intent)).toHaveLength(0);
  });

  it("keeps a returning customer's name, phone and birth details", async () => {
    const person = checkoutPerson();
    const signUp = await harness.app.inject({
      method: 'POST',
      url: '/api/free-tier',
      payload: person,
    });
    expect(signUp.statusCode).toBe(200);

    const session = checkoutSession({ email: person.email.toUpperCase(), name: null, phone: null });
    await deliver(signed('checkout.session.completed', session));

    const [user] = await customersWith(person.email);
    const [purchase] = await ordersOf(session.payment_intent);
    expect(purchase).toMatchObject({ paymentStatus: 'completed', userId: user?.id });
    expect(user).toMatchObject({ fullName: person.fullName, phone: person.phone });
    const [birth] = await harness.database.db
      .select()
      .from(birthData)
      .where(eq(birthData.userId, user!.id));
    expect(birth).toMatchObject({
      birthYear: person.birthYear,
      birthLocation: person.birthLocation,
    });
  });
});
