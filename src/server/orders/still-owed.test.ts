import { beforeAll, describe, expect, it } from 'vitest';
import type { AdminListedOrder, AdminPage } from '../../common/admin';
import { withAdminTestApp } from '../../../tests/support/admin-app';
import { insertTestOrders, type TestOrderInput } from '../../../tests/support/admin-data-factories';
import { insertTestReader } from '../../../tests/support/booking-factories';
import { testDatabaseKinds } from '../../../tests/support/database';
import type { OrderStatusView } from '../../common/order-status';
import type { Queryable } from '../db/client';
import { createOrderAccessTokensFor } from '../sign-ins/order-access';
import { bookings, orderEvents, purchases, type Purchase } from '../db/schema';
import { stillOwedCondition, stillOwedOf, writtenReadingDeliveredAt } from './still-owed';

const PUBLIC_URL = 'https://shop.example';
const DAY_MS = 24 * 60 * 60 * 1000;
const now = new Date('2027-01-10T12:00:00Z');
const daysAgo = (days: number) => new Date(now.getTime() - days * DAY_MS);
/** The end of the 30 days of support from a delivery, as the API writes it. */
const supportEndOf = (deliveredAt: Date) =>
  new Date(deliveredAt.getTime() + 30 * DAY_MS).toISOString();

/** The written reading's delivery as the workspace records it: by an admin or reader. */
async function delivered(db: Queryable, purchaseId: string, at: Date, actor = 'admin:r@x.test') {
  await db.insert(orderEvents).values({
    purchaseId,
    kind: 'report-delivered',
    actor,
    data: {},
    createdAt: at,
  });
}

/** A session of the order, held `days` ago (or still booked), with its own reader. */
async function session(
  db: Queryable,
  purchase: Purchase,
  key: string,
  number: number,
  status: 'held' | 'booked' | 'missed',
  start: Date,
) {
  const reader = await insertTestReader(db);
  const end = new Date(start.getTime() + 60 * 60_000);
  await db.insert(bookings).values({
    purchaseId: purchase.id,
    readerId: reader.id,
    sessionKey: key,
    sessionNumber: number,
    startsAt: start,
    endsAt: end,
    busy: { start, end },
    status,
    customerTimeZone: 'Europe/London',
  });
}

