/**
 * The journal's weeks: for each week from the start date, its most significant exact
 * events; a week with none shows the transits in effect during it, so no week is empty.
 */
import type { WeekHighlights, YearEvent } from './year-types';

const dayMilliseconds = 86_400_000;

function byWeightThenTime(first: YearEvent, second: YearEvent): number {
  return second.weight - first.weight || first.utc.localeCompare(second.utc);
}

function overlaps(event: YearEvent, fromMs: number, toMs: number): boolean {
  if (event.kind !== 'transit') return false;
  const start = event.inEffect.from === null ? -Infinity : Date.parse(event.inEffect.from);
  const end = event.inEffect.to === null ? Infinity : Date.parse(event.inEffect.to);
  return start < toMs && end >= fromMs;
}

/**
 * `events` in any order; weeks of seven days from `fromMs` (UTC midnight) until `toMs`,
 * the last one shorter when the period is not a whole number of weeks.
 */
export function weeklyHighlights(
  events: readonly YearEvent[],
  fromMs: number,
  toMs: number,
  perWeek = 3,
): WeekHighlights[] {
  const ranked = [...events].sort(byWeightThenTime);
  const weeks: WeekHighlights[] = [];
  for (let weekStart = fromMs; weekStart < toMs; weekStart += 7 * dayMilliseconds) {
    const weekEnd = Math.min(weekStart + 7 * dayMilliseconds, toMs);
    const exact = ranked.filter((event) => {
      const at = Date.parse(event.utc);
      return at >= weekStart && at < weekEnd;
    });
    const inEffect =
      exact.length > 0 ? [] : ranked.filter((event) => overlaps(event, weekStart, weekEnd));
    const nearest =
      exact.length + inEffect.length > 0
        ? []
        : [...events]
            .sort(
              (first, second) =>
                Math.abs(Date.parse(first.utc) - weekStart) -
                Math.abs(Date.parse(second.utc) - weekStart),
            )
            .slice(0, 1);
    weeks.push({
      from: new Date(weekStart).toISOString().slice(0, 10),
      to: new Date(weekEnd).toISOString().slice(0, 10),
      events: [...exact, ...inEffect, ...nearest].slice(0, perWeek),
      hasExactEvents: exact.length > 0,
    });
  }
  return weeks;
}
