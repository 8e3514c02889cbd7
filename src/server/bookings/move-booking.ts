import { and, eq, sql } from 'drizzle-orm';
import { busyRangeOf } from '../../common/booking-slots';
import { isExclusionViolation } from '../db/postgres-errors';
import { bookings, type Booking } from '../db/schema';
import { AppError } from '../errors';
import {
  changeableBookingOf,
  changeKeyOf,
  writeChange,
  type ChangeBookingInput,
} from './change-checks';
import { onceByKey } from './change-keys';
import { requireFreeStart, slotTakenError, type BookingDeps } from './slots';

/** Moves a booked session (same booking, same invitation UID, next SEQUENCE). */
export async function moveBooking(
  deps: BookingDeps,
  input: ChangeBookingInput & { startsAt: string },
): Promise<Booking> {
  return onceByKey(deps.db, changeKeyOf(input, 'moved'), () => moveOnce(deps, input));
}

async function moveOnce(
  deps: BookingDeps,
  input: ChangeBookingInput & { startsAt: string },
): Promise<Booking> {
  const { booking, isAdmin, reader, session } = await changeableBookingOf(deps, input);
  if (!reader?.hours || !session)
    throw new AppError('conflict', 'This session can no longer be moved here.');
  const context = { purchase: input.purchase, session, reader };
  const start = new Date(input.startsAt);
  await requireFreeStart(deps, context, start, { exceptBookingId: booking.id, isAdmin });
  const busy = busyRangeOf(start, session.minutes, reader.hours.bufferMinutes);
  try {
    return await writeChange(
      deps,
      { input, context, kind: 'moved', bookingId: booking.id, from: booking.startsAt },
      async (tx) => {
        const [moved] = await tx
          .update(bookings)
          .set({
            startsAt: start,
            endsAt: new Date(start.getTime() + session.minutes * 60_000),
            busy,
            sequence: sql`${bookings.sequence} + 1`,
            updatedAt: sql`now()`,
          })
          .where(
            and(
              eq(bookings.id, booking.id),
              eq(bookings.sequence, booking.sequence),
              eq(bookings.status, 'booked'),
            ),
          )
          .returning();
        if (!moved)
          throw new AppError('conflict', 'This session changed meanwhile. Please reload the page.');
        return moved;
      },
    );
  } catch (error) {
    if (isExclusionViolation(error)) throw await slotTakenError(deps, reader, session, booking.id);
    throw error;
  }
}
