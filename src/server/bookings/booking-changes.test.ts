import { and, eq, like, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bookings, leasedJobs, orderEvents } from '../db/schema';
import { AppError } from '../errors';
import {
  openSecondPool,
  testDatabaseKinds,
  withTestDatabase,
} from '../../../tests/support/database';
import {
  bookTestCoaching,
  insertBookableOrder,
  insertReaderWithBookableOrder,
  insertTestReader,
  markInvitationsSent,
  testBookingDeps,
  testBookingRules,
} from '../../../tests/support/booking-factories';
import { sessionsBecameBookable } from '../orders/bookable-sessions';
import { bookSession } from './book-session';
import { cancelBooking } from './cancel-booking';
import { moveBooking } from './move-booking';
import { isSessionReminderWanted } from './reminders';
import { slotsFor, SlotTakenError, type BookingDeps } from './slots';
import { findReader } from './readers';
import { bookingMessages } from '../../common/bookings';
import { wallTimeAt } from '../../common/zoned-time';
import { busyRangeOf } from '../../common/booking-slots';
import { lockReaderCalendar } from './change-checks';

// A Wednesday; the reader works 09:00-17:00 Los Angeles time every day.
const now = new Date('2027-06-02T12:00:00Z');
const friday10 = '2027-06-04T17:00:00.000Z'; // 10:00 PDT

async function errorOf(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => {
      throw new Error('expected a refusal');
    },
    (error: unknown) => error,
  );
}

