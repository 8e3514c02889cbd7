import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leasedJobs, purchases, users } from '../db/schema';
import { startFakeStripeApi, type FakeStripeApi } from '../../../tests/support/fake-stripe-api';
import { createTestApp, type TestApp } from '../../../tests/support/app';
import { testDatabaseKinds } from '../../../tests/support/database';
import {
  checkoutPerson,
  confirmTestCard,
  saveTestUserData,
  startTestCheckout,
  storeTestCustomer,
} from '../../../tests/support/checkout-factories';

const PARALLEL_CALLS = 20;

describe.each(testDatabaseKinds())(
  'completing one paid order from many calls at once on %s',
  (kind) => {
    let fake: FakeStripeApi;
    let local: TestApp;
    let stripe: TestApp;

    beforeAll(async () => {
      fake = await startFakeStripeApi();
      [local, stripe] = await Promise.all([
        createTestApp(kind),
        createTestApp(kind, {
          STRIPE_SECRET_KEY: 'sk_test_concurrency',
          STRIPE_PUBLISHABLE_KEY: 'pk_test_concurrency',
          STRIPE_WEBHOOK_SECRET: 'whsec_concurrency',
          STRIPE_API_BASE: fake.url,
        }),
      ]);
    });
    afterAll(async () => {
      await Promise.all([local?.close(), stripe?.close()]);
      await fake?.close();
    });

    async function expectOneCompletedOrder(harness: TestApp, purchaseId: string, email: string) {
      const { db } = harness.database;
      const [purchase] = await db.select().from(purchases).where(eq(purchases.id, purchaseId));
      expect(purchase?.paymentStatus).toBe('completed');
      const jobs = await db.select().from(leasedJobs).where(eq(leasedJobs.recipient, email));
      const confirmations = jobs.filter((job) => job.mailKind === 'order-confirmation');
      expect(confirmations).toHaveLength(1);
      expect(confirmations[0]?.dedupeKey).toBe(`order-confirmation:${purchaseId}`);
      // Anything else queued is the questionnaire's reminders, each once.
      const others = jobs.filter((job) => job.mailKind !== 'order-confirmation');
      expect(new Set(others.map((job) => job.dedupeKey)).size).toBe(others.length);
      expect(others.every((job) => job.mailKind === 'questionnaire-reminder')).toBe(true);
      expect(
        await db.select().from(users).where(eq(users.emailKey, email.toLowerCase())),
      ).toHaveLength(1);
    }

    it(`${PARALLEL_CALLS} save-user-data calls for one paid Stripe intent: one completed purchase, one mail`, async () => {
      const person = checkoutPerson();
      const started = await startTestCheckout(stripe.app, 7);
      fake.setStatus(started.paymentIntentId, 'succeeded');
      const replies = await Promise.all(
        Array.from({ length: PARALLEL_CALLS }, () =>
          saveTestUserData(stripe.app, {
            ...person,
            productId: 7,
            paymentIntentId: started.paymentIntentId,
          }),
        ),
      );
      expect(replies.map((reply) => reply.statusCode)).toEqual(Array(PARALLEL_CALLS).fill(200));
      expect(new Set(replies.map((reply) => reply.json().purchaseId))).toEqual(
        new Set([started.purchaseId]),
      );
      await expectOneCompletedOrder(stripe, started.purchaseId, person.email);
    });

    it(`${PARALLEL_CALLS} save-user-data calls racing the local confirmation: one completed purchase, one mail`, async () => {
      const person = checkoutPerson();
      const started = await startTestCheckout(local.app, 5);
      await storeTestCustomer(local.app, started.purchaseId, person);
      const [confirmed] = await Promise.all([
        confirmTestCard(local.app, started),
        ...Array.from({ length: PARALLEL_CALLS }, () =>
          saveTestUserData(local.app, {
            ...person,
            productId: 5,
            paymentIntentId: started.paymentIntentId,
          }),
        ),
      ]);
      expect(confirmed.statusCode).toBe(200);
      const replies = await Promise.all(
        Array.from({ length: PARALLEL_CALLS }, () =>
          saveTestUserData(local.app, {
            ...person,
            productId: 5,
            paymentIntentId: started.paymentIntentId,
          }),
        ),
      );
      expect(replies.every((reply) => reply.statusCode === 200)).toBe(true);
      await expectOneCompletedOrder(local, started.purchaseId, person.email);
    });
  },
);
