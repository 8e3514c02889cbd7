import type { Grouping } from './figures-range';
import { formatCalendarDay, formatShortDay } from '../../../../common/format';

/** "the previous 28 days", "the previous day": the period a figure is compared with. */
export function previousPeriodName(days: number): string {
  return days === 1 ? 'the previous day' : `the previous ${days} days`;
}

/**
 * "+12% on the previous 28 days", or "no earlier figures" when there is nothing to compare
 * with (a change on nothing is no percentage).
 */
export function changeLine(current: number, previous: number, days: number): string {
  if (previous === 0) return 'no earlier figures';
  // Against the size of the earlier figure, so a net that was below zero still reads the right way.
  const percent = Math.round(((current - previous) / Math.abs(previous)) * 100);
  const change = percent === 0 ? 'no change' : `${percent > 0 ? '+' : ''}${percent}%`;
  return `${change} on ${previousPeriodName(days)}`;
}

/** "12.5%" of `whole`, or a dash when there is no whole to take it of. */
export function percentOf(part: number, whole: number): string {
  if (whole === 0) return '—';
  const percent = (part / whole) * 100;
  return `${percent >= 10 ? Math.round(percent) : Math.round(percent * 10) / 10}%`;
}

const monthFormat = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

const noon = (day: string) => `${day}T12:00:00Z`;

/** A period by its first day, as the table names it: "Mar 4, 2026", "Week of Mar 2, 2026", "Mar 2026". */
export function periodName(period: string, by: Grouping): string {
  if (by === 'month') return monthFormat.format(new Date(noon(period)));
  const day = formatCalendarDay(period);
  return by === 'week' ? `Week of ${day}` : day;
}

/** A period as the chart's axis names it, short: "Mar 4", "Mar 2026". */
export function periodTick(period: string, by: Grouping): string {
  return by === 'month'
    ? monthFormat.format(new Date(noon(period)))
    : formatShortDay(noon(period), 'UTC');
}

/** Cents as an axis writes them: "$0", "$750", "$1.5k", "$12k". */
export function axisDollars(cents: number): string {
  const dollars = cents / 100;
  const sign = dollars < 0 ? '-' : '';
  const size = Math.abs(dollars);
  if (size < 1000) return `${sign}$${Math.round(size)}`;
  const thousands = size / 1000;
  return `${sign}$${thousands >= 10 ? Math.round(thousands) : Math.round(thousands * 10) / 10}k`;
}
