import { and, eq, sql } from 'drizzle-orm';
import { bookings, type Booking } from '../db/schema';
import { AppError } from '../errors';
import {
  changeableBookingOf,
  changeKeyOf,
  writeChange,
  type ChangeBookingInput,
} from './change-checks';
import { onceByKey } from './change-keys';
import type { BookingDeps } from './slots';

/** Cancels a booked session: its time is free again, both sides get the CANCEL. */
export async function cancelBooking(
  deps: BookingDeps,
  input: ChangeBookingInput,
): Promise<Booking> {
  return onceByKey(deps.db, changeKeyOf(input, 'cancelled'), () => cancelOnce(deps, input));
}

async function cancelOnce(deps: BookingDeps, input: ChangeBookingInput): Promise<Booking> {
  const { booking, reader, session } = await changeableBookingOf(deps, input);
  if (!reader || !session)
    throw new AppError('conflict', 'This session can no longer be cancelled here.');
  const context = { purchase: input.purchase, session, reader };
  return writeChange(
    deps,
    { input, context, kind: 'cancelled', bookingId: booking.id },
    async (tx) => {
      const [cancelled] = await tx
        .update(bookings)
        .set({
          status: 'cancelled',
          sequence: sql`${bookings.sequence} + 1`,
          updatedAt: sql`now()`,
        })
        .where(and(eq(bookings.id, booking.id), eq(bookings.status, 'booked')))
        .returning();
      if (!cancelled)
        throw new AppError('conflict', 'This session changed meanwhile. Please reload the page.');
      return cancelled;
    },
  );
}
