import { and, eq, sql } from 'drizzle-orm';
import { bookings, type Booking } from '../db/schema';
import { AppError } from '../errors';
import { recordOrderEvent } from '../orders/timeline';
import { bookingOfOrder, type ChangeBookingInput } from './change-checks';
import { eventData } from './order-sessions';
import type { BookingDeps } from './slots';

/** An admin records how a session went; only once it has started. */
export async function markBooking(
  deps: BookingDeps,
  input: ChangeBookingInput & { outcome: 'held' | 'missed' },
): Promise<Booking> {
  const booking = await bookingOfOrder(deps.db, input.purchase.id, input.bookingId);
  if (booking.status !== 'booked')
    throw new AppError('conflict', `This session is ${booking.status} already.`);
  if (booking.startsAt.getTime() > deps.now().getTime()) {
    throw new AppError('conflict', 'A session can be marked held or missed once it has started.');
  }
  return deps.db.transaction(async (tx) => {
    const [marked] = await tx
      .update(bookings)
      .set({ status: input.outcome, updatedAt: sql`now()` })
      .where(and(eq(bookings.id, booking.id), eq(bookings.status, 'booked')))
      .returning();
    if (!marked)
      throw new AppError('conflict', 'This session changed meanwhile. Please reload the page.');
    await recordOrderEvent(tx, {
      purchaseId: booking.purchaseId,
      kind: input.outcome === 'held' ? 'session-held' : 'session-missed',
      actor: input.actor,
      data: eventData(marked),
    });
    return marked;
  });
}
