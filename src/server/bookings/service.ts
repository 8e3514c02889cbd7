import { and, eq, ne, sql } from 'drizzle-orm';
import { busyRangeOf } from '../../common/booking-slots';
import { findProduct, liveSessionsOf } from '../../common/catalogue';
import { isTimeZone } from '../../common/zoned-time';
import { bookingPaymentMessages } from '../../common/bookings';
import type { Queryable, Transaction } from '../db/client';
import { isExclusionViolation, isUniqueViolation } from '../db/postgres-errors';
import { bookings, purchases, type Booking, type Purchase } from '../db/schema';
import { AppError } from '../errors';
import { lockPurchase } from '../orders/purchases';
import { recordOrderEvent, type OrderActor } from '../orders/timeline';
import { bookableKinds } from './bookable';
import { refuseOverChangeLimits } from './change-limits';
import {
  afterChange,
  eventData,
  type ChangeTiming,
  type OrderSessionContext,
} from './change-mails';
import { onceByKey, recordChangeKey, type BookingChange, type ChangeKey } from './change-keys';
import { findReader, readerForOrder } from './readers';
import { isAmong, requireOpenStart, requireShopOpen, slotsFor, type BookingDeps } from './slots';

const HOUR_MS = 60 * 60 * 1000;
/** How many other free times a refused booking offers instead. */
const NEXT_SLOTS = 5;

/** Someone else took the time between the page showing it and the click: 409 with others. */
export class SlotTakenError extends Error {
  constructor(readonly nextSlots: string[]) {
    super('That time was just taken. Please choose another.');
    this.name = 'SlotTakenError';
  }
}

/** Only a paid order's sessions are booked or changed; a refunded one's are cancelled. */
export function requirePaid(purchase: Pick<Purchase, 'paymentStatus'>): void {
  if (purchase.paymentStatus === 'refunded')
    throw new AppError('conflict', bookingPaymentMessages.refunded);
  if (purchase.paymentStatus !== 'completed')
    throw new AppError('conflict', bookingPaymentMessages.unpaid);
}

/**
 * The order's row locked for the rest of a change, and paid: a refund locks it too, so a change
 * either commits before the refund (which then cancels it) or sees the refund and writes nothing.
 */
async function lockPaidOrder(tx: Transaction, purchaseId: string): Promise<Purchase> {
  const purchase = await lockPurchase(tx, purchaseId);
  if (!purchase) throw new AppError('not_found', 'This order has no such session.');
  requirePaid(purchase);
  return purchase;
}

