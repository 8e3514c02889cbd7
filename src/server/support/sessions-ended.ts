import type { Queryable } from '../db/client';

/**
 * When the last session an order sells ended, once every one of them is held; null while any is
 * still to be booked or held, and for orders that sell none (decision 282).
 *
 * Merge wiring: the bookings (issue 25, "Booking") own the sessions; once they are merged this
 * reads their table: null unless every session of the purchase is held or marked missed, else
 * the latest session's end. Until then no order has a held session, so every order's sessions
 * still run and product 8's priority window has no end.
 */
export async function sessionsEndedAt(_db: Queryable, _purchaseId: string): Promise<Date | null> {
  return null;
}
