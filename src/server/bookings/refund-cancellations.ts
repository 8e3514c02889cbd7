import { and, eq, gt, notInArray, sql } from 'drizzle-orm';
import type { Transaction } from '../db/client';
import { bookings, type Booking, type Purchase } from '../db/schema';
import type { OrderActor } from '../orders/timeline';
import { afterChange } from './change-mails';
import { orderSessionOf } from './order-sessions';
import { findReader } from './readers';

/**
 * A refund takes the order's sessions back (decision 301): every booked session still to come
 * is cancelled in the refund's own transaction, with the CANCEL invitation to both sides and
 * the timeline event, so the slot is free again the moment the refund is recorded. Sessions
 * already started keep their state for the admin to mark held or missed. `purchase` is the
 * order's row, locked by the caller.
 */
export async function cancelSessionsOfRefundedOrder(
  tx: Transaction,
  purchase: Purchase,
  actor: OrderActor,
  now: Date,
  /** An upgrade's refund keeps the sessions of the product the order is again (decision 358). */
  options: { keep?: readonly string[] } = {},
): Promise<Booking[]> {
  const keep = options.keep ?? [];
  const cancelled = await tx
    .update(bookings)
    .set({ status: 'cancelled', sequence: sql`${bookings.sequence} + 1`, updatedAt: sql`now()` })
    .where(
      and(
        eq(bookings.purchaseId, purchase.id),
        eq(bookings.status, 'booked'),
        gt(bookings.startsAt, now),
        keep.length > 0 ? notInArray(bookings.sessionKey, [...keep]) : undefined,
      ),
    )
    .returning();
  for (const booking of cancelled) {
    const session = orderSessionOf(purchase, booking.sessionKey);
    const reader = await findReader(tx, booking.readerId);
    // A session the catalogue no longer sells, or a deleted reader: cancelled, nobody to mail.
    if (!session || !reader) continue;
    await afterChange(tx, { purchase, session, reader }, booking, 'cancelled', actor, { now });
  }
  return cancelled;
}
