/**
 * Business days as the shop's promises count them (docs/product.md §1): Monday to Friday, in
 * UTC calendar days, skipping the shop's configured holidays (decisions 255 and 260). Dates are
 * `YYYY-MM-DD` strings.
 */

const DAY_MS = 24 * 60 * 60 * 1000;

function isWeekend(date: Date): boolean {
  const weekday = date.getUTCDay();
  return weekday === 0 || weekday === 6;
}

/** The shop's days off (`SHOP_HOLIDAYS`), as `YYYY-MM-DD` dates. */
export type Holidays = ReadonlySet<string>;
const NO_HOLIDAYS: Holidays = new Set();

/**
 * The calendar date `count` business days after `start`: the start day itself never counts, so
 * 1 business day after a Friday is the Monday, and after a Saturday too. A holiday counts as a
 * weekend day does.
 */
export function addBusinessDays(
  start: string,
  count: number,
  holidays: Holidays = NO_HOLIDAYS,
): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(start)) throw new Error(`Not a calendar date: ${start}`);
  if (!Number.isInteger(count) || count < 0) throw new Error(`Not a day count: ${count}`);
  let date = new Date(`${start}T00:00:00Z`);
  let remaining = count;
  while (remaining > 0) {
    date = new Date(date.getTime() + DAY_MS);
    if (!isWeekend(date) && !holidays.has(date.toISOString().slice(0, 10))) remaining -= 1;
  }
  return date.toISOString().slice(0, 10);
}

/** The UTC calendar date of an instant, the day a promise starts counting from. */
export function calendarDateOf(instant: Date): string {
  return instant.toISOString().slice(0, 10);
}

/** Whether `date` (`YYYY-MM-DD`) is a day the shop works. */
export function isBusinessDay(date: string, holidays: Holidays = NO_HOLIDAYS): boolean {
  return !isWeekend(new Date(`${date}T00:00:00Z`)) && !holidays.has(date);
}

/** The calendar date `days` calendar days after `date` (negative: before). */
export function shiftCalendarDate(date: string, days: number): string {
  return new Date(new Date(`${date}T00:00:00Z`).getTime() + days * DAY_MS)
    .toISOString()
    .slice(0, 10);
}
