import { randomUUID } from 'node:crypto';
import { count, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AdminOrderDetail, AdminStats } from '../../../common/admin';
import { orderEvents, purchases, users } from '../../db/schema';
import { signInTestAdmin, TEST_ADMIN_EMAIL } from '../../../../tests/support/admin-factories';
import {
  insertTestOrders,
  insertTestCustomer,
} from '../../../../tests/support/admin-data-factories';
import { withTestApp } from '../../../../tests/support/app';
import { testDatabaseKinds } from '../../../../tests/support/database';

const PUBLIC_URL = 'http://shop.test';

describe.each(testDatabaseKinds())('admin changes to orders on %s', (kind) => {
  let cookie: string;

  const harness = withTestApp(kind, { ADMIN_EMAILS: TEST_ADMIN_EMAIL, PUBLIC_URL });
  beforeAll(async () => {
    ({ cookie } = await signInTestAdmin(harness.app));
  });

  const headers = () => ({ cookie, origin: PUBLIC_URL });
  const patch = (purchaseId: string, payload: unknown) =>
    harness.app.inject({
      method: 'PATCH',
      url: `/api/admin/purchase/${purchaseId}`,
      headers: headers(),
      payload: payload as object,
    });
  const eventsOf = (purchaseId: string) =>
    harness.database.db.select().from(orderEvents).where(eq(orderEvents.purchaseId, purchaseId));

  async function newOrder() {
    const user = await insertTestCustomer(harness.database.db);
    const [order] = await insertTestOrders(harness.database.db, [
      { userId: user.id, productId: 5 },
    ]);
    return order!;
  }

  it('writes the change and one timeline event per changed field, as the admin', async () => {
    const order = await newOrder();
    const reply = await patch(order.id, { processingStatus: 'in-progress', notes: 'Call Tue' });
    expect(reply.statusCode, reply.body).toBe(200);
    const detail = reply.json<AdminOrderDetail>();
    expect(detail).toMatchObject({ processingStatus: 'in-progress', notes: 'Call Tue' });
    const events = await eventsOf(order.id);
    expect(events.map((event) => [event.kind, event.actor, event.data]).sort()).toEqual([
      ['notes-changed', `admin:${TEST_ADMIN_EMAIL}`, { from: null, to: 'Call Tue' }],
      [
        'processing-status-changed',
        `admin:${TEST_ADMIN_EMAIL}`,
        { from: 'received', to: 'in-progress' },
      ],
    ]);
    expect(detail.timeline).toHaveLength(2);
  });

  it('writes nothing for a PATCH that changes nothing', async () => {
    const order = await newOrder();
    await patch(order.id, { notes: 'Same' });
    const [before] = await harness.database.db
      .select({ updatedAt: purchases.updatedAt })
      .from(purchases)
      .where(eq(purchases.id, order.id));
    const reply = await patch(order.id, { processingStatus: 'received', notes: 'Same' });
    expect(reply.statusCode).toBe(200);
    expect(await eventsOf(order.id)).toHaveLength(1);
    const [after] = await harness.database.db
      .select({ updatedAt: purchases.updatedAt })
      .from(purchases)
      .where(eq(purchases.id, order.id));
    expect(after!.updatedAt).toEqual(before!.updatedAt);
  });

  it('refuses unknown statuses, empty bodies, junk ids and unknown orders', async () => {
    const order = await newOrder();
    expect((await patch(order.id, { processingStatus: 'shipped' })).statusCode).toBe(400);
    expect((await patch(order.id, {})).json()).toMatchObject({ message: 'Nothing to change.' });
    expect((await patch('nope', { notes: 'x' })).statusCode).toBe(400);
    expect((await patch(randomUUID(), { notes: 'x' })).statusCode).toBe(404);
    expect(await eventsOf(order.id)).toHaveLength(0);
  });

  it('moves many orders at once with one event per order that changed', async () => {
    const orders = await Promise.all([newOrder(), newOrder(), newOrder()]);
    await patch(orders[0]!.id, { processingStatus: 'delivered' });
    const reply = await harness.app.inject({
      method: 'POST',
      url: '/api/admin/purchases/bulk-status',
      headers: headers(),
      payload: {
        ids: [...orders.map((order) => order.id), randomUUID()],
        processingStatus: 'delivered',
      },
    });
    expect(reply.statusCode, reply.body).toBe(200);
    expect(reply.json()).toEqual({ updated: 2 });
    for (const order of orders) {
      const kinds = (await eventsOf(order.id)).map((event) => event.kind);
      expect(kinds).toEqual(['processing-status-changed']);
    }
    const tooMany = Array.from({ length: 101 }, () => randomUUID());
    for (const payload of [
      { ids: [], processingStatus: 'delivered' },
      { ids: tooMany, processingStatus: 'delivered' },
      { ids: ['x'], processingStatus: 'delivered' },
      { ids: [randomUUID()], processingStatus: 'lost' },
    ]) {
      const refused = await harness.app.inject({
        method: 'POST',
        url: '/api/admin/purchases/bulk-status',
        headers: headers(),
        payload,
      });
      expect(refused.statusCode).toBe(400);
    }
  });

  it('keeps the dashboard counters equal to the data after inserts and updates', async () => {
    const db = harness.database.db;
    const user = await insertTestCustomer(db);
    const today = new Date();
    await insertTestOrders(db, [
      { userId: user.id, productId: 8, completedAt: today },
      { userId: user.id, productId: 2, paymentStatus: 'pending' },
      { userId: user.id, productId: 3, completedAt: new Date(today.getTime() - 10 * 86_400_000) },
    ]);
    const order = await newOrder();
    await patch(order.id, { processingStatus: 'delivered' });
    const reply = await harness.app.inject({
      method: 'GET',
      url: '/api/admin/stats',
      headers: { cookie },
    });
    expect(reply.statusCode).toBe(200);
    const stats = reply.json<AdminStats>();
    const [counted] = await db
      .select({
        orders: count(),
        pending: sql<number>`(count(*) filter (where ${purchases.processingStatus} <> 'delivered'))::int`,
        revenue: sql<string>`coalesce(sum(${purchases.amount}) filter (where ${purchases.paymentStatus} = 'completed'), 0)::numeric(14,2)::text`,
        lastWeek: sql<string>`coalesce(sum(${purchases.amount}) filter (where ${purchases.paymentStatus} = 'completed' and ${purchases.completedAt} >= date_trunc('day', now() at time zone 'UTC') at time zone 'UTC' - interval '6 days'), 0)::numeric(14,2)::text`,
      })
      .from(purchases);
    const [customerCount] = await db.select({ value: count() }).from(users);
    expect(stats).toMatchObject({
      totalCustomers: customerCount!.value,
      totalOrders: counted!.orders,
      pendingOrders: counted!.pending,
      revenue: counted!.revenue,
      revenueLast7Days: counted!.lastWeek,
    });
    expect(Number(stats.revenueLast28Days)).toBeGreaterThanOrEqual(
      Number(stats.revenueLast7Days) + 50,
    );
    expect(stats.revenueByDay).toHaveLength(28);
    expect(stats.revenueByDay.at(-1)!.day).toBe(today.toISOString().slice(0, 10));
  });
});
