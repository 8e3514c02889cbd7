import type { TimeRange } from '../../common/booking-slots';

/*
 * A `tstzrange` column as the shop reads and writes it: a half-open range of two instants. Both
 * drivers hand the range over as PostgreSQL's text, `["2027-04-03 16:00:00+00","2027-04-03
 * 17:15:00+00")`, its instants in the session's zone; this is the one place that reads it.
 */

/** The literal PostgreSQL reads as `[start, end)`. */
export function timeRangeLiteral(range: TimeRange): string {
  return `[${range.start.toISOString()},${range.end.toISOString()})`;
}

/** `2027-04-03 16:00:00.5+05:30` (or `+00`, as PostgreSQL shortens whole hours) -> an instant. */
function instantOf(text: string): Date {
  const iso = text
    .trim()
    .replace(/^"|"$/g, '')
    .replace(' ', 'T')
    .replace(/([+-]\d{2})$/, '$1:00');
  const instant = new Date(iso);
  if (Number.isNaN(instant.getTime())) throw new Error(`Not an instant of a time range: ${text}`);
  return instant;
}

/** PostgreSQL's text of a bounded `tstzrange` -> its two instants. */
export function parseTimeRange(text: string): TimeRange {
  const bounds = /^[[(](.+),(.+)[\])]$/.exec(text.trim());
  if (!bounds) throw new Error(`Not a bounded time range: ${text}`);
  return { start: instantOf(bounds[1]!), end: instantOf(bounds[2]!) };
}
