import { and, eq, sql } from 'drizzle-orm';
import { busyRangeOf } from '../../common/booking-slots';
import { isExclusionViolation } from '../db/postgres-errors';
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
import {
  isAmong,
  requireOpenStart,
  requireShopOpen,
  slotsFor,
  slotTakenError,
  type BookingDeps,
} from './slots';

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
  requirePaid(input.purchase);
  const booking = await bookingOfOrder(deps.db, input.purchase.id, input.bookingId);
  const isAdmin = isAdminActor(input.actor);
  requireChangeable(booking, deps, isAdmin);
  const reader = await findReader(deps.db, booking.readerId);
  const session = orderSessionOf(input.purchase, booking.sessionKey);
  if (!reader?.hours || !session)
    throw new AppError('conflict', 'This session can no longer be moved here.');
  const context = { purchase: input.purchase, session, reader };
  const start = new Date(input.startsAt);
  const slots = await slotsFor(deps, reader, session, { exceptBookingId: booking.id, isAdmin });
  requireShopOpen(start, reader.hours, deps.rules);
  requireOpenStart(start, slots.open, deps.now(), deps.rules, isAdmin);
  if (!isAmong(start, slots.free)) throw await slotTakenError(deps, reader, session, booking.id);
  const busy = busyRangeOf(start, session.minutes, reader.hours.bufferMinutes);
  try {
    return await deps.db.transaction(async (tx) => {
      await lockPaidOrder(tx, input.purchase.id);
      await refuseOverChangeLimits(tx, {
        purchaseId: input.purchase.id,
        bookingId: booking.id,
        actor: input.actor,
        now: deps.now(),
      });
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
      await recordChangeKey(tx, changeKeyOf(input, 'moved'), moved.id);
      await afterChange(tx, context, moved, 'moved', input.actor, timingOf(deps), booking.startsAt);
      return moved;
    });
  } catch (error) {
    if (isExclusionViolation(error)) throw await slotTakenError(deps, reader, session, booking.id);
    throw error;
  }
}
