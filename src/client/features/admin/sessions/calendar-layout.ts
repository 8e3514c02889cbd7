/**
 * Where things sit on the admin's day/week grid: days across (local midnights of this browser),
 * hours down. Pure, so the placing rules are tested without a page.
 */

const DAY_MINUTES = 24 * 60;

/** Local midnight of `date`'s day, `offset` days on (clock changes keep it at midnight). */
export function localDay(date: Date, offset = 0): Date {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate() + offset);
}

export function daysFrom(first: Date, count: number): Date[] {
  return Array.from({ length: count }, (_, index) => localDay(first, index));
}

/** Minutes after `day`'s midnight on the wall clock, 0 before that day and 1440 after it. */
function wallMinutes(instant: Date, day: Date): number {
  if (instant.getTime() < day.getTime()) return 0;
  if (instant.getTime() >= localDay(day, 1).getTime()) return DAY_MINUTES;
  return instant.getHours() * 60 + instant.getMinutes();
}

export interface HourSpan {
  first: number;
  /** The hour the grid ends at (exclusive), up to 24. */
  last: number;
}

/**
 * The hours shown: 08:00-18:00, widened to every session and working hour in view, so nothing
 * falls outside the grid.
 */
export function hoursShown(days: Date[], ranges: { start: Date; end: Date }[]): HourSpan {
  let first = 8;
  let last = 18;
  for (const day of days) {
    for (const range of ranges) {
      const start = wallMinutes(range.start, day);
      const end = wallMinutes(range.end, day);
      if (end <= start) continue;
      first = Math.min(first, Math.floor(start / 60));
      last = Math.max(last, Math.ceil(end / 60));
    }
  }
  return { first, last: Math.min(24, last) };
}

export interface Placement {
  /** From the grid's top and of its height, in percent. */
  top: number;
  height: number;
}

/** Where a range sits in a day's column, or null when none of it falls in the shown hours. */
export function placeInDay(
  range: { start: Date; end: Date },
  day: Date,
  hours: HourSpan,
): Placement | null {
  const shownFrom = hours.first * 60;
  const shownTo = hours.last * 60;
  const start = Math.max(wallMinutes(range.start, day), shownFrom);
  const end = Math.min(wallMinutes(range.end, day), shownTo);
  if (end <= start) return null;
  const span = shownTo - shownFrom;
  return { top: ((start - shownFrom) / span) * 100, height: ((end - start) / span) * 100 };
}

/**
 * Side-by-side lanes for sessions that overlap in one column (two readers at once): each gets
 * the first lane free at its start; `lanes` is how many the busiest overlap needs.
 */
export function lanesOf<Item extends { start: Date; end: Date }>(
  items: Item[],
): { item: Item; lane: number; lanes: number }[] {
  const sorted = [...items].sort((a, b) => a.start.getTime() - b.start.getTime());
  const placed: { item: Item; lane: number; group: number }[] = [];
  const laneEnds: number[] = [];
  let group = 0;
  let groupEnd = -Infinity;
  const groupLanes = new Map<number, number>();
  for (const item of sorted) {
    if (item.start.getTime() >= groupEnd) {
      group += 1;
      laneEnds.length = 0;
    }
    let lane = laneEnds.findIndex((end) => end <= item.start.getTime());
    if (lane === -1) lane = laneEnds.length;
    laneEnds[lane] = item.end.getTime();
    groupEnd = Math.max(groupEnd, item.end.getTime());
    groupLanes.set(group, Math.max(groupLanes.get(group) ?? 0, lane + 1));
    placed.push({ item, lane, group });
  }
  return placed.map(({ item, lane, group: of }) => ({ item, lane, lanes: groupLanes.get(of)! }));
}

/** Below this height a session's box shows one line (its start, or "until", and who). */
export const FULL_BOX_MIN_PX = 52;

/** Whether a placed box is too short for its three lines (a session cut by midnight). */
export function isCompact(placement: Placement, columnPx: number): boolean {
  return (placement.height / 100) * columnPx < FULL_BOX_MIN_PX;
}
