import { and, eq, ne } from 'drizzle-orm';
import { busyRangeOf } from '../../common/booking-slots';
import { isTimeZone } from '../../common/zoned-time';
import { isExclusionViolation, isUniqueViolation } from '../db/postgres-errors';
import { bookings, type Booking, type Purchase } from '../db/schema';
import { AppError } from '../errors';
import type { OrderActor } from '../orders/timeline';
import { bookableKinds } from './bookable';
import { changeKeyOf, isAdminActor, requirePaid, writeChange } from './change-checks';
import { onceByKey } from './change-keys';
import { orderSessionOf, type OrderSessionContext } from './order-sessions';
import { readerForOrder } from './readers';
import { requireFreeStart, slotTakenError, type BookingDeps } from './slots';

export interface BookSessionInput {
  purchase: Purchase;
  sessionKey: string;
  startsAt: string;
  timeZone: string;
  actor: OrderActor;
  /** The client's key of this attempt: a repeat answers the same success (decision 303). */
  idempotencyKey?: string;
}

/** The order's session of this kind, bookable now, with the reader who holds it. */
async function bookableSessionOf(
  deps: BookingDeps,
  purchase: Purchase,
  sessionKey: string,
): Promise<OrderSessionContext> {
  const session = orderSessionOf(purchase, sessionKey);
  if (!session) throw new AppError('not_found', 'This order has no such session.');
  requirePaid(purchase);
  const [bookable] = await bookableKinds(deps.db, purchase.id, [session]);
  if (!bookable) {
    throw new AppError(
      'conflict',
      session.bookableFrom === 'written-delivery'
        ? 'This session can be booked once your written reading is delivered.'
        : 'This session cannot be booked yet.',
    );
  }
  const reader = await readerForOrder(deps.db, purchase, deps.rules.defaultReaderEmail);
  if (!reader?.hours) {
    throw new AppError(
      'conflict',
      'No times are open yet. Please write to us and we will arrange one.',
    );
  }
  return { purchase, session, reader };
}

/** Books the next session of a kind at a free start; the database settles any race. */
export async function bookSession(deps: BookingDeps, input: BookSessionInput): Promise<Booking> {
  return onceByKey(deps.db, changeKeyOf(input, 'booked'), () => bookOnce(deps, input));
}

async function bookOnce(deps: BookingDeps, input: BookSessionInput): Promise<Booking> {
  if (!isTimeZone(input.timeZone)) throw new AppError('bad_request', 'Unknown time zone.');
  const context = await bookableSessionOf(deps, input.purchase, input.sessionKey);
  const { reader, session } = context;
  const isAdmin = isAdminActor(input.actor);
  const start = new Date(input.startsAt);
  await requireFreeStart(deps, context, start, { isAdmin });
  try {
    return await writeChange(deps, { input, context, kind: 'booked' }, async (tx) => {
      const taken = await tx
        .select({ number: bookings.sessionNumber })
        .from(bookings)
        .where(
          and(
            eq(bookings.purchaseId, input.purchase.id),
            eq(bookings.sessionKey, session.key),
            ne(bookings.status, 'cancelled'),
          ),
        );
      const numbers = new Set(taken.map((row) => row.number));
      const number = Array.from({ length: session.count }, (_, index) => index + 1).find(
        (candidate) => !numbers.has(candidate),
      );
      if (!number) {
        throw new AppError(
          'conflict',
          `All ${session.count} of these sessions are booked already.`,
        );
      }
      const [booking] = await tx
        .insert(bookings)
        .values({
          purchaseId: input.purchase.id,
          readerId: reader.id,
          sessionKey: session.key,
          sessionNumber: number,
          startsAt: start,
          endsAt: new Date(start.getTime() + session.minutes * 60_000),
          busy: busyRangeOf(start, session.minutes, reader.hours!.bufferMinutes),
          customerTimeZone: input.timeZone,
        })
        .returning();
      return booking!;
    });
  } catch (error) {
    // Another booking took the time (the reader's range) or the number first.
    if (isExclusionViolation(error) || isUniqueViolation(error))
      throw await slotTakenError(deps, reader, session);
    throw error;
  }
}
