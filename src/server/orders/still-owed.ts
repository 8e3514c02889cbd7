import { and, count, eq, inArray, like, min, or, sql, type SQL } from 'drizzle-orm';
import { findProduct, liveSessionsOf, products, type Product } from '../../common/catalogue';
import type { OwedFilter, StillOwedView } from '../../common/still-owed';
import { supportDeliverablesOf } from '../../common/support';
import type { Queryable } from '../db/client';
import { bookings, orderEvents, purchases } from '../db/schema';

/*
 * What the shop still owes on a delivered order (decision 281): sessions not yet held, and a
 * support window of a fixed number of days still open. One owner, so the admin's list, its
 * filter, the admin's order page and the reading page say the same; support reads the
 * delivery's date from here too.
 */

const DAY_MS = 24 * 60 * 60 * 1000;

function sessionsSoldOf(product: Product): number {
  return liveSessionsOf(product).reduce((sum, session) => sum + session.count, 0);
}

/** The longest fixed support window of a product, in days; null when it sells none. */
function supportDaysOf(product: Product): number | null {
  const days = supportDeliverablesOf(product).flatMap((deliverable) =>
    deliverable.days === null ? [] : [deliverable.days],
  );
  return days.length > 0 ? Math.max(...days) : null;
}

/** Live sessions each product sells, by product id (products selling none are left out). */
const sessionCounts = products.flatMap((product) => {
  const count = sessionsSoldOf(product);
  return count > 0 ? [{ productId: product.id, count }] : [];
});

/** Fixed support windows by product id (a window that runs with the sessions is left out). */
const supportDays = products.flatMap((product) => {
  const days = supportDaysOf(product);
  return days === null ? [] : [{ productId: product.id, days }];
});

/**
 * The events that mark the written reading's first delivery: a delivery an admin or reader
 * sent, or the order moved to delivered by hand. The computed documents the system sends right
 * after payment do not count (decision 282).
 */
const writtenDeliveryEvent = or(
  and(eq(orderEvents.kind, 'report-delivered'), like(orderEvents.actor, 'admin:%')),
  and(
    eq(orderEvents.kind, 'processing-status-changed'),
    sql`${orderEvents.data}->>'to' = 'delivered'`,
  ),
);

/** When the order's written reading was first delivered, or null before it. */
export async function writtenReadingDeliveredAt(
  db: Queryable,
  purchaseId: string,
): Promise<Date | null> {
  const [row] = await db
    .select({ at: min(orderEvents.createdAt) })
    .from(orderEvents)
    .where(and(eq(orderEvents.purchaseId, purchaseId), writtenDeliveryEvent));
  return row?.at ?? null;
}

const isDeliveredAndPaid = sql`${purchases.processingStatus} = 'delivered' and ${purchases.paymentStatus} = 'completed'`;

/** Orders marked delivered whose sessions are not all held yet. */
export function sessionsStillOwed(): SQL {
  if (sessionCounts.length === 0) return sql`false`;
  const sold = sql.join(
    sessionCounts.map(
      ({ productId, count }) => sql`when ${purchases.productId} = ${productId} then ${count}`,
    ),
    sql` `,
  );
  return sql`(${isDeliveredAndPaid}
    and (case ${sold} else 0 end) > (select count(*) from bookings held
      where held.purchase_id = ${purchases.id} and held.status = 'held'))`;
}

/**
 * Orders marked delivered whose fixed support window is open at `now` (the shop's clock): from
 * the written reading's first delivery for the product's days, the closing instant closed.
 */
export function supportStillOpen(now: Date): SQL {
  if (supportDays.length === 0) return sql`false`;
  const days = sql.join(
    supportDays.map(
      ({ productId, days }) => sql`when ${purchases.productId} = ${productId} then ${days}`,
    ),
    sql` `,
  );
  const at = sql`${now.toISOString()}::timestamptz`;
  return sql`(${isDeliveredAndPaid} and exists (
    select 1 from (
      select min(${orderEvents.createdAt}) as delivered_at from ${orderEvents}
      where ${orderEvents.purchaseId} = ${purchases.id} and ${writtenDeliveryEvent}
    ) first_delivery
    where first_delivery.delivered_at <= ${at}
      and first_delivery.delivered_at + (case ${days} else 0 end) * interval '1 day' > ${at}))`;
}

/** The `owed` filter of the admin's order list. */
export function stillOwedCondition(filter: OwedFilter, now: Date): SQL {
  if (filter === 'sessions') return sessionsStillOwed();
  if (filter === 'support') return supportStillOpen(now);
  return sql`(${sessionsStillOwed()} or ${supportStillOpen(now)})`;
}

export interface OwedOrder {
  id: string;
  productId: number;
  paymentStatus: string;
}

/**
 * What each order still owes at `now`, for one page of rows: two grouped queries over those
 * ids, never the whole table. A paid order owes its sessions until held, delivered or not;
 * only its written delivery opens a support window.
 */
export async function stillOwedOf(
  db: Queryable,
  orders: readonly OwedOrder[],
  now: Date,
): Promise<Map<string, StillOwedView>> {
  const owing = orders.filter((order) => {
    const product = findProduct(order.productId);
    return (
      order.paymentStatus === 'completed' &&
      product !== undefined &&
      (sessionsSoldOf(product) > 0 || supportDaysOf(product) !== null)
    );
  });
  const owed = new Map<string, StillOwedView>(
    orders.map((order) => [order.id, { sessions: 0, supportUntil: null }]),
  );
  if (owing.length === 0) return owed;
  const ids = owing.map((order) => order.id);
  const [held, delivered] = await Promise.all([
    db
      .select({ purchaseId: bookings.purchaseId, sessions: count() })
      .from(bookings)
      .where(and(inArray(bookings.purchaseId, ids), eq(bookings.status, 'held')))
      .groupBy(bookings.purchaseId),
    db
      .select({ purchaseId: orderEvents.purchaseId, at: min(orderEvents.createdAt) })
      .from(orderEvents)
      .where(and(inArray(orderEvents.purchaseId, ids), writtenDeliveryEvent))
      .groupBy(orderEvents.purchaseId),
  ]);
  const heldBy = new Map(held.map((row) => [row.purchaseId, Number(row.sessions)]));
  const deliveredBy = new Map(delivered.map((row) => [row.purchaseId, row.at]));
  for (const order of owing) {
    const product = findProduct(order.productId)!;
    const sessions = Math.max(0, sessionsSoldOf(product) - (heldBy.get(order.id) ?? 0));
    const days = supportDaysOf(product);
    const deliveredAt = deliveredBy.get(order.id) ?? null;
    const closesAt =
      days !== null && deliveredAt ? new Date(deliveredAt.getTime() + days * DAY_MS) : null;
    const isOpen =
      closesAt !== null && deliveredAt !== null && now >= deliveredAt && now < closesAt;
    owed.set(order.id, { sessions, supportUntil: isOpen ? closesAt.toISOString() : null });
  }
  return owed;
}

/** What one order still owes at `now`. */
export async function stillOwedOfOrder(
  db: Queryable,
  order: OwedOrder,
  now: Date,
): Promise<StillOwedView> {
  return (await stillOwedOf(db, [order], now)).get(order.id)!;
}
