import { z } from 'zod';
import { isTimeZone } from './zoned-time';

/** Requests and views of the reading page's "Book your session" section (server/bookings). */

/**
 * Changes (book, move, cancel) a customer makes on the reading page, counted in the database
 * (decision 303): per order in an hour and a day, and per session in a day. Admins are not
 * limited.
 */
export const SESSION_CHANGE_LIMITS = {
  perOrderHour: 10,
  perOrderDay: 20,
  perSessionDay: 3,
} as const;

/** What a refused booking change says (book and move alike). */
export const bookingMessages = {
  shopHoliday: 'The shop is closed that day, so no sessions are held. Please choose another day.',
  tooManyChanges:
    'You have changed your sessions many times in a short while. Please wait a little before the next change, or write to us and we will arrange it.',
  tooManySessionChanges:
    'This session has been changed several times today. Please keep this time for now, or write to us and we will move it for you.',
} as const;

/** Why every booking route (the free times, book, move, cancel) refuses an order not paid. */
export const bookingPaymentMessages = {
  unpaid: 'Sessions can be booked once the order is paid.',
  refunded:
    'This order was refunded, so its sessions are cancelled and no session can be booked or changed.',
} as const;

const token = z
  .string()
  .max(100)
  .regex(/^[0-9a-f-]{36}\.[A-Za-z0-9_-]{43}$/, 'This order link is not valid.');
const timeZone = z.string().min(1).max(64);
const startsAt = z.iso.datetime({ message: 'Choose a time from the list.' });
/**
 * The page's key of one attempt at a change, sent again when it retries: a repeat of a change
 * that committed answers the same success (decision 303).
 */
const idempotencyKey = z
  .string()
  .regex(/^[A-Za-z0-9_-]{16,64}$/, 'This request is not valid. Please reload the page.')
  .optional();

export const orderSessionsInputSchema = z.object({ token, timeZone: timeZone.optional() });
export const bookSessionInputSchema = z.object({
  token,
  sessionKey: z.string().min(1).max(64),
  startsAt,
  timeZone,
  idempotencyKey,
});
export const moveSessionInputSchema = z.object({
  token,
  bookingId: z.uuid(),
  startsAt,
  idempotencyKey,
});
export const cancelSessionInputSchema = z.object({ token, bookingId: z.uuid(), idempotencyKey });
export type BookSessionInput = z.infer<typeof bookSessionInputSchema>;

export type BookingStatusView = 'booked' | 'cancelled' | 'held' | 'missed';

export interface BookingView {
  id: string;
  sessionKey: string;
  sessionNumber: number;
  startsAt: string;
  endsAt: string;
  status: BookingStatusView;
  /** The customer may still move or cancel it on the page. */
  canChange: boolean;
  /** While `isMeetingLinkShown`; null otherwise. */
  meetingLink: string | null;
}

/** The meeting link shows on the reading page from this long before a session. */
export const MEETING_LINK_LEAD_MINUTES = 15;

/** When the link appears, as the reading page and the session mails say it. */
export const meetingLinkLead = `${MEETING_LINK_LEAD_MINUTES} minutes before`;

/** A booked session's meeting link shows from the lead time before its start until its end. */
export function isMeetingLinkShown(
  session: { status: string; startsAt: Date; endsAt: Date },
  now: Date,
): boolean {
  const opensAt = session.startsAt.getTime() - MEETING_LINK_LEAD_MINUTES * 60_000;
  return (
    session.status === 'booked' &&
    now.getTime() >= opensAt &&
    now.getTime() <= session.endsAt.getTime()
  );
}

export interface SessionKindView {
  key: string;
  name: string;
  minutes: number;
  count: number;
  isBookable: boolean;
  bookableFrom: 'payment' | 'written-delivery';
  bookings: BookingView[];
  /** Free starts (ISO) while sessions of this kind remain to book. */
  slots: string[];
}

export interface OrderSessionsView {
  readerName: string | null;
  kinds: SessionKindView[];
  changeNoticeHours: number;
  supportEmail: string;
}

/** A refused booking: someone took the time first; these are free. */
export interface SlotTakenReply {
  error: 'conflict';
  message: string;
  nextSlots: string[];
}

/** Sessions a product sells that are not yet held (booked or not): what the shop still owes. */
export function sessionsOwed(view: Pick<OrderSessionsView, 'kinds'>): number {
  return view.kinds.reduce(
    (owed, kind) =>
      owed + kind.count - kind.bookings.filter((booking) => booking.status === 'held').length,
    0,
  );
}

const clock = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$|^24:00$/, 'Use a time such as 09:00.');

/** A reader's own hours (the admin's "My hours"), in their zone (decision 275). */
export const readerSettingsInputSchema = z
  .object({
    timeZone: z.string().min(1).max(64).refine(isTimeZone, 'Choose a time zone from the list.'),
    weekly: z
      .array(
        z
          .object({ weekday: z.number().int().min(1).max(7), start: clock, end: clock })
          .refine((window) => window.start < window.end, {
            message: 'A window ends after it starts.',
            path: ['end'],
          }),
      )
      .max(50),
    daysOff: z.array(z.iso.date('Use a date such as 2027-12-24.')).max(366),
    bufferMinutes: z.number().int().min(0).max(240),
    meetingLink: z
      .url({ protocol: /^https$/, message: 'Give your meeting room’s https:// link.' })
      .max(500)
      .nullable(),
  })
  .strict();
export type ReaderSettingsInput = z.infer<typeof readerSettingsInputSchema>;

export const adminBookSessionInputSchema = z.object({
  sessionKey: z.string().min(1).max(64),
  startsAt,
  timeZone,
  idempotencyKey,
});
export const adminMoveSessionInputSchema = z.object({
  bookingId: z.uuid(),
  startsAt,
  idempotencyKey,
});
export const adminSessionActionInputSchema = z.object({
  bookingId: z.uuid(),
  action: z.enum(['cancel', 'held', 'missed']),
  idempotencyKey,
});
export const sessionCalendarQuerySchema = z.object({
  from: z.iso.datetime(),
  days: z.coerce.number().int().min(1).max(31).default(7),
});

export interface CalendarSession {
  id: string;
  purchaseId: string;
  reference: string;
  sessionKey: string;
  sessionNumber: number;
  startsAt: string;
  endsAt: string;
  status: BookingStatusView;
  readerName: string;
  customerName: string | null;
}

/** One reader's working time in the calendar's range, as instants (ISO), for shading. */
export interface CalendarReaderHours {
  readerName: string;
  ranges: { start: string; end: string }[];
}

/** The admin calendar: the sessions in the range and when each reader works. */
export interface SessionCalendarView {
  sessions: CalendarSession[];
  readerHours: CalendarReaderHours[];
}