describe.each(testDatabaseKinds())('booking sessions on %s', (kind) => {
  const handle = withTestDatabase(kind);
  const deps = testBookingDeps(handle, testBookingRules, now);

  it('books a free slot with invitations to both sides and two reminders', async () => {
    const { reader, purchase } = await insertReaderWithBookableOrder(handle.db);
    const booking = await bookTestCoaching(deps, purchase, friday10, {
      timeZone: 'Pacific/Auckland',
    });
    expect(booking).toMatchObject({
      sessionNumber: 1,
      sequence: 0,
      status: 'booked',
      readerId: reader.id,
    });
    const mails = await handle.db
      .select()
      .from(leasedJobs)
      .where(like(leasedJobs.dedupeKey, `session-%:${booking.id}:%`));
    expect(mails.map((mail) => mail.dedupeKey).sort()).toEqual(
      [
        `session-invitation:${booking.id}:0:customer`,
        `session-invitation:${booking.id}:0:reader`,
        `session-reminder:${booking.id}:0:1h`,
        `session-reminder:${booking.id}:0:24h`,
      ].sort(),
    );
    const reminder = mails.find((mail) => mail.dedupeKey?.endsWith(':1h'));
    expect(reminder?.nextAttemptAt.toISOString()).toBe('2027-06-04T16:00:00.000Z');
    // One of three coaching sessions is named as such, in the subject and the sentence, not
    // as 'Booked: Three 60-minute coaching sessions on ...'.
    for (const mail of mails) {
      expect((mail.payload as { sessionName?: string }).sessionName).toBe(
        'Three 60-minute coaching sessions: session 1 of 3',
      );
    }
    const events = await handle.db
      .select()
      .from(orderEvents)
      .where(eq(orderEvents.purchaseId, purchase.id));
    expect(events.map((event) => event.kind)).toContain('session-booked');
  });

  it('refuses the past, the outside of hours, unknown zones, closed and unpaid sessions, writing nothing', async () => {
    const { reader, purchase } = await insertReaderWithBookableOrder(handle.db);
    const attempt = (startsAt: string, extra: Partial<Parameters<typeof bookSession>[1]> = {}) =>
      errorOf(
        bookSession(deps, {
          purchase,
          sessionKey: 'coaching-60',
          startsAt,
          timeZone: 'Europe/Paris',
          actor: 'customer',
          ...extra,
        }),
      );
    const messages = async (startsAt: string, extra = {}) => {
      const error = await attempt(startsAt, extra);
      expect(error).toBeInstanceOf(AppError);
      return (error as AppError).message;
    };
    expect(await messages('2027-06-01T17:00:00.000Z')).toMatch(/passed/);
    expect(await messages('2027-06-02T17:00:00.000Z')).toMatch(/at least 24 hours/);
    expect(await messages('2027-06-05T05:00:00.000Z')).toMatch(/outside the reader/);
    expect(await messages('2027-06-04T17:10:00.000Z')).toMatch(/outside the reader/);
    expect(await messages('2027-09-04T17:00:00.000Z')).toMatch(/30 days ahead/);
    expect(await messages('not a time')).toMatch(/Choose a time/);
    expect(await messages(friday10, { timeZone: 'Mars/Olympus' })).toMatch(/time zone/);
    // The consultations open once the written reading is delivered.
    expect(await messages(friday10, { sessionKey: 'consultation-90' })).toMatch(
      /written reading is delivered/,
    );
    expect(await messages(friday10, { sessionKey: 'no-such-session' })).toMatch(/no such session/);
    const unpaid = await insertBookableOrder(handle.db, reader.id, { paymentStatus: 'pending' });
    expect(await messages(friday10, { purchase: unpaid })).toMatch(/once the order is paid/);
    const written = await handle.db.select().from(bookings).where(eq(bookings.readerId, reader.id));
    expect(written).toEqual([]);
  });

  it('offers no time on the shop’s holidays and refuses booking or moving onto one', async () => {
    const { reader, purchase } = await insertReaderWithBookableOrder(handle.db);
    // Friday 4 June is a holiday; the reader works in Los Angeles, where it is that Friday.
    const closed: BookingDeps = {
      ...deps,
      rules: { ...testBookingRules, shopHolidays: ['2027-06-04'] },
    };
    const found = await findReader(handle.db, reader.id);
    const { free } = await slotsFor(closed, found!, { minutes: 60 });
    const dates = new Set(free.map((slot) => wallTimeAt(slot.start, 'America/Los_Angeles').date));
    expect(dates.has('2027-06-04')).toBe(false);
    expect(dates.has('2027-06-05')).toBe(true);
    const refused = await errorOf(
      bookTestCoaching(closed, purchase, friday10, { timeZone: 'Europe/Paris' }),
    );
    expect((refused as AppError).message).toBe(bookingMessages.shopHoliday);
    const booking = await bookTestCoaching(closed, purchase, '2027-06-05T17:00:00.000Z', {
      timeZone: 'Europe/Paris',
    });
    const move = await errorOf(
      moveBooking(closed, {
        purchase,
        bookingId: booking.id,
        startsAt: friday10,
        actor: 'customer',
      }),
    );
    expect((move as AppError).message).toBe(bookingMessages.shopHoliday);
  });

  it('opens the consultations when the written reading is delivered, once', async () => {
    const { purchase } = await insertReaderWithBookableOrder(handle.db);
    expect((await sessionsBecameBookable(handle.db, purchase.id)).sort()).toEqual([
      'consultation-60',
      'consultation-90',
    ]);
    expect(await sessionsBecameBookable(handle.db, purchase.id)).toEqual([]);
    const booking = await bookSession(deps, {
      purchase,
      sessionKey: 'consultation-90',
      startsAt: friday10,
      timeZone: 'Europe/Paris',
      actor: 'customer',
    });
    expect(booking.endsAt.toISOString()).toBe('2027-06-04T18:30:00.000Z');
  });

  it('answers an overlapping booking with 409 and the next free times; the buffer counts', async () => {
    const reader = await insertTestReader(handle.db);
    const first = await insertBookableOrder(handle.db, reader.id);
    const second = await insertBookableOrder(handle.db, reader.id);
    await bookTestCoaching(deps, first, friday10);
    for (const startsAt of [
      friday10,
      '2027-06-04T17:30:00.000Z',
      '2027-06-04T16:30:00.000Z',
      '2027-06-04T18:00:00.000Z',
    ]) {
      const error = await errorOf(bookTestCoaching(deps, second, startsAt));
      expect(error).toBeInstanceOf(SlotTakenError);
      const next = (error as SlotTakenError).nextSlots;
      expect(next.length).toBeGreaterThan(0);
      expect(next).not.toContain(friday10);
    }
    // 10:00-11:00 and 15 minutes after: 11:30 is the first start after it that day.
    await expect(bookTestCoaching(deps, second, '2027-06-04T18:30:00.000Z')).resolves.toMatchObject(
      { status: 'booked' },
    );
  });

  it('moves a session under the same UID with the next sequence; old reminders are no longer wanted', async () => {
    const { reader, purchase } = await insertReaderWithBookableOrder(handle.db);
    const booked = await bookTestCoaching(deps, purchase, friday10);
    await markInvitationsSent(handle.db, booked.id);
    const moved = await moveBooking(deps, {
      purchase,
      bookingId: booked.id,
      startsAt: '2027-06-05T17:00:00.000Z',
      actor: 'customer',
    });
    expect(moved).toMatchObject({ id: booked.id, sequence: 1 });
    await markInvitationsSent(handle.db, booked.id);
    expect(await isSessionReminderWanted(handle.db, { bookingId: booked.id, sequence: 0 })).toBe(
      false,
    );
    expect(await isSessionReminderWanted(handle.db, { bookingId: booked.id, sequence: 1 })).toBe(
      true,
    );
    const other = await insertBookableOrder(handle.db, reader.id);
    // The old time is free again.
    await bookTestCoaching(deps, other, friday10);
    const cancelled = await cancelBooking(deps, {
      purchase,
      bookingId: booked.id,
      actor: 'customer',
    });
    expect(cancelled).toMatchObject({ status: 'cancelled', sequence: 2 });
    const [cancelMail] = await handle.db
      .select()
      .from(leasedJobs)
      .where(eq(leasedJobs.dedupeKey, `session-invitation:${booked.id}:2:customer`));
    expect((cancelMail?.payload as { change?: string }).change).toBe('cancelled');
    expect(await isSessionReminderWanted(handle.db, { bookingId: booked.id, sequence: 2 })).toBe(
      false,
    );
  });

  it('keeps a customer from moving or cancelling inside the notice, but not an admin', async () => {
    const { purchase } = await insertReaderWithBookableOrder(handle.db);
    const booked = await bookTestCoaching(deps, purchase, friday10);
    const later = { ...deps, now: () => new Date('2027-06-04T00:00:00Z') };
    const error = await errorOf(
      cancelBooking(later, { purchase, bookingId: booked.id, actor: 'customer' }),
    );
    expect((error as AppError).message).toMatch(/until 24 hours before/);
    await expect(
      cancelBooking(later, { purchase, bookingId: booked.id, actor: 'admin:ops@astral.test' }),
    ).resolves.toMatchObject({ status: 'cancelled' });
  });

  it('never touches a session of another order', async () => {
    const reader = await insertTestReader(handle.db);
    const owner = await insertBookableOrder(handle.db, reader.id);
    const stranger = await insertBookableOrder(handle.db, reader.id);
    const booked = await bookTestCoaching(deps, owner, friday10);
    const error = await errorOf(
      cancelBooking(deps, { purchase: stranger, bookingId: booked.id, actor: 'customer' }),
    );
    expect((error as AppError).code).toBe('not_found');
    const [still] = await handle.db
      .select()
      .from(bookings)
      .where(and(eq(bookings.id, booked.id)));
    expect(still?.status).toBe('booked');
  });

  it('gives one of 50 simultaneous attempts at one slot the session and 49 the next free times', async () => {
    const second = kind === 'postgres' ? await openSecondPool(handle) : null;
    const reader = await insertTestReader(handle.db);
    const orders = await Promise.all(
      Array.from({ length: 50 }, () => insertBookableOrder(handle.db, reader.id)),
    );
    // On a loaded machine these once never settled in 30 s: a cascade of deadlocks at the
    // no-overlap check, one a second, until each booking change held the reader's calendar
    // (decision 387).
    const results = await Promise.allSettled(
      orders.map((purchase, index) =>
        bookTestCoaching(
          { ...deps, db: second && index % 2 === 1 ? second.db : handle.db },
          purchase,
          friday10,
        ),
      ),
    );
    await second?.close();
    const booked = results.filter((result) => result.status === 'fulfilled');
    const refused = results.flatMap((result) =>
      result.status === 'rejected' ? [result.reason as unknown] : [],
    );
    expect(booked).toHaveLength(1);
    expect(refused).toHaveLength(49);
    for (const reason of refused) {
      expect(reason).toBeInstanceOf(SlotTakenError);
      expect((reason as SlotTakenError).nextSlots.length).toBeGreaterThan(0);
      expect((reason as SlotTakenError).nextSlots).not.toContain(friday10);
    }
    const rows = await handle.db.select().from(bookings).where(eq(bookings.readerId, reader.id));
    expect(rows).toHaveLength(1);
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('two bookings of one reader at once', () => {
  const handle = withTestDatabase('postgres');
  const deps = testBookingDeps(handle, testBookingRules, now);

  // Two attempts at one time each wrote their row, then each waited for the other at the
  // no-overlap check: PostgreSQL broke that as a deadlock (40P01), an error for the customer
  // instead of the refusal with other times. Here a rival change in another instance is held
  // open at each step, so that the waits cross every time: the rival holds the reader's calendar
  // as every change does, writes a session overlapping the customer's time from before, lets the
  // customer's attempt start, then writes one overlapping it from after.
  it('answers the later one that the time was just taken, never with a deadlock', async () => {
    const rival = await openSecondPool(handle);
    let attempt: Promise<unknown> | undefined;
    try {
      const reader = await insertTestReader(handle.db);
      const [customer, before, after] = await Promise.all(
        Array.from({ length: 3 }, () => insertBookableOrder(handle.db, reader.id)),
      );
      const hour = 60 * 60_000;
      await rival.db.transaction(async (tx) => {
        await lockReaderCalendar(tx, reader.id);
        await tx.insert(bookings).values(bookingRow(before!, reader, Date.parse(friday10) - hour));
        attempt = errorOf(bookTestCoaching(deps, customer!, friday10));
        await untilOneSessionWaits(handle);
        await tx.insert(bookings).values(bookingRow(after!, reader, Date.parse(friday10) + hour));
      });
      const refusal = await attempt;
      expect(refusal).toBeInstanceOf(SlotTakenError);
      expect((refusal as SlotTakenError).nextSlots).not.toContain(friday10);
    } finally {
      await attempt?.catch(() => undefined);
      await rival.close();
    }
  });
});

/** A booked coaching session of `purchase` at `startsAt`, written as a booking would. */
function bookingRow(purchase: { id: string }, reader: { id: string }, startsAt: number) {
  const start = new Date(startsAt);
  return {
    purchaseId: purchase.id,
    readerId: reader.id,
    sessionKey: 'coaching-60',
    sessionNumber: 1,
    startsAt: start,
    endsAt: new Date(start.getTime() + 60 * 60_000),
    busy: busyRangeOf(start, 60, 15), // the test reader's buffer
    customerTimeZone: 'UTC',
  };
}

/** Resolves once a session of the test's database waits for a lock another holds. */
async function untilOneSessionWaits(handle: ReturnType<typeof withTestDatabase>): Promise<void> {
  for (;;) {
    const result = await handle.db.execute(sql`
      select count(*)::int as waiting from pg_stat_activity
      where datname = current_database() and wait_event_type = 'Lock'`);
    const [row] = (result as unknown as { rows: { waiting: number }[] }).rows;
    if (row!.waiting > 0) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
