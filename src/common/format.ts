/**
 * How the shop writes days, times, counts and file sizes, on its pages and in the sentences the
 * server and the browser share (money is `money.ts`'s). English (US) throughout, as the pages are
 * written.
 *
 * An instant is written in a zone the caller names, because the right one depends on who reads:
 * a page's reader sees their own (`viewerZone()`), a customer's sessions show in the zone they
 * chose, an admin's sentence in the admin's. A calendar day (`YYYY-MM-DD`: a due date, a payout's
 * day) is the same day everywhere and takes no zone (decision 337).
 */
import { groupThousands } from './money';

type Instant = string | number | Date;

const formats = new Map<string, Intl.DateTimeFormat>();

/** One formatter per style and zone, made on first use (the first costs the locale's data). */
function formatOf(
  style: string,
  timeZone: string,
  options: Intl.DateTimeFormatOptions,
  locale = 'en-US',
): Intl.DateTimeFormat {
  const key = `${style} ${timeZone}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { ...options, timeZone });
    formats.set(key, format);
  }
  return format;
}

const dateOf = (instant: Instant) => (instant instanceof Date ? instant : new Date(instant));

/** The zone of whoever reads: the browser's on a page (the server's own when run there). */
export function viewerZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

/** "Nov 22, 2026" */
export function formatDay(instant: Instant, timeZone: string): string {
  return formatOf('day', timeZone, { dateStyle: 'medium' }).format(dateOf(instant));
}

/** "November 22, 2026" */
export function formatLongDay(instant: Instant, timeZone: string): string {
  return formatOf('long-day', timeZone, { dateStyle: 'long' }).format(dateOf(instant));
}

/** "Nov 22": for lists where the year is the near one. */
export function formatShortDay(instant: Instant, timeZone: string): string {
  return formatOf('short-day', timeZone, { month: 'short', day: 'numeric' }).format(
    dateOf(instant),
  );
}

/** "Monday, June 4": a session's day. */
export function formatWeekday(instant: Instant, timeZone: string): string {
  return formatOf('weekday', timeZone, {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
  }).format(dateOf(instant));
}

/** "Mon, Jun 4": a calendar column's heading. */
export function formatShortWeekday(instant: Instant, timeZone: string): string {
  return formatOf('short-weekday', timeZone, {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
  }).format(dateOf(instant));
}

/** "June 1 – 7, 2027": a span of days, each end written once. */
export function formatDayRange(first: Instant, last: Instant, timeZone: string): string {
  return formatOf('day-range', timeZone, {
    month: 'long',
    day: 'numeric',
    year: 'numeric',
  }).formatRange(dateOf(first), dateOf(last));
}

/** "Nov 22, 2026, 3:04 PM" */
export function formatDayTime(instant: Instant, timeZone: string): string {
  return formatOf('day-time', timeZone, { dateStyle: 'medium', timeStyle: 'short' }).format(
    dateOf(instant),
  );
}

/** "November 22, 2026 at 3:04 PM": a moment in a sentence, such as when a link expires. */
export function formatLongDayTime(instant: Instant, timeZone: string): string {
  return formatOf('long-day-time', timeZone, { dateStyle: 'long', timeStyle: 'short' }).format(
    dateOf(instant),
  );
}

/** "3:04 PM" */
export function formatTime(instant: Instant, timeZone: string): string {
  return formatOf('time', timeZone, { hour: 'numeric', minute: '2-digit' }).format(dateOf(instant));
}

/** "3 PM": an hour of a clock face (0-23), in no zone. */
export function formatHour(hour: number): string {
  return formatOf('hour', 'UTC', { hour: 'numeric' }).format(Date.UTC(2000, 0, 1, hour));
}

/** A session's day and clock time spelled out, day before month, 24-hour clock, its zone named. */
function spelledSessionTime(
  instant: Instant,
  timeZone: string,
  timeZoneName: 'short' | 'long',
): string | null {
  const date = dateOf(instant);
  if (Number.isNaN(date.getTime())) return null;
  return formatOf(
    `spelled-${timeZoneName}`,
    timeZone,
    {
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      timeZoneName,
    },
    'en-GB',
  ).format(date);
}

/** "Monday, 30 November 2026, 14:30 UTC": a session's time as the admin's timeline writes it. */
export function formatSpelledMoment(instant: Instant, timeZone: string): string {
  return spelledSessionTime(instant, timeZone, 'short')?.replace(' at ', ', ') ?? String(instant);
}

/**
 * "Monday, 30 November 2026 at 09:30 Eastern Standard Time": a session's time as the session
 * e-mails give it to a customer, the zone's whole name spelled out.
 */
export function formatSessionMoment(instant: Instant, timeZone: string): string {
  return spelledSessionTime(instant, timeZone, 'long') ?? String(instant);
}

/** "Pacific Daylight Time" at the instant asked about (summer and winter differ). */
export function formatZoneName(timeZone: string, at: Instant = new Date()): string {
  return (
    formatOf('zone-name', timeZone, { timeZoneName: 'long' })
      .formatToParts(dateOf(at))
      .find((part) => part.type === 'timeZoneName')?.value ?? timeZone
  );
}

const calendarStyles = {
  /** "Mar 4, 2026" */
  medium: { dateStyle: 'medium' },
  /** "March 4, 2026" */
  long: { dateStyle: 'long' },
  /** "Wednesday, March 4, 2026" */
  full: { dateStyle: 'full' },
  /** "Wed, Mar 4, 2026" */
  'short-weekday': { weekday: 'short', month: 'short', day: 'numeric', year: 'numeric' },
} as const satisfies Record<string, Intl.DateTimeFormatOptions>;

/** A calendar day `YYYY-MM-DD` as that day, whatever the reader's zone. */
export function formatCalendarDay(
  date: string,
  style: keyof typeof calendarStyles = 'medium',
): string {
  return formatOf(`calendar-${style}`, 'UTC', calendarStyles[style]).format(
    new Date(`${date.slice(0, 10)}T12:00:00Z`),
  );
}

/**
 * "1,234", as `toLocaleString('en-US')` writes it (a test holds them equal). Whole numbers, which
 * every count is, are grouped by hand: the browser's first number formatter loads its locale
 * data, 20-25 ms on this machine (80-100 ms on a phone) inside whatever task asks first, as the
 * first currency formatter did (`formatUsd`, decision 135).
 */
export function formatCount(count: number): string {
  if (!Number.isSafeInteger(count)) return count.toLocaleString('en-US');
  const grouped = groupThousands(String(Math.abs(count)));
  return count < 0 ? `-${grouped}` : grouped;
}

/** "512 B", "48 KB", "2.4 MB": enough to know what a file is. */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
