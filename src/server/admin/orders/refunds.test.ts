import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminActionMessages, type RefundReply } from '../../../common/admin-actions';
import { leasedJobs, purchases } from '../../db/schema';
import { orderTimeline } from '../../orders/timeline';
import { CROSS_SITE_MESSAGE } from '../../sign-ins/origin-check';
import { signInTestAdmin, TEST_ADMIN_EMAIL } from '../../../../tests/support/admin-factories';
import { createTestApp, type TestApp, withTestApp } from '../../../../tests/support/app';
import {
  confirmTestCard,
  createPaidTestOrder,
  saveTestUserData,
  startTestCheckout,
  storeTestCustomer,
  checkoutPerson,
} from '../../../../tests/support/checkout-factories';
import { testDatabaseKinds } from '../../../../tests/support/database';
import { startFakeStripeApi, type FakeStripeApi } from '../../../../tests/support/fake-stripe-api';
import { NOT_SIGNED_IN } from '../sign-in/admin-sign-ins';
import { REFUND_CONFIRMATION_KIND } from './refunds';

const ORIGIN = 'http://shop.test';
const REASON = 'Customer asked within the 30-day guarantee';

function refundOf(harness: TestApp, purchaseId: string, cookie?: string, origin = ORIGIN) {
  return harness.app.inject({
    method: 'POST',
    url: `/api/admin/purchase/${purchaseId}/refund`,
    headers: { origin, ...(cookie ? { cookie } : {}) },
    payload: { reason: REASON },
  });
}

async function stateOf(harness: TestApp, purchaseId: string) {
  const { db } = harness.database;
  const [purchase] = await db.select().from(purchases).where(eq(purchases.id, purchaseId));
  const mails = await db
    .select()
    .from(leasedJobs)
    .where(
      and(eq(leasedJobs.purchaseId, purchaseId), eq(leasedJobs.mailKind, REFUND_CONFIRMATION_KIND)),
    );
  const timeline = await orderTimeline(db, purchaseId);
  return { purchase, mails, timeline };
}

describe.each(testDatabaseKinds())('refunds in test mode on %s', (kind) => {
  let cookie: string;
  const harness = withTestApp(kind, { ADMIN_EMAILS: TEST_ADMIN_EMAIL, PUBLIC_URL: ORIGIN });
  beforeAll(async () => {
    ({ cookie } = await signInTestAdmin(harness.app));
  });

  it('needs an admin session, and refuses a cross-site call', async () => {
    const { purchaseId } = await createPaidTestOrder(harness.app, 3);
    const anonymous = await refundOf(harness, purchaseId);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toMatchObject({ message: NOT_SIGNED_IN });
    const foreign = await refundOf(harness, purchaseId, cookie, 'https://evil.example');
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json()).toMatchObject({ message: CROSS_SITE_MESSAGE });
    expect((await stateOf(harness, purchaseId)).purchase?.paymentStatus).toBe('completed');
  });

  it('refunds a completed order once: status, timeline, mail, and a second try is a 409', async () => {
    const { purchaseId, person } = await createPaidTestOrder(harness.app, 5);
    const response = await refundOf(harness, purchaseId, cookie);
    expect(response.statusCode).toBe(200);
    const reply = response.json<RefundReply>();
    expect(reply).toMatchObject({
      ok: true,
      paymentStatus: 'refunded',
      refundId: expect.stringMatching(/^re_local_/),
      event: {
        kind: 'refunded',
        actor: `admin:${TEST_ADMIN_EMAIL}`,
        data: { reason: REASON, refundId: reply.refundId, amount: '350.00' },
      },
    });

    const { purchase, mails, timeline } = await stateOf(harness, purchaseId);
    expect(purchase).toMatchObject({ paymentStatus: 'refunded', refundedAt: expect.any(Date) });
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({
      recipient: person.email,
      payload: { purchaseId, productName: 'The Intensive', amount: '350.00' },
    });
    expect(timeline.map((event) => event.kind)).toEqual(
      expect.arrayContaining(['paid', 'refunded', 'email-queued']),
    );

    const again = await refundOf(harness, purchaseId, cookie);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ message: adminActionMessages.alreadyRefunded });
    const after = await stateOf(harness, purchaseId);
    expect(after.mails).toHaveLength(1);
    expect(after.timeline.filter((event) => event.kind === 'refunded')).toHaveLength(1);
  });

  it('keeps a refunded order refunded when the checkout reports the payment again', async () => {
    const person = checkoutPerson();
    const started = await startTestCheckout(harness.app, 2);
    await storeTestCustomer(harness.app, started.purchaseId, person);
    expect((await confirmTestCard(harness.app, started)).statusCode).toBe(200);
    expect((await refundOf(harness, started.purchaseId, cookie)).statusCode).toBe(200);
    const replay = await saveTestUserData(harness.app, {
      ...person,
      productId: 2,
      paymentIntentId: started.paymentIntentId,
    });
    expect(replay.statusCode).toBe(200);
    expect((await stateOf(harness, started.purchaseId)).purchase?.paymentStatus).toBe('refunded');
  });

  it('refuses pending and failed orders without asking the provider', async () => {
    const pending = await startTestCheckout(harness.app, 1);
    const declined = await startTestCheckout(harness.app, 1);
    // As the checkout page does: the buyer's details first (that places the order), then the card.
    await storeTestCustomer(harness.app, declined.purchaseId, checkoutPerson());
    await confirmTestCard(harness.app, declined, { cardNumber: '4000 0000 0000 0002' });
    for (const purchaseId of [pending.purchaseId, declined.purchaseId]) {
      const response = await refundOf(harness, purchaseId, cookie);
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({ message: adminActionMessages.notRefundable });
    }
    expect((await stateOf(harness, declined.purchaseId)).purchase?.paymentStatus).toBe('failed');
  });

  it('asks for a reason of 5 to 500 characters, and knows unknown orders', async () => {
    const { purchaseId } = await createPaidTestOrder(harness.app, 1);
    for (const reason of ['no', 'x'.repeat(501)]) {
      const response = await harness.app.inject({
        method: 'POST',
        url: `/api/admin/purchase/${purchaseId}/refund`,
        headers: { origin: ORIGIN, cookie },
        payload: { reason },
      });
      expect(response.statusCode).toBe(400);
    }
    const unknown = await refundOf(harness, '00000000-0000-4000-8000-000000000000', cookie);
    expect(unknown.statusCode).toBe(404);
    expect((await stateOf(harness, purchaseId)).purchase?.paymentStatus).toBe('completed');
  });
});

