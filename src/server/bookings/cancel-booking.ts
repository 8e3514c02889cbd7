import { and, eq, sql } from 'drizzle-orm';
import { bookings, type Booking } from '../db/schema';
import { AppError } from '../errors';
import {
  bookingOfOrder,
  changeKeyOf,
  isAdminActor,
  lockPaidOrder,
  requireChangeable,
  requirePaid,
  timingOf,
  type ChangeBookingInput,
} from './change-checks';
import { onceByKey, recordChangeKey } from './change-keys';
import { refuseOverChangeLimits } from './change-limits';
import { afterChange } from './change-mails';
import { orderSessionOf } from './order-sessions';
import { findReader } from './readers';
import type { BookingDeps } from './slots';

/** Cancels a booked session: its time is free again, both sides get the CANCEL. */
export async function cancelBooking(
  deps: BookingDeps,
  input: ChangeBookingInput,
): Promise<Booking> {
  return onceByKey(deps.db, changeKeyOf(input, 'cancelled'), () => cancelOnce(deps, input));
}

async function cancelOnce(deps: BookingDeps, input: ChangeBookingInput): Promise<Booking> {
  requirePaid(input.purchase);
  const booking = await bookingOfOrder(deps.db, input.purchase.id, input.bookingId);
  requireChangeable(booking, deps, isAdminActor(input.actor));
  const reader = await findReader(deps.db, booking.readerId);
  const session = orderSessionOf(input.purchase, booking.sessionKey);
  if (!reader || !session)
    throw new AppError('conflict', 'This session can no longer be cancelled here.');
  return deps.db.transaction(async (tx) => {
    await lockPaidOrder(tx, input.purchase.id);
    await refuseOverChangeLimits(tx, {
      purchaseId: input.purchase.id,
      bookingId: booking.id,
      actor: input.actor,
      now: deps.now(),
    });
    const [cancelled] = await tx
      .update(bookings)
      .set({ status: 'cancelled', sequence: sql`${bookings.sequence} + 1`, updatedAt: sql`now()` })
      .where(and(eq(bookings.id, booking.id), eq(bookings.status, 'booked')))
      .returning();
    if (!cancelled)
      throw new AppError('conflict', 'This session changed meanwhile. Please reload the page.');
    await recordChangeKey(tx, changeKeyOf(input, 'cancelled'), cancelled.id);
    await afterChange(
      tx,
      { purchase: input.purchase, session, reader },
      cancelled,
      'cancelled',
      input.actor,
      timingOf(deps),
    );
    return cancelled;
  });
}
