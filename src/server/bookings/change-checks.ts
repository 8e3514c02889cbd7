import { and, eq, sql } from 'drizzle-orm';
import { bookingPaymentMessages } from '../../common/bookings';
import type { Queryable, Transaction } from '../db/client';
import { bookings, type Booking, type Purchase } from '../db/schema';
import { AppError } from '../errors';
import { lockOrder } from '../orders/orders';
import type { OrderActor } from '../orders/timeline';
import { recordChangeKey, type BookingChange, type ChangeKey } from './change-keys';
import { refuseOverChangeLimits } from './change-limits';
import { afterChange } from './change-mails';
import { orderSessionOf, type ChangeTiming, type OrderSessionContext } from './order-sessions';
import { findReader } from './readers';
import type { BookingDeps } from './slots';

/*
 * What every change of an order's sessions checks and looks up before it writes, and the one
 * transaction it writes in.
 */

const HOUR_MS = 60 * 60 * 1000;

export interface ChangeBookingInput {
  purchase: Purchase;
  bookingId: string;
  actor: OrderActor;
  /** The client's key of this attempt: a repeat answers the same success (decision 303). */
  idempotencyKey?: string;
}

export const isAdminActor = (actor: OrderActor) => actor.startsWith('admin:');

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
  const purchase = await lockOrder(tx, purchaseId);
  if (!purchase) throw new AppError('not_found', 'This order has no such session.');
  requirePaid(purchase);
  return purchase;
}

export async function bookingOfOrder(
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

/** A customer moves or cancels a booked session until the notice; an admin at any time. */
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

/**
 * The booked session a move or a cancel changes, checked as changeable by this actor, with its
 * reader and the order's session of its kind (null or undefined when either is gone).
 */
export async function changeableBookingOf(deps: BookingDeps, input: ChangeBookingInput) {
  requirePaid(input.purchase);
  const booking = await bookingOfOrder(deps.db, input.purchase.id, input.bookingId);
  const isAdmin = isAdminActor(input.actor);
  requireChangeable(booking, deps, isAdmin);
  const reader = await findReader(deps.db, booking.readerId);
  const session = orderSessionOf(input.purchase, booking.sessionKey);
  return { booking, isAdmin, reader, session };
}

const timingOf = (deps: BookingDeps): ChangeTiming => ({
  now: deps.now(),
  ...(deps.rules.mailSettleSeconds === undefined
    ? {}
    : { mailSettleSeconds: deps.rules.mailSettleSeconds }),
});

export const changeKeyOf = (
  input: { purchase: Purchase; idempotencyKey?: string },
  change: BookingChange,
): ChangeKey => ({ purchaseId: input.purchase.id, key: input.idempotencyKey, change });

/**
 * Holds the reader's calendar until the transaction ends, so that changes to one reader's
 * sessions write one after another. Without it, two bookings of one time could each write their
 * row before either looked for an overlap; each then waited for the other at the no-overlap
 * check, and PostgreSQL ended the wait as a deadlock: an error for the customer instead of "That
 * time was just taken". Taken after the order's own lock, always in that order.
 */
export async function lockReaderCalendar(tx: Transaction, readerId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`reader-calendar:${readerId}`}))`);
}

/**
 * Writes one change of an order's sessions in one transaction: the order locked and paid, the
 * reader's calendar held, the change counted against the customer's limits (per session too, for
 * a move or a cancel), the booking written by `write`, the client's key kept, the timeline event
 * and mails queued.
 */
export async function writeChange(
  deps: BookingDeps,
  change: {
    input: { purchase: Purchase; actor: OrderActor; idempotencyKey?: string };
    context: OrderSessionContext;
    kind: BookingChange;
    /** The booking a move or a cancel changes. */
    bookingId?: string;
    /** Where a move takes the session from. */
    from?: Date;
  },
  write: (tx: Transaction) => Promise<Booking>,
): Promise<Booking> {
  const { input, context, kind } = change;
  return deps.db.transaction(async (tx) => {
    await lockPaidOrder(tx, input.purchase.id);
    await lockReaderCalendar(tx, context.reader.id);
    await refuseOverChangeLimits(tx, {
      purchaseId: input.purchase.id,
      bookingId: change.bookingId,
      actor: input.actor,
      now: deps.now(),
    });
    const booking = await write(tx);
    await recordChangeKey(tx, changeKeyOf(input, kind), booking.id);
    await afterChange(tx, context, booking, kind, input.actor, timingOf(deps), change.from);
    return booking;
  });
}
