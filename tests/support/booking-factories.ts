import { randomUUID } from 'node:crypto';
import type { WeeklyWindow } from '../../src/common/booking-slots';
import { bookSession } from '../../src/server/bookings/book-session';
import type { BookingRules } from '../../src/server/bookings/rules';
import type { BookingDeps } from '../../src/server/bookings/slots';
import { sessionsBecameBookable } from '../../src/server/orders/bookable-sessions';
import type { OrderActor } from '../../src/server/orders/timeline';
import type { DatabaseHandle, Queryable } from '../../src/server/db/client';
import { and, eq, like } from 'drizzle-orm';
import { admins, leasedJobs, readerSettings, type Purchase } from '../../src/server/db/schema';
import { insertTestOrders } from './admin-data-factories';

export const everyDay = (start: string, end: string): WeeklyWindow[] =>
  [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, start, end }));

/** An admin with weekly hours (every day 09:00-17:00 in Los Angeles unless told). */
export async function insertTestReader(
  db: Queryable,
  overrides: Partial<typeof readerSettings.$inferInsert> = {},
  name = 'Ada Reader',
) {
  const email = `reader.${randomUUID().slice(0, 8)}@astral.test`;
  const [admin] = await db.insert(admins).values({ email, emailKey: email, name }).returning();
  await db.insert(readerSettings).values({
    adminId: admin!.id,
    timeZone: 'America/Los_Angeles',
    weekly: everyDay('09:00', '17:00'),
    daysOff: [],
    bufferMinutes: 15,
    meetingLink: 'https://meet.example.com/ada',
    ...overrides,
  });
  return admin!;
}

/** A paid order of The Quantum Leap whose coaching sessions can be booked, with its reader. */
export async function insertBookableOrder(
  db: Queryable,
  readerId: string | null,
  overrides: { productId?: number; paymentStatus?: Purchase['paymentStatus'] } = {},
): Promise<Purchase> {
  const email = `buyer.${randomUUID().slice(0, 8)}@example.com`;
  const [purchase] = await insertTestOrders(db, [
    {
      productId: overrides.productId ?? 8,
      paymentStatus: overrides.paymentStatus ?? 'completed',
      assignedReaderId: readerId,
      customer: { fullName: 'Kiri Buyer', email },
    },
  ]);
  await sessionsBecameBookable(db, purchase!.id, { at: 'payment' });
  return purchase!;
}

/**
 * The mail worker's part, without a worker: the session invitations of a booking still waiting
 * are marked sent, as if their settle time had passed (a later change then no longer replaces
 * them, decision 303).
 */
export async function markInvitationsSent(db: Queryable, bookingId: string): Promise<void> {
  await db
    .update(leasedJobs)
    .set({ status: 'done', sentAt: new Date() })
    .where(
      and(
        eq(leasedJobs.status, 'queued'),
        like(leasedJobs.dedupeKey, `session-invitation:${bookingId}:%`),
      ),
    );
}

/** The booking rules the booking tests hold the shop to, unless a test says otherwise. */
export const testBookingRules: BookingRules = {
  minimumNoticeHours: 24,
  horizonDays: 30,
  changeNoticeHours: 24,
  unbookedReminderDays: 7,
};

/**
 * The booking services' deps on a describe block's database (`withTestDatabase`), which is read
 * when a test runs, with the clock stopped at `now`.
 */
export function testBookingDeps(
  database: DatabaseHandle,
  rules: BookingRules,
  now: Date,
): BookingDeps {
  return {
    get db() {
      return database.db;
    },
    rules,
    now: () => now,
  };
}

/** A reader of their own and a paid order of The Quantum Leap with them, ready to book. */
export async function insertReaderWithBookableOrder(db: Queryable) {
  const reader = await insertTestReader(db);
  const purchase = await insertBookableOrder(db, reader.id);
  return { reader, purchase };
}

/**
 * Books the order's first coaching session at `startsAt` (an ISO instant), as its customer in
 * UTC unless told.
 */
export function bookTestCoaching(
  deps: BookingDeps,
  purchase: Purchase,
  startsAt: string,
  choice: { timeZone?: string; actor?: OrderActor } = {},
) {
  return bookSession(deps, {
    purchase,
    sessionKey: 'coaching-60',
    startsAt,
    timeZone: choice.timeZone ?? 'UTC',
    actor: choice.actor ?? 'customer',
  });
}
