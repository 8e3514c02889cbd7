import { and, eq, inArray } from 'drizzle-orm';
import type { LiveSession } from '../../common/catalogue';
import type { Queryable } from '../db/client';
import { bookableSessions, bookings, purchases } from '../db/schema';

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
