import { and, eq, inArray } from 'drizzle-orm';
import { findProduct, liveSessionsOf, type LiveSession } from '../../common/catalogue';
import type { Queryable } from '../db/client';
import { bookableSessions, bookings, purchases } from '../db/schema';
import { orderContact } from '../orders/order-customer';
import { queueOrderEmail } from '../orders/order-mail';
import { recordOrderEvent } from '../orders/timeline';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Marks an order's sessions bookable (decision 277) and tells the customer once: the
 * consultations once the written reading is delivered, the coaching sessions from payment.
 * Idempotent; an unpaid or refunded order gets nothing. `at: 'payment'` is the payment's call;
 * the written reading's delivery calls it without, which also opens the payment's kinds (a
 * shop that delivers first never leaves them closed). Returns the keys opened now.
 */
export async function sessionsBecameBookable(
  db: Queryable,
  purchaseId: string,
  options: {
    at?: 'payment' | 'written-delivery';
    unbookedReminderDays?: number;
    /** When they became bookable (the delivery's clock); the unbooked reminder counts from it. */
    now?: Date;
  } = {},
): Promise<string[]> {
  const [purchase] = await db.select().from(purchases).where(eq(purchases.id, purchaseId));
  if (!purchase || purchase.paymentStatus !== 'completed') return [];
  const product = findProduct(purchase.productId);
  if (!product) return [];
  const at = options.at ?? 'written-delivery';
  const due = liveSessionsOf(product).filter(
    (session) => at === 'written-delivery' || session.bookableFrom === 'payment',
  );
  if (due.length === 0) return [];
  const opened = await db
    .insert(bookableSessions)
    .values(due.map((session) => ({ purchaseId, sessionKey: session.key })))
    .onConflictDoNothing()
    .returning({ sessionKey: bookableSessions.sessionKey });
  const keys = opened.map((row) => row.sessionKey);
  if (keys.length === 0) return [];
  const sessions = due.filter((session) => keys.includes(session.key));
  await recordOrderEvent(db, {
    purchaseId,
    kind: 'sessions-bookable',
    actor: 'system',
    data: { sessionKeys: keys },
  });
  const contact = orderContact(purchase);
  if (contact) {
    const payload = {
      purchaseId,
      fullName: contact.fullName,
      productName: product.name,
      sessions: sessions.map(({ key, name, count }) => ({ key, name, count })),
    };
    const tag = keys.join('+');
    await queueOrderEmail(db, purchaseId, {
      kind: 'sessions-bookable',
      recipient: contact.email,
      payload,
      dedupeKey: `sessions-bookable:${purchaseId}:${tag}`,
    });
    const days = options.unbookedReminderDays ?? 7;
    await queueOrderEmail(db, purchaseId, {
      kind: 'sessions-bookable',
      recipient: contact.email,
      payload: { ...payload, isReminder: true },
      dedupeKey: `sessions-unbooked:${purchaseId}:${tag}`,
      notBefore: new Date((options.now ?? new Date()).getTime() + days * DAY_MS),
    });
  }
  return keys;
}

/** How many sessions of each kind an order has booked (held and missed count; cancelled not). */
export async function bookedCounts(
  db: Queryable,
  purchaseId: string,
): Promise<Map<string, number>> {
  const rows = await db
    .select({ sessionKey: bookings.sessionKey, status: bookings.status })
    .from(bookings)
    .where(eq(bookings.purchaseId, purchaseId));
  const counts = new Map<string, number>();
  for (const row of rows) {
    if (row.status !== 'cancelled')
      counts.set(row.sessionKey, (counts.get(row.sessionKey) ?? 0) + 1);
  }
  return counts;
}

/**
 * The worker's check before an unbooked reminder goes: some session of its kinds is still not
 * booked and the order is still paid.
 */
export async function isUnbookedReminderWanted(db: Queryable, payload: unknown): Promise<boolean> {
  const { purchaseId, sessions } = (payload ?? {}) as {
    purchaseId?: unknown;
    sessions?: { key: string; count: number }[];
  };
  if (typeof purchaseId !== 'string' || !Array.isArray(sessions)) return false;
  const [purchase] = await db
    .select({ paymentStatus: purchases.paymentStatus })
    .from(purchases)
    .where(eq(purchases.id, purchaseId));
  if (purchase?.paymentStatus !== 'completed') return false;
  const counts = await bookedCounts(db, purchaseId);
  return sessions.some((session) => (counts.get(session.key) ?? 0) < session.count);
}

/** The session kinds of an order that can be booked now. */
export async function bookableKinds(
  db: Queryable,
  purchaseId: string,
  sessions: readonly LiveSession[],
): Promise<LiveSession[]> {
  if (sessions.length === 0) return [];
  const rows = await db
    .select({ sessionKey: bookableSessions.sessionKey })
    .from(bookableSessions)
    .where(
      and(
        eq(bookableSessions.purchaseId, purchaseId),
        inArray(
          bookableSessions.sessionKey,
          sessions.map((session) => session.key),
        ),
      ),
    );
  const keys = new Set(rows.map((row) => row.sessionKey));
  return sessions.filter((session) => keys.has(session.key));
}
