import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { CreatePaymentIntentResult } from '../../common/checkout';
import { orderEvents } from '../db/schema';
import { recoverPaidOrders } from '../orders/paid-order-recovery';
import { bookingRulesOf } from '../bookings/rules';
import { withTestApp } from '../../../tests/support/app';
import { testDatabaseKinds } from '../../../tests/support/database';
import {
  chargeTestCardAtProvider,
  checkoutPerson,
  confirmationMailsOf,
  confirmTestCard,
  startTestCheckout,
  storedOrder,
  storeTestCustomer,
} from '../../../tests/support/checkout-factories';

const silentLog = { info() {}, warn() {}, error() {} };
const now = { minAgeMs: 0, backoff: 0 };

// A payment the provider took must end as a completed order without the browser's help, even
// when the write of the order was lost (the database went away right after the charge).
describe.each(testDatabaseKinds())('a paid order always completes, on %s', (kind) => {
  const harness = withTestApp(kind);

  const db = () => harness.database.db;
  const orderRow = async (id: string) => (await storedOrder(db(), id))!;
  const mailsOf = (purchaseId: string) => confirmationMailsOf(db(), purchaseId);
  const paidEventsOf = (purchaseId: string) =>
    db()
      .select()
      .from(orderEvents)
      .where(and(eq(orderEvents.purchaseId, purchaseId), eq(orderEvents.kind, 'paid')));
  const recover = () =>
    recoverPaidOrders(
      {
        db: db(),
        payments: harness.app.deps.payments,
        log: silentLog,
        booking: bookingRulesOf(harness.config),
      },
      now,
    );

  /** A checkout with its customer filed, charged at the provider, its order never written. */
  async function strandedOrder(): Promise<CreatePaymentIntentResult> {
    const started = await startTestCheckout(harness.app, 5);
    await storeTestCustomer(harness.app, started.purchaseId, checkoutPerson());
    const charged = await chargeTestCardAtProvider(harness.app, started);
    expect(charged?.outcome).toBe('succeeded');
    expect(await orderRow(started.purchaseId)).toMatchObject({ paymentStatus: 'pending' });
    return started;
  }

  it('completes the order when a confirm finds its payment already succeeded', async () => {
    const started = await strandedOrder();
    const again = await confirmTestCard(harness.app, started);
    expect(again.statusCode).toBe(200);
    // Stripe's answer to a second confirm, word for word; the order is completed all the same.
    expect(again.json()).toMatchObject({
      paymentIntent: { status: 'succeeded' },
      error: { code: 'payment_intent_unexpected_state' },
    });
    const purchase = await orderRow(started.purchaseId);
    expect(purchase).toMatchObject({ paymentStatus: 'completed' });
    expect(purchase.userId).not.toBeNull();
    expect(await mailsOf(started.purchaseId)).toHaveLength(1);

    await confirmTestCard(harness.app, started);
    expect(await mailsOf(started.purchaseId)).toHaveLength(1);
    expect(await paidEventsOf(started.purchaseId)).toHaveLength(1);
  });

  it('completes stranded orders in a recovery pass, once, and leaves unpaid ones pending', async () => {
    const stranded = [await strandedOrder(), await strandedOrder()];
    const unpaid = await startTestCheckout(harness.app, 5);

    // Two instances' passes at once, then another: each order completes once.
    const passes = await Promise.all([recover(), recover()]);
    expect(passes.reduce((sum, pass) => sum + pass.completed, 0)).toBe(2);
    expect((await recover()).completed).toBe(0);

    for (const order of stranded) {
      const purchase = await orderRow(order.purchaseId);
      expect(purchase).toMatchObject({ paymentStatus: 'completed' });
      expect(purchase.userId).not.toBeNull();
      expect(await mailsOf(order.purchaseId)).toHaveLength(1);
      expect(await paidEventsOf(order.purchaseId)).toEqual([
        expect.objectContaining({ actor: 'system' }),
      ]);
      // The browser's confirm coming back later changes nothing.
      await confirmTestCard(harness.app, order);
      expect(await mailsOf(order.purchaseId)).toHaveLength(1);
    }
    expect(await orderRow(unpaid.purchaseId)).toMatchObject({ paymentStatus: 'pending' });
  });

  it('asks about an unpaid checkout less and less often, and not while its buyer is paying', async () => {
    const unpaid = await startTestCheckout(harness.app, 5);
    const deps = {
      db: db(),
      payments: harness.app.deps.payments,
      log: silentLog,
      booking: bookingRulesOf(harness.config),
    };
    const isAsked = async (options: Parameters<typeof recoverPaidOrders>[1]) => {
      const before = (await orderRow(unpaid.purchaseId)).updatedAt;
      await recoverPaidOrders(deps, options);
      return (await orderRow(unpaid.purchaseId)).updatedAt.getTime() !== before.getTime();
    };
    const age = (created: string, asked: string) =>
      db().execute(
        sql`update purchases set created_at = now() - ${created}::interval,
          updated_at = now() - ${asked}::interval where id = ${unpaid.purchaseId}`,
      );
    // A minute old at least: younger, its buyer may still be at the card form.
    expect(await isAsked({})).toBe(false);
    // An hour old, asked 10 minutes ago: the next question waits a quarter of its age.
    await age('1 hour', '10 minutes');
    expect(await isAsked({})).toBe(false);
    await age('1 hour', '16 minutes');
    expect(await isAsked({})).toBe(true);
    expect(await isAsked({})).toBe(false);
    // Past three days it is an abandoned checkout: never asked again.
    await age('73 hours', '1 day');
    expect(await isAsked({})).toBe(false);
  });
});
