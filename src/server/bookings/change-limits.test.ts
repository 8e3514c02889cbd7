import { and, eq, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bookingMessages, SESSION_CHANGE_LIMITS } from '../../common/bookings';
import { bookings, leasedJobs } from '../db/schema';
import { AppError } from '../errors';
import { testDatabaseKinds, withTestDatabase } from '../../../tests/support/database';
import {
  bookTestCoaching,
  insertReaderWithBookableOrder,
  markInvitationsSent,
  testBookingDeps,
  testBookingRules,
} from '../../../tests/support/booking-factories';
import { cancelBooking } from './cancel-booking';
import { moveBooking } from './move-booking';

const rules = { ...testBookingRules, mailSettleSeconds: 120 };
const now = new Date('2027-06-02T12:00:00Z');
const day = (date: number) => `2027-06-${String(date).padStart(2, '0')}T17:00:00.000Z`;

async function refusalOf(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

/** Limits on booking changes and the mails of a burst (decision 303). */
describe.each(testDatabaseKinds())('bursts of booking changes on %s', (kind) => {
  const handle = withTestDatabase(kind);
  const deps = testBookingDeps(handle, rules, now);

  const invitations = (purchaseId: string) =>
    handle.db
      .select()
      .from(leasedJobs)
      .where(
        and(
          eq(leasedJobs.purchaseId, purchaseId),
          like(leasedJobs.dedupeKey, 'session-invitation:%'),
        ),
      );

  it('refuses a customer’s changes past the order’s hourly limit, writing nothing; an admin goes on', async () => {
    const { purchase } = await insertReaderWithBookableOrder(handle.db);
    const book = (actor: 'customer' | `admin:${string}`) =>
      bookTestCoaching(deps, purchase, day(4), { actor });
    for (let change = 0; change < SESSION_CHANGE_LIMITS.perOrderHour; change += 2) {
      const booked = await book('customer');
      await cancelBooking(deps, { purchase, bookingId: booked.id, actor: 'customer' });
    }
    const refused = await refusalOf(book('customer'));
    expect(refused.message).toBe(bookingMessages.tooManyChanges);
    expect(refused.retryAfterSeconds).toBeGreaterThan(0);
    const live = await handle.db
      .select()
      .from(bookings)
      .where(and(eq(bookings.purchaseId, purchase.id), eq(bookings.status, 'booked')));
    expect(live).toEqual([]);
    await expect(book('admin:ops@astral.test')).resolves.toMatchObject({ status: 'booked' });
  });

  it('refuses a fourth change of one session in a day', async () => {
    const { purchase } = await insertReaderWithBookableOrder(handle.db);
    const booking = await bookTestCoaching(deps, purchase, day(4));
    for (const date of [5, 6, 7].slice(0, SESSION_CHANGE_LIMITS.perSessionDay)) {
      await moveBooking(deps, {
        purchase,
        bookingId: booking.id,
        startsAt: day(date),
        actor: 'customer',
      });
    }
    const refused = await refusalOf(
      moveBooking(deps, { purchase, bookingId: booking.id, startsAt: day(8), actor: 'customer' }),
    );
    expect(refused.message).toBe(bookingMessages.tooManySessionChanges);
  });

  it('sends nothing for a session booked and cancelled before its invitations went', async () => {
    const { purchase } = await insertReaderWithBookableOrder(handle.db);
    const booking = await bookTestCoaching(deps, purchase, day(9));
    const queued = await invitations(purchase.id);
    expect(queued.map((job) => job.nextAttemptAt.toISOString())).toEqual([
      '2027-06-02T12:02:00.000Z',
      '2027-06-02T12:02:00.000Z',
    ]);
    await cancelBooking(deps, { purchase, bookingId: booking.id, actor: 'customer' });
    const after = await invitations(purchase.id);
    expect(after.map((job) => job.status)).toEqual(['cancelled', 'cancelled']);
  });

  it('sends each side the last state of a burst: a booking moved twice is one new booking', async () => {
    const { purchase } = await insertReaderWithBookableOrder(handle.db);
    const booking = await bookTestCoaching(deps, purchase, day(10));
    for (const date of [11, 12]) {
      await moveBooking(deps, {
        purchase,
        bookingId: booking.id,
        startsAt: day(date),
        actor: 'customer',
      });
    }
    const waiting = (await invitations(purchase.id)).filter((job) => job.status === 'queued');
    expect(
      waiting.map((job) => [job.dedupeKey, (job.payload as { change: string }).change]).sort(),
    ).toEqual([
      [`session-invitation:${booking.id}:2:customer`, 'booked'],
      [`session-invitation:${booking.id}:2:reader`, 'booked'],
    ]);

    // Once it went, a later move is a move, and a cancel a cancel.
    await markInvitationsSent(handle.db, booking.id);
    await cancelBooking(deps, { purchase, bookingId: booking.id, actor: 'customer' });
    const cancels = (await invitations(purchase.id)).filter((job) => job.status === 'queued');
    expect(cancels.map((job) => (job.payload as { change: string }).change)).toEqual([
      'cancelled',
      'cancelled',
    ]);
  });
});
