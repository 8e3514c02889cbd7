import { addDays, instantOfWallTime, wallTimeAt } from './zoned-time';

/**
 * Free session slots from a reader's hours (decision 275). Pure: the server passes the clock,
 * the reader's settings and their booked sessions; everything is an instant, shown in any zone.
 */

export interface WeeklyWindow {
  /** 1 Monday ... 7 Sunday, in the reader's zone. */
  weekday: number;
  /** `HH:MM` wall time in the reader's zone. */
  start: string;
  /** `HH:MM`, after `start`; `24:00` for midnight. */
  end: string;
}

export interface ReaderHours {
  timeZone: string;
  weekly: readonly WeeklyWindow[];
  /** `YYYY-MM-DD` dates, in the reader's zone, with no sessions. */
  daysOff: readonly string[];
  /** Free minutes kept after every session. */
  bufferMinutes: number;
}

export interface SlotRules {
  now: Date;
  sessionMinutes: number;
  minimumNoticeHours: number;
  horizonDays: number;
  /** Slots start this often from the start of a window. */
  stepMinutes?: number;
}

export interface TimeRange {
  start: Date;
  end: Date;
}

const MINUTE_MS = 60_000;

export function minutesOfClock(clock: string): number {
  const match = /^([01]\d|2[0-4]):([0-5]\d)$/.exec(clock);
  if (!match) throw new Error(`Not a clock time: ${clock}`);
  const minutes = Number(match[1]) * 60 + Number(match[2]);
  if (minutes > 24 * 60) throw new Error(`Not a clock time: ${clock}`);
  return minutes;
}

/**
 * The range a session holds in the reader's calendar: its own time and the buffer after it.
 * The database keeps these from overlapping, so two sessions are always a buffer apart.
 */
export function busyRangeOf(start: Date, sessionMinutes: number, bufferMinutes: number): TimeRange {
  return {
    start,
    end: new Date(start.getTime() + (sessionMinutes + bufferMinutes) * MINUTE_MS),
  };
}

function overlaps(a: TimeRange, b: TimeRange): boolean {
  return a.start < b.end && b.start < a.end;
}

/** Every free slot start between the minimum notice and the horizon, earliest first. */
export function freeSlots(
  hours: ReaderHours,
  busy: readonly TimeRange[],
  rules: SlotRules,
): TimeRange[] {
  const step = (rules.stepMinutes ?? 30) * MINUTE_MS;
  const earliest = rules.now.getTime() + rules.minimumNoticeHours * 60 * MINUTE_MS;
  const latest = rules.now.getTime() + rules.horizonDays * 24 * 60 * MINUTE_MS;
  const lengthMs = rules.sessionMinutes * MINUTE_MS;
  const daysOff = new Set(hours.daysOff);
  const slots: TimeRange[] = [];
  const firstDate = addDays(wallTimeAt(rules.now, hours.timeZone).date, -1);
  for (let offset = 0; offset <= rules.horizonDays + 2; offset += 1) {
    const date = addDays(firstDate, offset);
    if (daysOff.has(date)) continue;
    for (const { start: windowStart, end: windowEnd } of windowsOn(hours, date)) {
      for (let at = windowStart.getTime(); at + lengthMs <= windowEnd.getTime(); at += step) {
        if (at < earliest || at > latest) continue;
        const candidate = busyRangeOf(new Date(at), rules.sessionMinutes, hours.bufferMinutes);
        if (busy.some((range) => overlaps(candidate, range))) continue;
        slots.push({ start: new Date(at), end: new Date(at + lengthMs) });
      }
    }
  }
  return slots.sort((a, b) => a.start.getTime() - b.start.getTime());
}

/** The reader's weekly windows on one calendar date of their zone, as instants. */
function windowsOn(hours: ReaderHours, date: string): TimeRange[] {
  const weekday = wallTimeAt(
    instantOfWallTime(date, 12 * 60, hours.timeZone),
    hours.timeZone,
  ).weekday;
  return hours.weekly
    .filter((item) => item.weekday === weekday)
    .map((window) => ({
      start: instantOfWallTime(date, minutesOfClock(window.start), hours.timeZone),
      end:
        window.end === '24:00'
          ? instantOfWallTime(addDays(date, 1), 0, hours.timeZone)
          : instantOfWallTime(date, minutesOfClock(window.end), hours.timeZone),
    }));
}

/**
 * The reader's working time within [from, to): their weekly windows less their days off, cut
 * to the range. The admin calendar shades it.
 */
export function workingRanges(hours: ReaderHours, from: Date, to: Date): TimeRange[] {
  const daysOff = new Set(hours.daysOff);
  const ranges: TimeRange[] = [];
  const lastDate = addDays(wallTimeAt(to, hours.timeZone).date, 1);
  for (
    let date = addDays(wallTimeAt(from, hours.timeZone).date, -1);
    date <= lastDate;
    date = addDays(date, 1)
  ) {
    if (daysOff.has(date)) continue;
    for (const window of windowsOn(hours, date)) {
      const start = Math.max(window.start.getTime(), from.getTime());
      const end = Math.min(window.end.getTime(), to.getTime());
      if (start < end) ranges.push({ start: new Date(start), end: new Date(end) });
    }
  }
  return ranges.sort((a, b) => a.start.getTime() - b.start.getTime());
}

export interface SlotDay {
  /** `YYYY-MM-DD` in the zone asked for. */
  date: string;
  slots: TimeRange[];
}

/** Slots grouped by calendar day in the customer's zone, as the booking section lists them. */
export function slotsByDay(slots: readonly TimeRange[], timeZone: string): SlotDay[] {
  const days: SlotDay[] = [];
  for (const slot of slots) {
    const date = wallTimeAt(slot.start, timeZone).date;
    const last = days.at(-1);
    if (last?.date === date) last.slots.push(slot);
    else days.push({ date, slots: [slot] });
  }
  return days;
}
