import { eq, sql } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { AdminPage, AdminOrder, AdminStats } from '../../common/admin';
import type { CreatePaymentIntentResult } from '../../common/checkout';
import { retentionPeriods } from '../../common/retention';
import { purchases } from '../db/schema';
import { recoverPaidOrders } from '../orders/paid-order-recovery';
import { bookingRulesOf } from '../bookings/rules';
import { purgeAbandonedCheckouts } from '../retention/retention-purge';
import { signInTestAdmin, TEST_ADMIN_EMAIL } from '../../../tests/support/admin-factories';
import { withTestApp } from '../../../tests/support/app';
import { testDatabaseKinds } from '../../../tests/support/database';
import {
  chargeTestCardAtProvider,
  checkoutPerson,
  confirmTestCard,
  createPaidTestOrder,
  startTestCheckout,
  storeTestCustomer,
} from '../../../tests/support/checkout-factories';

const silentLog = { info() {}, warn() {}, error() {} };
const DAY_MS = 86_400_000;

// Pressing Pay opens a checkout and its payment (decision 192); a checkout whose person was
// never filed, or whose money never came, is no order. Scripts calling the intent endpoint
// directly must not fill the dashboard, the lists, the search or the export.
describe.each(testDatabaseKinds())('checkouts that are not orders, on %s', (kind) => {
  let cookie: string;
  const harness = withTestApp(kind, { ADMIN_EMAILS: TEST_ADMIN_EMAIL });
  beforeAll(async () => {
    ({ cookie } = await signInTestAdmin(harness.app));
  });
  beforeEach(async () => {
    // Each case starts from an empty shop (the counters follow the rows through their triggers).
    await harness.database.db.delete(purchases);
  });

  const db = () => harness.database.db;
  const adminGet = (url: string) => harness.app.inject({ method: 'GET', url, headers: { cookie } });
  const stats = async () => (await adminGet('/api/admin/stats')).json<AdminStats>();
  const listed = async (url = '/api/admin/purchases') =>
    (await adminGet(url)).json<AdminPage<AdminOrder>>().items.map((item) => item.id);
  const csvIds = async () => {
    const reply = await adminGet('/api/admin/purchases.csv');
    expect(reply.statusCode).toBe(200);
    return reply.body;
  };
  const startFrom = (remoteAddress: string) =>
    harness.app.inject({
      method: 'POST',
      url: '/api/create-payment-intent',
      payload: { productId: 5, amount: 350 },
      remoteAddress,
    });
  const age = (id: string, days: number) =>
    db().execute(
      sql`update purchases set created_at = now() - make_interval(days => ${days}) where id = ${id}`,
    );

  /** What every admin view says about these checkouts: none of them is an order. */
  async function expectNoneVisible(started: CreatePaymentIntentResult[]) {
    expect(await stats()).toMatchObject({ totalOrders: 0, pendingOrders: 0 });
    expect(await listed()).toEqual([]);
    const csv = await csvIds();
    for (const { purchaseId, paymentIntentId } of started) {
      expect(await listed(`/api/admin/search/purchases?query=${purchaseId}`)).toEqual([]);
      expect(await listed(`/api/admin/search/purchases?query=${paymentIntentId}`)).toEqual([]);
      expect(await listed(`/api/admin/search/purchases?query=${purchaseId.slice(-8)}`)).toEqual([]);
      expect((await adminGet(`/api/purchase/${purchaseId}`)).statusCode).toBe(404);
      expect(csv).not.toContain(purchaseId);
    }
  }

  it('page loads without paying make no order; a paid checkout does', async () => {
    const started = [];
    for (let view = 0; view < 6; view += 1) started.push(await startTestCheckout(harness.app, 5));
    expect(await db().$count(purchases)).toBe(6);
    await expectNoneVisible(started);

    const { purchaseId } = await createPaidTestOrder(harness.app, 5);
    expect(await stats()).toMatchObject({ totalOrders: 1, pendingOrders: 1, revenue: '350.00' });
    expect(await listed()).toEqual([purchaseId]);
    expect(await listed(`/api/admin/search/purchases?query=${purchaseId}`)).toEqual([purchaseId]);
    expect(await csvIds()).toContain(purchaseId);
  });

  it('a buyer who pressed Pay and was declined is an order; details alone place it', async () => {
    const declined = await startTestCheckout(harness.app, 5);
    expect(
      (await storeTestCustomer(harness.app, declined.purchaseId, checkoutPerson())).statusCode,
    ).toBe(204);
    await confirmTestCard(harness.app, declined, { cardNumber: '4000 0000 0000 0002' });
    const abandoned = await startTestCheckout(harness.app, 5);

    expect(await listed()).toEqual([declined.purchaseId]);
    expect(await stats()).toMatchObject({ totalOrders: 1, pendingOrders: 1, revenue: '0.00' });
    expect(await listed(`/api/admin/search/purchases?query=${abandoned.purchaseId}`)).toEqual([]);
    expect(await csvIds()).not.toContain(abandoned.purchaseId);
    expect(await csvIds()).toContain(declined.purchaseId);
  });

  it('a card tried on a checkout without the details (not our page) makes no order', async () => {
    const started = await startTestCheckout(harness.app, 5);
    const declined = await confirmTestCard(harness.app, started, {
      cardNumber: '4000 0000 0000 0002',
    });
    expect(declined.statusCode).toBe(200);
    await expectNoneVisible([started]);
  });

  it('a flood from one address is cut off, and what got through is no order', async () => {
    const replies = [];
    for (let view = 0; view < 36; view += 1) replies.push(await startFrom('203.0.113.77'));
    const accepted = replies.filter((reply) => reply.statusCode === 200);
    expect(accepted).toHaveLength(30);
    expect(replies.slice(30).map((reply) => reply.statusCode)).toEqual(Array(6).fill(429));
    // Another address is not held back by it.
    expect((await startFrom('203.0.113.78')).statusCode).toBe(200);
    expect(await db().$count(purchases)).toBe(31);
    await expectNoneVisible(accepted.map((reply) => reply.json<CreatePaymentIntentResult>()));
  });

  it('the purge deletes week-old abandoned checkouts and nothing else', async () => {
    const days = retentionPeriods.abandonedCheckoutDays;
    const oldAbandoned = await startTestCheckout(harness.app, 5);
    const recentAbandoned = await startTestCheckout(harness.app, 5);
    const oldPlaced = await startTestCheckout(harness.app, 5);
    await storeTestCustomer(harness.app, oldPlaced.purchaseId, checkoutPerson());
    const oldPaid = await createPaidTestOrder(harness.app, 5);
    await age(oldAbandoned.purchaseId, days + 1);
    await age(recentAbandoned.purchaseId, days - 1);
    await age(oldPlaced.purchaseId, days + 1);
    await age(oldPaid.purchaseId, days + 1);

    expect(await purgeAbandonedCheckouts(db(), new Date())).toBe(1);
    const left = (await db().select({ id: purchases.id }).from(purchases)).map((row) => row.id);
    expect(left.sort()).toEqual(
      [recentAbandoned.purchaseId, oldPlaced.purchaseId, oldPaid.purchaseId].sort(),
    );
    expect(await stats()).toMatchObject({ totalOrders: 2 });
    // A buyer back on the purged page cannot pay on it: filing the details comes first, and fails.
    const late = await storeTestCustomer(harness.app, oldAbandoned.purchaseId, checkoutPerson());
    expect(late.statusCode).toBe(404);
    // Two days on, the other one's week is up too; the orders stay.
    expect(await purgeAbandonedCheckouts(db(), new Date(Date.now() + 2 * DAY_MS))).toBe(1);
    expect(await db().$count(purchases)).toBe(2);
  });

  it('the recovery pass still completes a checkout charged without its details', async () => {
    const started = await startTestCheckout(harness.app, 5);
    const charged = await chargeTestCardAtProvider(harness.app, started);
    const payments = harness.app.deps.payments;
    expect(charged?.outcome).toBe('succeeded');
    expect(await stats()).toMatchObject({ totalOrders: 0 });

    const result = await recoverPaidOrders(
      { db: db(), payments, log: silentLog, booking: bookingRulesOf(harness.config) },
      { minAgeMs: 0, backoff: 0 },
    );
    expect(result.completed).toBe(1);
    const [row] = await db().select().from(purchases).where(eq(purchases.id, started.purchaseId));
    expect(row).toMatchObject({ paymentStatus: 'completed' });
    expect(row?.placedAt).toBeInstanceOf(Date);
    expect(await stats()).toMatchObject({ totalOrders: 1, revenue: '350.00' });
    expect(await listed()).toEqual([started.purchaseId]);
  });
});