describe.each(testDatabaseKinds())('refunds through Stripe on %s', (kind) => {
  let fake: FakeStripeApi;
  let harness: TestApp;
  let cookie: string;
  beforeAll(async () => {
    fake = await startFakeStripeApi();
    harness = await createTestApp(kind, {
      ADMIN_EMAILS: TEST_ADMIN_EMAIL,
      PUBLIC_URL: ORIGIN,
      STRIPE_SECRET_KEY: 'sk_test_refunds',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_refunds',
      STRIPE_WEBHOOK_SECRET: 'whsec_refunds',
      STRIPE_API_BASE: fake.url,
    });
    ({ cookie } = await signInTestAdmin(harness.app));
  });
  afterAll(async () => {
    await harness?.close();
    await fake?.close();
  });

  /** A Stripe order paid as the browser would, completed by the server's own retrieve. */
  async function paidStripeOrder(productId: number) {
    const person = checkoutPerson();
    const started = await startTestCheckout(harness.app, productId);
    fake.setStatus(started.paymentIntentId, 'succeeded');
    const saved = await saveTestUserData(harness.app, {
      ...person,
      productId,
      paymentIntentId: started.paymentIntentId,
    });
    expect(saved.statusCode).toBe(200);
    return started;
  }
  const refundRequests = (intentId: string) =>
    fake.requests.filter(
      (request) => request.path === '/v1/refunds' && request.form.payment_intent === intentId,
    );

  it('refunds the whole amount once, with a per-purchase idempotency key', async () => {
    const started = await paidStripeOrder(7);
    const response = await refundOf(harness, started.purchaseId, cookie);
    expect(response.statusCode).toBe(200);
    expect(response.json<RefundReply>().refundId).toMatch(/^re_/);
    expect(refundRequests(started.paymentIntentId)).toEqual([
      expect.objectContaining({
        idempotencyKey: `refund:${started.purchaseId}`,
        form: expect.objectContaining({
          amount: '77700',
          'metadata[reason]': REASON,
          'metadata[purchaseId]': started.purchaseId,
        }),
      }),
    ]);
    expect((await refundOf(harness, started.purchaseId, cookie)).statusCode).toBe(409);
    expect(refundRequests(started.paymentIntentId)).toHaveLength(1);
  });

  it('answers 502 with the reason when Stripe refuses, and changes nothing', async () => {
    const started = await paidStripeOrder(4);
    fake.failNextRefund({
      status: 400,
      type: 'invalid_request_error',
      code: 'charge_disputed',
      message: 'Charge ch_1 has been charged back; you cannot issue a refund.',
    });
    const response = await refundOf(harness, started.purchaseId, cookie);
    expect(response.statusCode).toBe(502);
    expect(response.json().message).toBe(
      `${adminActionMessages.refundFailed} (Stripe did not refund the payment: Charge ch_1 has been charged back; you cannot issue a refund.)`,
    );
    const { purchase, mails, timeline } = await stateOf(harness, started.purchaseId);
    expect(purchase).toMatchObject({ paymentStatus: 'completed', refundedAt: null });
    expect(mails).toHaveLength(0);
    expect(timeline.some((event) => event.kind === 'refunded')).toBe(false);
  });
});
