/**
 * The numerology and year-ahead parts of `npm run chart`: the options they read and the
 * lines of the readable summary (the JSON carries the engine's objects as they are).
 */
import {
  coreNumbers,
  computeCalendarYear,
  computeYearAhead,
  InvalidBirthDataError,
  type CoreNumbers,
  type NatalChart,
  type YearAhead,
  type YearEvent,
} from '../src/astrology';

export const yearAheadOptions = {
  name: { type: 'string' },
  year: { type: 'string' },
  from: { type: 'string' },
} as const;

export interface YearAheadArguments {
  name?: string | boolean;
  year?: string | boolean;
  from?: string | boolean;
}

/** `--year 2027` or `--from 2027-03-15` (not both), checked before anything is computed. */
function periodArguments(values: YearAheadArguments): { year: number | null; from: string | null } {
  const year = typeof values.year === 'string' ? values.year : null;
  const from = typeof values.from === 'string' ? values.from : null;
  if (year !== null && from !== null)
    throw new InvalidBirthDataError('Give --year or --from, not both.');
  if (year !== null && !/^\d{4}$/.test(year))
    throw new InvalidBirthDataError('--year must look like 2027.');
  if (from !== null && !/^\d{4}-\d{2}-\d{2}$/.test(from))
    throw new InvalidBirthDataError('--from must look like YYYY-MM-DD.');
  const calendarYear = Number(year ?? from?.slice(0, 4) ?? NaN);
  if ((year !== null || from !== null) && (calendarYear < 1800 || calendarYear > 2200))
    throw new InvalidBirthDataError('The year ahead must start between 1800 and 2200.');
  return { year: year === null ? null : calendarYear, from };
}

/** The personal year is for the requested year, or the current one. */
export function numerologyFor(
  birthDate: string,
  values: YearAheadArguments,
  today = new Date(),
): CoreNumbers {
  const { year, from } = periodArguments(values);
  return coreNumbers({
    birthDate,
    fullName: typeof values.name === 'string' ? values.name : null,
    year: year ?? (from ? Number(from.slice(0, 4)) : today.getUTCFullYear()),
  });
}

export function yearAheadFor(chart: NatalChart, values: YearAheadArguments): YearAhead | null {
  const { year, from } = periodArguments(values);
  if (from !== null) return computeYearAhead(chart, { from });
  return year === null ? null : computeCalendarYear(chart, year);
}

export function numerologyLines(numbers: CoreNumbers): string[] {
  const { lifePath, birthday, personalYear } = numbers;
  const lines = [
    `Numerology life path ${lifePath.number}, birthday ${birthday.number} (${birthday.reduced}), personal year ${personalYear.year}: ${personalYear.number}`,
  ];
  if (numbers.expression && numbers.soulUrge && numbers.personality) {
    lines.push(
      `Name       ${numbers.names?.join(' ')}: expression ${numbers.expression.number}, soul urge ${numbers.soulUrge.number}, personality ${numbers.personality.number}`,
    );
  }
  if (numbers.nameNotRead) lines.push(`Name       not read: ${numbers.nameNotRead}`);
  return lines;
}

function when(event: YearEvent): string {
  const moment = `${event.utc.slice(0, 10)} ${event.utc.slice(11, 16)} UTC`;
  if (event.kind !== 'transit' || event.uncertaintyDays === null) return moment;
  return `${moment} ± ${event.uncertaintyDays} d`;
}

export function yearAheadLines(year: YearAhead): string[] {
  const lines = [`Year ahead ${year.from} to ${year.to} (weeks in UTC, most significant first)`];
  for (const week of year.weeks) {
    const events = week.events.map((event) => `${event.summary} (${when(event)})`);
    const label = week.hasExactEvents ? '' : 'in effect: ';
    lines.push(`  Week of ${week.from}  ${label}${events.join('; ')}`);
  }
  lines.push(...year.notes.map((note) => `Note       ${note}`));
  return lines;
}
