import { and, eq, gte, ne } from 'drizzle-orm';
import { freeSlots, type ReaderHours, type TimeRange } from '../../common/booking-slots';
import { bookingMessages } from '../../common/bookings';
import type { LiveSession } from '../../common/catalogue';
import { wallTimeAt } from '../../common/zoned-time';
import type { Database, Queryable } from '../db/client';
import { bookings } from '../db/schema';
import { AppError } from '../errors';
import type { SessionReader } from './readers';
import type { BookingRules } from './rules';

/*
 * A reader's free times (decision 275) and the checks a chosen start must pass before a booking
 * or a move tries it; the database settles the rest (decision 279).
 */

const HOUR_MS = 60 * 60 * 1000;
/** How many other free times a refused booking offers instead. */
const NEXT_SLOTS = 5;

export interface BookingDeps {
  db: Database;
  rules: BookingRules;
  now: () => Date;
}

/** The reader's booked time from a little before now, which free slots must avoid. */
export async function readerBusy(
  db: Queryable,
  readerId: string,
  from: Date,
  exceptBookingId?: string,
): Promise<TimeRange[]> {
  const rows = await db
    .select({ busy: bookings.busy })
    .from(bookings)
    .where(
      and(
        eq(bookings.readerId, readerId),
        eq(bookings.status, 'booked'),
        gte(bookings.endsAt, new Date(from.getTime() - 24 * HOUR_MS)),
        ...(exceptBookingId ? [ne(bookings.id, exceptBookingId)] : []),
      ),
    );
  return rows.map((row) => row.busy);
}

/**
 * The reader's hours with the shop's holidays as days off too (decision 302). A holiday is a
 * calendar date, closed in the reader's own zone, as their own days off are.
 */
function withShopHolidays(hours: ReaderHours, rules: BookingRules): ReaderHours {
  const holidays = rules.shopHolidays ?? [];
  return holidays.length === 0 ? hours : { ...hours, daysOff: [...hours.daysOff, ...holidays] };
}

/** A start on one of the shop's holidays is refused with the reason, not as "outside hours". */
function requireShopOpen(start: Date, hours: ReaderHours, rules: BookingRules) {
  if (Number.isNaN(start.getTime())) return;
  if (rules.shopHolidays?.includes(wallTimeAt(start, hours.timeZone).date)) {
    throw new AppError('bad_request', bookingMessages.shopHoliday);
  }
}

/** Starts within the reader's hours (`open`) and those of them no session holds (`free`). */
export async function slotsFor(
  deps: BookingDeps,
  reader: SessionReader,
  session: Pick<LiveSession, 'minutes'>,
  options: { exceptBookingId?: string; isAdmin?: boolean } = {},
): Promise<{ open: TimeRange[]; free: TimeRange[] }> {
  if (!reader.hours) return { open: [], free: [] };
  const hours = withShopHolidays(reader.hours, deps.rules);
  const now = deps.now();
  const busy = await readerBusy(deps.db, reader.id, now, options.exceptBookingId);
  const rules = {
    now,
    sessionMinutes: session.minutes,
    minimumNoticeHours: options.isAdmin ? 0 : deps.rules.minimumNoticeHours,
    horizonDays: deps.rules.horizonDays,
  };
  return { open: freeSlots(hours, [], rules), free: freeSlots(hours, busy, rules) };
}

/** A start the page offered is within the reader's hours; anything else says what is wrong. */
function requireOpenStart(
  start: Date,
  open: TimeRange[],
  now: Date,
  rules: BookingRules,
  isAdmin: boolean,
) {
  if (Number.isNaN(start.getTime()))
    throw new AppError('bad_request', 'Choose a time from the list.');
  if (start.getTime() <= now.getTime()) {
    throw new AppError('bad_request', 'That time has passed. Please choose another.');
  }
  if (!isAdmin && start.getTime() < now.getTime() + rules.minimumNoticeHours * HOUR_MS) {
    throw new AppError(
      'bad_request',
      `Sessions are booked at least ${rules.minimumNoticeHours} hours ahead.`,
    );
  }
  if (start.getTime() > now.getTime() + rules.horizonDays * 24 * HOUR_MS) {
    throw new AppError('bad_request', `Sessions are booked up to ${rules.horizonDays} days ahead.`);
  }
  if (!open.some((slot) => slot.start.getTime() === start.getTime())) {
    throw new AppError(
      'bad_request',
      'That time is outside the reader’s hours. Please choose one from the list.',
    );
  }
}

const isAmong = (start: Date, slots: TimeRange[]) =>
  slots.some((slot) => slot.start.getTime() === start.getTime());

/**
 * The checks a chosen start passes before a booking or a move writes it: the shop is open that
 * day, the start is one the reader's hours offer (any notice for an admin), and it is still free
 * (but for the booking being moved).
 */
export async function requireFreeStart(
  deps: BookingDeps,
  { reader, session }: { reader: SessionReader; session: Pick<LiveSession, 'minutes'> },
  start: Date,
  options: { exceptBookingId?: string; isAdmin: boolean },
): Promise<void> {
  const slots = await slotsFor(deps, reader, session, options);
  requireShopOpen(start, reader.hours!, deps.rules);
  requireOpenStart(start, slots.open, deps.now(), deps.rules, options.isAdmin);
  if (!isAmong(start, slots.free)) {
    throw await slotTakenError(deps, reader, session, options.exceptBookingId);
  }
}

/** Someone else took the time between the page showing it and the click: 409 with others. */
export class SlotTakenError extends Error {
  constructor(readonly nextSlots: string[]) {
    super('That time was just taken. Please choose another.');
    this.name = 'SlotTakenError';
  }
}

/** The refusal of a taken start, offering the next free ones of the same reader and session. */
export async function slotTakenError(
  deps: BookingDeps,
  reader: SessionReader,
  session: Pick<LiveSession, 'minutes'>,
  exceptBookingId?: string,
): Promise<SlotTakenError> {
  const slots = await slotsFor(deps, reader, session, exceptBookingId ? { exceptBookingId } : {});
  return new SlotTakenError(
    slots.free.slice(0, NEXT_SLOTS).map((slot) => slot.start.toISOString()),
  );
}
