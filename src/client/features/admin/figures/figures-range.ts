import { figuresQuerySchema, type FiguresQuery } from '../../../../common/figures';

/**
 * The range the figures page shows, as its URL keeps it (`?from=&to=&by=`, the words the API
 * takes), so a view can be shared and reloaded. Days are UTC days, both ends included.
 */
export type Grouping = FiguresQuery['by'];

export const groupings: readonly Grouping[] = ['day', 'week', 'month'];

export const groupingNames: Record<Grouping, string> = {
  day: 'Day',
  week: 'Week',
  month: 'Month',
};

export const rangePresets = ['last7', 'last28', 'last90', 'thisMonth', 'last12Months'] as const;
export type RangePreset = (typeof rangePresets)[number];

export const presetNames: Record<RangePreset, string> = {
  last7: 'Last 7 days',
  last28: 'Last 28 days',
  last90: 'Last 90 days',
  thisMonth: 'This month',
  last12Months: 'Last 12 months',
};

/** A preset also picks the grouping that gives a readable chart: a year of days is 365 bars. */
const presetGroupings: Record<RangePreset, Grouping> = {
  last7: 'day',
  last28: 'day',
  last90: 'week',
  thisMonth: 'day',
  last12Months: 'month',
};

export const defaultPreset: RangePreset = 'last28';

/** The range bar's fields as typed: a date may be empty or wrong while someone edits it. */
export interface RangeFields {
  from: string;
  to: string;
  by: Grouping;
}

const isoDay = /^\d{4}-\d{2}-\d{2}$/;

export function utcToday(now: Date = new Date()): string {
  return now.toISOString().slice(0, 10);
}

/** `day` moved by a number of days, `YYYY-MM-DD`. */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** The first day of the month `months` before the month of `day`. */
function monthStart(day: string, monthsBefore = 0): string {
  const date = new Date(`${day.slice(0, 7)}-01T00:00:00Z`);
  date.setUTCMonth(date.getUTCMonth() - monthsBefore);
  return date.toISOString().slice(0, 10);
}

/** A preset's days, ending today. "Last 12 months" starts on a month's first day. */
export function presetRange(preset: RangePreset, today: string): FiguresQuery {
  const by = presetGroupings[preset];
  switch (preset) {
    case 'last7':
      return { from: addDays(today, -6), to: today, by };
    case 'last28':
      return { from: addDays(today, -27), to: today, by };
    case 'last90':
      return { from: addDays(today, -89), to: today, by };
    case 'thisMonth':
      return { from: monthStart(today), to: today, by };
    case 'last12Months':
      return { from: monthStart(today, 11), to: today, by };
  }
}

/** The preset these fields are, if any, to show it chosen. */
export function presetOf(fields: RangeFields, today: string): RangePreset | null {
  return (
    rangePresets.find((preset) => {
      const range = presetRange(preset, today);
      return range.from === fields.from && range.to === fields.to;
    }) ?? null
  );
}

/** Reads the fields from a URL query; without dates, the last 28 days by day. */
export function rangeFromSearch(params: URLSearchParams, today: string): RangeFields {
  const by = groupings.find((grouping) => grouping === params.get('by'));
  if (!params.has('from') && !params.has('to')) {
    const range = presetRange(defaultPreset, today);
    return { ...range, by: by ?? range.by };
  }
  const day = (name: string) => {
    const value = params.get(name) ?? '';
    return isoDay.test(value) ? value : '';
  };
  return { from: day('from'), to: day('to'), by: by ?? 'day' };
}

export function searchFromRange(fields: RangeFields): URLSearchParams {
  return new URLSearchParams({ from: fields.from, to: fields.to, by: fields.by });
}

export type CheckedRange =
  | { query: FiguresQuery; messages: null }
  | { query: null; messages: Partial<Record<'from' | 'to', string>> };

/** The range to ask for, or what is wrong with the fields, in the contract's own words. */
export function checkedRange(fields: RangeFields): CheckedRange {
  const parsed = figuresQuerySchema.safeParse(fields);
  if (parsed.success) return { query: parsed.data, messages: null };
  const messages: Partial<Record<'from' | 'to', string>> = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0];
    if ((field === 'from' || field === 'to') && !messages[field]) messages[field] = issue.message;
  }
  return { query: null, messages };
}

/** How many days a range holds, both ends included. */
export function dayCount(range: { from: string; to: string }): number {
  return (
    (Date.parse(`${range.to}T00:00:00Z`) - Date.parse(`${range.from}T00:00:00Z`)) / 86_400_000 + 1
  );
}
