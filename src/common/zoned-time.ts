/**
 * Wall-clock arithmetic in IANA time zones through Intl alone, so the same code runs in the
 * server and the browser. A wall time that never happened (spring forward) moves forward by the
 * gap; one that happened twice (autumn back) takes the earlier instant: the rule the shop already
 * keeps for birth times (decision 012). The charts read their offsets here too
 * (`astrology/time/intl-offset.ts`), so the shop has one reader of the runtime's zone data.
 */

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

export function isTimeZone(value: string): boolean {
  if (!value || value.length > 64) return false;
  try {
    formatterFor(value);
    return true;
  } catch {
    return false;
  }
}

export interface WallTime {
  /** `YYYY-MM-DD` */
  date: string;
  /** Minutes since the day's midnight, 0-1439. */
  minuteOfDay: number;
  /** 1 Monday ... 7 Sunday. */
  weekday: number;
}

/** The wall clock of `timeZone` at an instant. */
export function wallTimeAt(instant: Date, timeZone: string): WallTime {
  const parts = Object.fromEntries(
    formatterFor(timeZone)
      .formatToParts(instant)
      .map((part) => [part.type, part.value]),
  );
  const date = `${parts.year}-${parts.month}-${parts.day}`;
  return {
    date,
    minuteOfDay: Number(parts.hour) * 60 + Number(parts.minute),
    weekday: weekdayOf(date),
  };
}

/** Seconds the zone is ahead of UTC at an instant (to the second, for local mean times). */
export function offsetSecondsAt(instantMs: number, timeZone: string): number {
  const wholeSecond = Math.floor(instantMs / 1000) * 1000;
  const fields: Record<string, number> = {};
  for (const part of formatterFor(timeZone).formatToParts(wholeSecond)) {
    if (part.type !== 'literal') fields[part.type] = Number(part.value);
  }
  const wallMs = Date.UTC(
    fields.year ?? 1970,
    (fields.month ?? 1) - 1,
    fields.day ?? 1,
    fields.hour ?? 0,
    fields.minute ?? 0,
    fields.second ?? 0,
  );
  return Math.round((wallMs - wholeSecond) / 1000);
}

/** Minutes the zone is ahead of UTC at an instant. */
export function offsetMinutesAt(instantMs: number, timeZone: string): number {
  return Math.round(offsetSecondsAt(instantMs, timeZone) / 60);
}

/** The instant a wall time in `timeZone` names (gap: forward by the gap; overlap: earlier). */
export function instantOfWallTime(date: string, minuteOfDay: number, timeZone: string): Date {
  const wallMs = Date.parse(`${date}T00:00:00Z`) + minuteOfDay * MINUTE_MS;
  const offsetBefore = offsetMinutesAt(wallMs - DAY_MS, timeZone);
  const offsetAfter = offsetMinutesAt(wallMs + DAY_MS, timeZone);
  const candidates = [offsetBefore, offsetAfter]
    .map((offset) => wallMs - offset * MINUTE_MS)
    .filter((instantMs) => wallMsAt(instantMs, timeZone) === wallMs)
    .sort((a, b) => a - b);
  // No candidate: the wall time fell in a gap, read on the clock before it.
  return new Date(candidates[0] ?? wallMs - offsetBefore * MINUTE_MS);
}

function wallMsAt(instantMs: number, timeZone: string): number {
  const wall = wallTimeAt(new Date(instantMs), timeZone);
  return Date.parse(`${wall.date}T00:00:00Z`) + wall.minuteOfDay * MINUTE_MS;
}

/** 1 Monday ... 7 Sunday, of a `YYYY-MM-DD` date. */
export function weekdayOf(date: string): number {
  const day = new Date(`${date}T00:00:00Z`).getUTCDay();
  return day === 0 ? 7 : day;
}

export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}