describe.each(testDatabaseKinds())('what the shop still owes on %s', (kind) => {
  const harness = withAdminTestApp(kind, { origin: PUBLIC_URL, extraDeps: { clock: () => now } });
  let db: Queryable;
  const orders: Record<string, Purchase> = {};

  beforeAll(async () => {
    db = harness.database.db;
    const planned = {
      // Product 7: a 60- and a 90-minute consultation and 30 days of support.
      supportOpen: { productId: 7, processingStatus: 'delivered' },
      supportEnded: { productId: 7, processingStatus: 'delivered' },
      allHeld: { productId: 7, processingStatus: 'delivered' },
      // Product 8: five sessions, support with them.
      sessionsOwed: { productId: 8, processingStatus: 'delivered' },
      notDelivered: { productId: 7, processingStatus: 'in-progress' },
      unpaid: { productId: 7, processingStatus: 'delivered', paymentStatus: 'pending' },
      computedOnly: { productId: 1, processingStatus: 'delivered' },
      systemOnly: { productId: 7, processingStatus: 'delivered' },
      handMoved: { productId: 7, processingStatus: 'delivered' },
    } satisfies Record<string, TestOrderInput>;
    const inserted = await insertTestOrders(db, Object.values(planned));
    Object.keys(planned).forEach((name, index) => {
      orders[name] = inserted[index]!;
    });
    // Delivered 10 days ago, one session of two held: support open until day 30.
    await delivered(db, orders.supportOpen!.id, daysAgo(10));
    await session(db, orders.supportOpen!, 'consultation-60', 1, 'held', daysAgo(5));
    // Delivered 40 days ago, both sessions held: nothing owed any more.
    await delivered(db, orders.supportEnded!.id, daysAgo(40));
    await session(db, orders.supportEnded!, 'consultation-60', 1, 'held', daysAgo(35));
    await session(db, orders.supportEnded!, 'consultation-90', 1, 'held', daysAgo(34));
    // Delivered 31 days ago with both held: the window closed a day ago.
    await delivered(db, orders.allHeld!.id, daysAgo(31));
    await session(db, orders.allHeld!, 'consultation-60', 1, 'held', daysAgo(20));
    await session(db, orders.allHeld!, 'consultation-90', 1, 'held', daysAgo(19));
    // Product 8 delivered 45 days ago: one session held, one missed, one booked; 30 days over.
    await delivered(db, orders.sessionsOwed!.id, daysAgo(45));
    await session(db, orders.sessionsOwed!, 'consultation-60', 1, 'held', daysAgo(30));
    await session(db, orders.sessionsOwed!, 'consultation-90', 1, 'missed', daysAgo(29));
    await session(
      db,
      orders.sessionsOwed!,
      'coaching-60',
      1,
      'booked',
      new Date(now.getTime() + DAY_MS),
    );
    // The system's own delivery of computed documents opens no window.
    await delivered(db, orders.systemOnly!.id, daysAgo(3), 'system');
    await session(db, orders.systemOnly!, 'consultation-60', 1, 'held', daysAgo(2));
    await session(db, orders.systemOnly!, 'consultation-90', 1, 'held', daysAgo(1));
    // Moved to delivered by hand 29 days and 23 hours ago: open for one more hour.
    await db.insert(orderEvents).values({
      purchaseId: orders.handMoved!.id,
      kind: 'processing-status-changed',
      actor: 'admin:ops@x.test',
      data: { from: 'completed', to: 'delivered' },
      createdAt: new Date(now.getTime() - 30 * DAY_MS + 60 * 60_000),
    });
    await session(db, orders.handMoved!, 'consultation-60', 1, 'held', daysAgo(2));
    await session(db, orders.handMoved!, 'consultation-90', 1, 'held', daysAgo(1));
    // A delivery recorded on the unpaid and the undelivered orders too: neither owes.
    await delivered(db, orders.unpaid!.id, daysAgo(2));
    await delivered(db, orders.notDelivered!.id, daysAgo(2));
  });

  async function listed(filter: 'sessions' | 'support' | 'any', at = now): Promise<string[]> {
    const rows = await db
      .select({ id: purchases.id })
      .from(purchases)
      .where(stillOwedCondition(filter, at));
    return rows.map((row) => row.id);
  }

  it('reads the written reading’s first delivery, not the system’s', async () => {
    expect(await writtenReadingDeliveredAt(db, orders.supportOpen!.id)).toEqual(daysAgo(10));
    expect(await writtenReadingDeliveredAt(db, orders.systemOnly!.id)).toBeNull();
  });

  it('filters delivered, paid orders by sessions not held, support open, or either', async () => {
    const ids = Object.fromEntries(Object.entries(orders).map(([name, order]) => [order.id, name]));
    const names = async (filter: 'sessions' | 'support' | 'any', at?: Date) =>
      (await listed(filter, at)).flatMap((id) => (ids[id] ? [ids[id]] : [])).sort();
    expect(await names('sessions')).toEqual(['sessionsOwed', 'supportOpen']);
    expect(await names('support')).toEqual(['handMoved', 'supportOpen']);
    expect(await names('any')).toEqual(['handMoved', 'sessionsOwed', 'supportOpen']);
    // An hour later the hand-moved order's window has closed: the closing instant is closed.
    expect(await names('support', new Date(now.getTime() + 60 * 60_000))).toEqual(['supportOpen']);
    // Before its delivery, no window is open yet.
    expect(await names('support', daysAgo(11))).toEqual(['allHeld', 'handMoved', 'supportEnded']);
  });

  it('says what each row owes, for those rows only', async () => {
    const all = Object.values(orders);
    const owed = await stillOwedOf(
      db,
      all.map((order) => ({
        id: order.id,
        productId: order.productId,
        paymentStatus: order.paymentStatus,
      })),
      now,
    );
    const of = (name: string) => owed.get(orders[name]!.id);
    expect(of('supportOpen')).toEqual({ sessions: 1, supportUntil: supportEndOf(daysAgo(10)) });
    expect(of('supportEnded')).toEqual({ sessions: 0, supportUntil: null });
    expect(of('allHeld')).toEqual({ sessions: 0, supportUntil: null });
    // Five sold, one held: a missed or booked session is not held yet.
    expect(of('sessionsOwed')).toEqual({ sessions: 4, supportUntil: null });
    // Sessions are owed from payment, delivered or not; support only once delivered.
    expect(of('notDelivered')).toEqual({ sessions: 2, supportUntil: supportEndOf(daysAgo(2)) });
    expect(of('unpaid')).toEqual({ sessions: 0, supportUntil: null });
    expect(of('computedOnly')).toEqual({ sessions: 0, supportUntil: null });
    expect(of('systemOnly')).toEqual({ sessions: 0, supportUntil: null });
    expect(of('handMoved')!.supportUntil).toBe(new Date(now.getTime() + 60 * 60_000).toISOString());
    expect((await stillOwedOf(db, [], now)).size).toBe(0);
  });

  const send = (url: string, as?: string) => harness.request('GET', url, undefined, { as });

  it('lists the owing orders on the admin list, each with what it owes', async () => {
    for (const filter of ['sessions', 'support', 'any'] as const) {
      const response = await send(`/api/admin/purchases?owed=${filter}&limit=100`);
      expect(response.statusCode).toBe(200);
      const page = response.json<AdminPage<AdminListedOrder>>();
      expect(page.items.map((item) => item.id).sort()).toEqual((await listed(filter)).sort());
    }
    const any = (await send('/api/admin/purchases?owed=any&limit=100')).json<
      AdminPage<AdminListedOrder>
    >();
    expect(any.items.find((item) => item.id === orders.sessionsOwed!.id)?.owed).toEqual({
      sessions: 4,
      supportUntil: null,
    });
    const plain = (await send('/api/admin/purchases?limit=100')).json<
      AdminPage<AdminListedOrder>
    >();
    expect(plain.items.find((item) => item.id === orders.computedOnly!.id)?.owed).toEqual({
      sessions: 0,
      supportUntil: null,
    });
    const detail = await send(`/api/purchase/${orders.supportOpen!.id}`);
    expect(detail.json()).toMatchObject({ owed: { sessions: 1 } });
    const csv = await send('/api/admin/purchases.csv?owed=support');
    expect(csv.statusCode).toBe(200);
    expect(csv.body.trim().split('\n')).toHaveLength(3);
  });

  it('tells the customer on the reading page what is still owed, and nothing of another order', async () => {
    const tokens = createOrderAccessTokensFor(harness.config);
    const open = (token: string) =>
      harness.app.inject({ method: 'POST', url: '/api/order-status/link', payload: { token } });
    const owing = await open(tokens.sign(orders.supportOpen!.id));
    expect(owing.statusCode).toBe(200);
    expect(owing.json<OrderStatusView>().owed).toEqual({
      sessions: 1,
      supportUntil: supportEndOf(daysAgo(10)),
    });
    const settled = await open(tokens.sign(orders.supportEnded!.id));
    expect(settled.json<OrderStatusView>().owed).toEqual({ sessions: 0, supportUntil: null });
    // A forged token shows nothing; an unpaid order is not shown either.
    const forged = await open(`${tokens.sign(orders.supportOpen!.id)}x`);
    expect(forged.statusCode).toBe(404);
    expect(forged.body).not.toContain('supportUntil');
    expect((await open(tokens.sign(orders.unpaid!.id))).statusCode).toBe(404);
  });

  it('refuses odd filters, callers without a session and escaped spellings', async () => {
    for (const odd of ['everything', 'SESSIONS', 'any,support', 'x'.repeat(5000), '%00']) {
      const response = await send(`/api/admin/purchases?owed=${encodeURIComponent(odd)}`);
      expect(response.statusCode).toBe(400);
    }
    const anonymous = await harness.app.inject({
      method: 'GET',
      url: '/api/admin/purchases?owed=any',
    });
    expect(anonymous.statusCode).toBe(401);
    const escaped = await harness.app.inject({
      method: 'GET',
      url: '/api/admin/%70urchases?owed=any',
    });
    expect(escaped.statusCode).toBe(401);
    const forged = await send(
      '/api/admin/purchases?owed=any',
      `${harness.cookie.split('=')[0]}=forged`,
    );
    expect(forged.statusCode).toBe(401);
  });
});