async function sessionContext(
  deps: BookingDeps,
  purchase: Purchase,
  sessionKey: string,
): Promise<OrderSessionContext> {
  const product = findProduct(purchase.productId);
  const session = product
    ? liveSessionsOf(product).find((item) => item.key === sessionKey)
    : undefined;
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

async function takenError(
  deps: BookingDeps,
  context: OrderSessionContext,
  exceptBookingId?: string,
) {
  const slots = await slotsFor(
    deps,
    context.reader,
    context.session,
    exceptBookingId ? { exceptBookingId } : {},
  );
  return new SlotTakenError(
    slots.free.slice(0, NEXT_SLOTS).map((slot) => slot.start.toISOString()),
  );
}

export interface BookSessionInput {
  purchase: Purchase;
  sessionKey: string;
  startsAt: string;
  timeZone: string;
  actor: OrderActor;
  /** The client's key of this attempt: a repeat answers the same success (decision 303). */
  idempotencyKey?: string;
}

/** Books the next session of a kind at a free start; the database settles any race. */
export async function bookSession(deps: BookingDeps, input: BookSessionInput): Promise<Booking> {
  return onceByKey(deps.db, changeKeyOf(input, 'booked'), () => bookOnce(deps, input));
}

async function bookOnce(deps: BookingDeps, input: BookSessionInput): Promise<Booking> {
  if (!isTimeZone(input.timeZone)) throw new AppError('bad_request', 'Unknown time zone.');
  const context = await sessionContext(deps, input.purchase, input.sessionKey);
  const isAdmin = input.actor.startsWith('admin:');
  const start = new Date(input.startsAt);
  const slots = await slotsFor(deps, context.reader, context.session, { isAdmin });
  requireShopOpen(start, context.reader.hours!, deps.rules);
  requireOpenStart(start, slots.open, deps.now(), deps.rules, isAdmin);
  if (!isAmong(start, slots.free)) throw await takenError(deps, context);
  try {
    return await deps.db.transaction(async (tx) => {
      await lockPaidOrder(tx, input.purchase.id);
      await refuseOverChangeLimits(tx, {
        purchaseId: input.purchase.id,
        actor: input.actor,
        now: deps.now(),
      });
      const taken = await tx
        .select({ number: bookings.sessionNumber })
        .from(bookings)
        .where(
          and(
            eq(bookings.purchaseId, input.purchase.id),
            eq(bookings.sessionKey, context.session.key),
            ne(bookings.status, 'cancelled'),
          ),
        );
      const numbers = new Set(taken.map((row) => row.number));
      const number = Array.from({ length: context.session.count }, (_, index) => index + 1).find(
        (candidate) => !numbers.has(candidate),
      );
      if (!number) {
        throw new AppError(
          'conflict',
          `All ${context.session.count} of these sessions are booked already.`,
        );
      }
      const busy = busyRangeOf(start, context.session.minutes, context.reader.hours!.bufferMinutes);
      const [booking] = await tx
        .insert(bookings)
        .values({
          purchaseId: input.purchase.id,
          readerId: context.reader.id,
          sessionKey: context.session.key,
          sessionNumber: number,
          startsAt: start,
          endsAt: new Date(start.getTime() + context.session.minutes * 60_000),
          busy: sql`tstzrange(${busy.start.toISOString()}::timestamptz, ${busy.end.toISOString()}::timestamptz, '[)')` as unknown as string,
          customerTimeZone: input.timeZone,
        })
        .returning();
      await recordChangeKey(tx, changeKeyOf(input, 'booked'), booking!.id);
      await afterChange(tx, context, booking!, 'booked', input.actor, timingOf(deps));
      return booking!;
    });
  } catch (error) {
    if (isExclusionViolation(error) || isUniqueViolation(error))
      throw await takenError(deps, context);
    throw error;
  }
}

export interface ChangeBookingInput {
  purchase: Purchase;
  bookingId: string;
  actor: OrderActor;
  /** The client's key of this attempt: a repeat answers the same success (decision 303). */
  idempotencyKey?: string;
}

const timingOf = (deps: BookingDeps): ChangeTiming => ({
  now: deps.now(),
  ...(deps.rules.mailSettleSeconds === undefined
    ? {}
    : { mailSettleSeconds: deps.rules.mailSettleSeconds }),
});

const changeKeyOf = (
  input: { purchase: Purchase; idempotencyKey?: string },
  change: BookingChange,
): ChangeKey => ({ purchaseId: input.purchase.id, key: input.idempotencyKey, change });

async function bookingOfOrder(
  db: Queryable,
  purchaseId: string,
  bookingId: string,
): Promise<Booking> {
  const [booking] = await db
    .select()
    .from(bookings)
    .where(and(eq(bookings.id, bookingId), eq(bookings.purchaseId, purchaseId)));
  if (!booking) throw new AppError('not_found', 'This order has no such session.');
  return booking;
}

function requireChangeable(booking: Booking, deps: BookingDeps, isAdmin: boolean) {
  if (booking.status !== 'booked')
    throw new AppError('conflict', `This session is ${booking.status} already.`);
  if (isAdmin) return;
  const limit = booking.startsAt.getTime() - deps.rules.changeNoticeHours * HOUR_MS;
  if (deps.now().getTime() > limit) {
    throw new AppError(
      'conflict',
      `Sessions can be moved or cancelled here until ${deps.rules.changeNoticeHours} hours before. Please write to us instead.`,
    );
  }
}

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
  const isAdmin = input.actor.startsWith('admin:');
  requireChangeable(booking, deps, isAdmin);
  const reader = await findReader(deps.db, booking.readerId);
  const product = findProduct(input.purchase.productId);
  const session = product
    ? liveSessionsOf(product).find((item) => item.key === booking.sessionKey)
    : undefined;
  if (!reader?.hours || !session)
    throw new AppError('conflict', 'This session can no longer be moved here.');
  const context = { purchase: input.purchase, session, reader };
  const start = new Date(input.startsAt);
  const slots = await slotsFor(deps, reader, session, { exceptBookingId: booking.id, isAdmin });
  requireShopOpen(start, reader.hours, deps.rules);
  requireOpenStart(start, slots.open, deps.now(), deps.rules, isAdmin);
  if (!isAmong(start, slots.free)) throw await takenError(deps, context, booking.id);
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
          busy: sql`tstzrange(${busy.start.toISOString()}::timestamptz, ${busy.end.toISOString()}::timestamptz, '[)')` as unknown as string,
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
    if (isExclusionViolation(error)) throw await takenError(deps, context, booking.id);
    throw error;
  }
}

export async function cancelBooking(
  deps: BookingDeps,
  input: ChangeBookingInput,
): Promise<Booking> {
  return onceByKey(deps.db, changeKeyOf(input, 'cancelled'), () => cancelOnce(deps, input));
}

async function cancelOnce(deps: BookingDeps, input: ChangeBookingInput): Promise<Booking> {
  requirePaid(input.purchase);
  const booking = await bookingOfOrder(deps.db, input.purchase.id, input.bookingId);
  requireChangeable(booking, deps, input.actor.startsWith('admin:'));
  const reader = await findReader(deps.db, booking.readerId);
  const product = findProduct(input.purchase.productId);
  const session = product
    ? liveSessionsOf(product).find((item) => item.key === booking.sessionKey)
    : undefined;
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

/** The worker's check before a reminder goes: the booking still stands as the mail says. */
export async function isSessionReminderWanted(db: Queryable, payload: unknown): Promise<boolean> {
  const { bookingId, sequence } = (payload ?? {}) as { bookingId?: unknown; sequence?: unknown };
  if (typeof bookingId !== 'string' || typeof sequence !== 'number') return false;
  const [booking] = await db
    .select({
      status: bookings.status,
      sequence: bookings.sequence,
      paymentStatus: purchases.paymentStatus,
    })
    .from(bookings)
    .innerJoin(purchases, eq(purchases.id, bookings.purchaseId))
    .where(eq(bookings.id, bookingId));
  return (
    booking?.status === 'booked' &&
    booking.sequence === sequence &&
    booking.paymentStatus === 'completed'
  );
}
