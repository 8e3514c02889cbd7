/**
 * The year ahead for one natal chart: twelve months of dated events from a start date,
 * ranked, with the most significant of each week (docs/decisions/205-year-ahead.md).
 * Pure: the natal chart and a date in, events out.
 */
import { InvalidBirthDataError } from '../chart/birth-input';
import { chartBodies, type ChartBody } from '../chart/chart-types';
import type { NatalChart } from '../chart/natal-chart';
import { trackBody } from './body-track';
import { exactTransits, type NatalPoint } from './transits';
import { weeklyHighlights } from './weekly-highlights';
import { skyEvents, transitEvent } from './year-events';
import type { YearAhead } from './year-types';

const dayMilliseconds = 86_400_000;
const j2000Milliseconds = Date.UTC(2000, 0, 1, 12);
/** Tracks run this far beyond the period so that "in effect" windows can close. */
const trackMarginDays = 120;
const transitingBodies = chartBodies.filter((body) => body !== 'moon');
/** Sampling step in days: short enough that no body turns twice between two samples. */
const trackStepDays: Record<ChartBody, number> = {
  sun: 1,
  moon: 1,
  mercury: 1,
  venus: 1,
  mars: 1,
  jupiter: 3,
  saturn: 3,
  uranus: 5,
  neptune: 5,
  pluto: 5,
};

export interface YearAheadOptions {
  /** First day, "YYYY-MM-DD" (UTC); the period runs twelve months from it. */
  from: string;
  /** Events shown for each week (default 3). */
  perWeek?: number;
}

function isBirthTimeKnown(chart: NatalChart): boolean {
  return !chart.notes.some((note) => note.code === 'time-unknown');
}

function natalPointsOf(chart: NatalChart): NatalPoint[] {
  const points: NatalPoint[] = [{ point: 'sun', longitude: chart.sun.longitude }];
  // Without a birth time the Moon may be about 7° from its noon place: no dated transits to it.
  if (isBirthTimeKnown(chart)) points.push({ point: 'moon', longitude: chart.moon.longitude });
  for (const [planet, position] of Object.entries(chart.planets))
    points.push({ point: planet as ChartBody, longitude: position.longitude });
  if (chart.ascendant) points.push({ point: 'ascendant', longitude: chart.ascendant.longitude });
  if (chart.midheaven) points.push({ point: 'midheaven', longitude: chart.midheaven.longitude });
  return points;
}

/** UTC midnight of "YYYY-MM-DD", a real date from 1800 to 2200 (the ephemeris's span of use). */
function startOf(date: string): { fromMs: number; year: number; month: number; day: number } {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  const [year, month, day] = [Number(match?.[1]), Number(match?.[2]), Number(match?.[3])];
  const fromMs = Date.UTC(year, month - 1, day);
  if (!match || new Date(fromMs).toISOString().slice(0, 10) !== date)
    throw new InvalidBirthDataError(`Start date "${date}" is not a real date written YYYY-MM-DD.`);
  if (year < 1800 || year > 2200)
    throw new InvalidBirthDataError(`Start date "${date}" is outside 1800-2200.`);
  return { fromMs, year, month, day };
}

export function computeYearAhead(chart: NatalChart, options: YearAheadOptions): YearAhead {
  const { fromMs, year, month, day } = startOf(options.from);
  const toMs = Date.UTC(year + 1, month - 1, day);
  const [fromUt, toUt] = [
    (fromMs - j2000Milliseconds) / dayMilliseconds,
    (toMs - j2000Milliseconds) / dayMilliseconds,
  ];
  const tracks = transitingBodies.map((body) =>
    trackBody(body, fromUt - trackMarginDays, toUt + trackMarginDays, trackStepDays[body]),
  );
  const natalPoints = natalPointsOf(chart);
  const transits = tracks.flatMap((track) =>
    exactTransits(track, natalPoints, fromUt, toUt).map((transit) =>
      transitEvent(chart, transit, isBirthTimeKnown(chart)),
    ),
  );
  const events = [...skyEvents(chart, tracks, fromUt, toUt), ...transits].sort((first, second) =>
    first.utc.localeCompare(second.utc),
  );
  const notes = isBirthTimeKnown(chart)
    ? []
    : [
        'No birth time was given: new and full moons are not placed in houses, there are no transits to the Ascendant, Midheaven or natal Moon, and each transit date could move by the days it shows (the natal positions are for noon). Lunations, eclipses, ingresses and stations do not depend on the birth time.',
      ];
  if (isBirthTimeKnown(chart) && !chart.ascendant)
    notes.push('The birthplace was not recognised precisely: no houses, Ascendant or Midheaven.');
  return {
    from: new Date(fromMs).toISOString().slice(0, 10),
    to: new Date(toMs).toISOString().slice(0, 10),
    events,
    weeks: weeklyHighlights(events, fromMs, toMs, options.perWeek),
    notes,
  };
}

/** A calendar year: January 1st to December 31st. */
export function computeCalendarYear(chart: NatalChart, year: number): YearAhead {
  if (!Number.isInteger(year))
    throw new InvalidBirthDataError(`Year ${year} is not a whole number.`);
  return computeYearAhead(chart, { from: `${String(year).padStart(4, '0')}-01-01` });
}
