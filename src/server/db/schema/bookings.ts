import { sql } from 'drizzle-orm';
import {
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { TimeRange } from '../../../common/booking-slots';
import { parseTimeRange, timeRangeLiteral } from '../time-range';
import { admins } from './admin-accounts';
import { createdAt, instant, requiredReference, updatedAt, uuidPrimaryKey } from './columns';
import { purchases } from './core';

/** A PostgreSQL `tstzrange`, half-open, read and written as two instants (`../time-range.ts`). */
const timeRange = customType<{ data: TimeRange; driverData: string }>({
  dataType: () => 'tstzrange',
  toDriver: timeRangeLiteral,
  fromDriver: parseTimeRange,
});

export interface WeeklyWindowRow {
  weekday: number;
  start: string;
  end: string;
}

/** A reader's hours, in their own zone (decision 275); one row per admin who holds sessions. */
export const readerSettings = pgTable('reader_settings', {
  adminId: uuid('admin_id')
    .primaryKey()
    .references(() => admins.id, { onDelete: 'cascade' }),
  timeZone: text('time_zone').notNull(),
  weekly: jsonb('weekly').$type<WeeklyWindowRow[]>().notNull().default([]),
  /** `YYYY-MM-DD` dates in the reader's zone. */
  daysOff: jsonb('days_off').$type<string[]>().notNull().default([]),
  bufferMinutes: integer('buffer_minutes').notNull().default(15),
  /** The reader's personal meeting room (any video service), https only. */
  meetingLink: text('meeting_link'),
  updatedAt: updatedAt(),
});

/**
 * The session kinds of an order that can be booked, and since when (the catalogue says when:
 * at payment, or once the written reading is delivered). Reminders for unbooked sessions count
 * from `bookableAt`.
 */
export const bookableSessions = pgTable(
  'bookable_sessions',
  {
    purchaseId: requiredReference('purchase_id', () => purchases.id, 'cascade'),
    /** The catalogue's live-session key, e.g. `coaching-60`. */
    sessionKey: text('session_key').notNull(),
    bookableAt: instant('bookable_at').notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.purchaseId, table.sessionKey] })],
);

export type BookingStatus = 'booked' | 'cancelled' | 'held' | 'missed';

/**
 * One session of an order in a reader's calendar. A move keeps the row (its id is the
 * invitation's UID) and bumps `sequence`; a cancel keeps it as `cancelled`. The database keeps
 * two booked sessions of one reader from overlapping (`bookings_reader_busy_excl`, hand-written
 * in migration 0016), which holds across every instance of the shop.
 */
export const bookings = pgTable(
  'bookings',
  {
    id: uuidPrimaryKey(),
    purchaseId: requiredReference('purchase_id', () => purchases.id, 'cascade'),
    readerId: requiredReference('reader_id', () => admins.id, 'restrict'),
    sessionKey: text('session_key').notNull(),
    /** 1 ... the catalogue's count for this session kind. */
    sessionNumber: integer('session_number').notNull(),
    startsAt: instant('starts_at').notNull(),
    endsAt: instant('ends_at').notNull(),
    /** The session and the reader's buffer after it: what no other session may overlap. */
    busy: timeRange('busy').notNull(),
    status: text('status').$type<BookingStatus>().notNull().default('booked'),
    /** The invitation's SEQUENCE: 0 when booked, +1 on every move or cancel. */
    sequence: integer('sequence').notNull().default(0),
    /** The zone the customer booked in, for their e-mails. */
    customerTimeZone: text('customer_time_zone').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    // One live booking per session of an order; a cancelled one frees its number.
    uniqueIndex('bookings_session_unique')
      .on(table.purchaseId, table.sessionKey, table.sessionNumber)
      .where(sql`${table.status} <> 'cancelled'`),
    index('bookings_reader_starts_idx').on(table.readerId, table.startsAt),
    index('bookings_starts_idx').on(table.startsAt),
  ],
);

export type Booking = typeof bookings.$inferSelect;
export type ReaderSettings = typeof readerSettings.$inferSelect;

/**
 * The key a client sent with a booking change (book, move, cancel), stored in the change's own
 * transaction (decision 303): a repeat of a key that committed answers the same success instead
 * of doing it again or saying the time was taken, and a change whose reply was lost (the
 * connection cut after the commit) is known to have happened.
 */
export const bookingChanges = pgTable(
  'booking_changes',
  {
    purchaseId: requiredReference('purchase_id', () => purchases.id, 'cascade'),
    idempotencyKey: text('idempotency_key').notNull(),
    bookingId: requiredReference('booking_id', () => bookings.id, 'cascade'),
    change: text('change').$type<'booked' | 'moved' | 'cancelled'>().notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ name: 'booking_changes_pkey', columns: [table.purchaseId, table.idempotencyKey] }),
    index('booking_changes_booking_idx').on(table.bookingId),
  ],
);
