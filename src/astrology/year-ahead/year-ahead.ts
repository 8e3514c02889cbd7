/**
 * The year ahead for one natal chart: twelve months of dated events from a start date,
 * ranked, with the most significant of each week (docs/decisions/205-year-ahead.md).
 * Pure: the natal chart and a date in, events out.
 */
import { InvalidBirthDataError } from '../chart/birth-input';
import { chartBodies, type ChartBody, type ChartPoint } from '../chart/chart-types';
import type { NatalChart } from '../chart/natal-chart';
import { describePosition, zodiacPosition, zodiacSigns } from '../chart/zodiac';
import { houseOf } from '../ephemeris/houses';
import { speedAt, trackBody, type BodyTrack } from './body-track';
import {
  eclipseWeight,
  ingressWeight,
  lunationWeight,
  stationWeight,
  transitWeight,
} from './ranking';
import { eclipsesBetween, ingressesOf, lunationsBetween } from './sky-events';
import { exactTransits, transitOrbs, type ExactTransit, type NatalPoint } from './transits';
import { weeklyHighlights } from './weekly-highlights';
import type { TransitEvent, YearAhead, YearEvent } from './year-types';

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

const utOf = (milliseconds: number) => (milliseconds - j2000Milliseconds) / dayMilliseconds;
const isoOf = (ut: number) => new Date(j2000Milliseconds + ut * dayMilliseconds).toISOString();
const capitalised = (word: string) => `${word[0]?.toUpperCase() ?? ''}${word.slice(1)}`;

function ordinal(house: number): string {
  const suffix = house === 1 ? 'st' : house === 2 ? 'nd' : house === 3 ? 'rd' : 'th';
  return `${house}${suffix} house`;
}

function pointLabel(point: ChartPoint): string {
  return `natal ${capitalised(point)}`;
}

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

function natalSpeed(chart: NatalChart, point: ChartPoint): number {
  if (point === 'sun' || point === 'moon') return chart[point].speed;
  if (point === 'ascendant' || point === 'midheaven') return 360;
  return chart.planets[point].speed;
}

function transitEvent(chart: NatalChart, transit: ExactTransit): TransitEvent {
  const { body, aspect, natalPoint, pass, passes, retrograde } = transit;
  // Unknown birth time: the natal point could sit half a day's motion either side of noon.
  const uncertaintyDays = isBirthTimeKnown(chart)
    ? null
    : Math.round(
        (Math.abs(natalSpeed(chart, natalPoint)) * 0.5) /
          Math.max(Math.abs(speedAt(body, transit.ut)), 1e-3),
      );
  const passText = passes > 1 ? `, pass ${pass} of ${passes}` : '';
  const retrogradeText = retrograde ? `, ${capitalised(body)} retrograde` : '';
  return {
    kind: 'transit',
    utc: isoOf(transit.ut),
    weight: transitWeight(body, aspect, natalPoint),
    summary: `${capitalised(body)} ${aspect} ${pointLabel(natalPoint)}${passText}${retrogradeText}`,
    body,
    aspect,
    natalPoint,
    pass,
    passes,
    retrograde,
    inEffect: {
      from: transit.inEffectFrom === null ? null : isoOf(transit.inEffectFrom),
      to: transit.inEffectTo === null ? null : isoOf(transit.inEffectTo),
      orb: transitOrbs[body],
    },
    uncertaintyDays,
  };
}

function skyEvents(
  chart: NatalChart,
  tracks: BodyTrack[],
  fromUt: number,
  toUt: number,
): YearEvent[] {
  const cusps = chart.houses?.cusps.map((cusp) => cusp.longitude) ?? null;
  const houseAt = (longitude: number) => (cusps ? houseOf(longitude, cusps) : null);
  const inHouse = (house: number | null) => (house === null ? '' : ` in your ${ordinal(house)}`);
  const events: YearEvent[] = [];
  for (const lunation of lunationsBetween(fromUt, toUt)) {
    const house = houseAt(lunation.position.longitude);
    events.push({
      kind: 'lunation',
      utc: isoOf(lunation.ut),
      weight: lunationWeight(lunation.phase, house),
      summary: `${capitalised(lunation.phase)} Moon at ${describePosition(lunation.position)}${inHouse(house)}`,
      phase: lunation.phase,
      position: lunation.position,
      house,
    });
  }
  for (const eclipse of eclipsesBetween(fromUt, toUt)) {
    const house = houseAt(eclipse.position.longitude);
    events.push({
      kind: 'eclipse',
      utc: isoOf(eclipse.ut),
      weight: eclipseWeight(eclipse.body, house),
      summary: `${capitalised(eclipse.type)} ${eclipse.body === 'sun' ? 'solar' : 'lunar'} eclipse at ${describePosition(eclipse.position)}${inHouse(house)}`,
      body: eclipse.body,
      type: eclipse.type,
      position: eclipse.position,
      house,
    });
  }
  for (const track of tracks) {
    for (const ingress of ingressesOf(track, fromUt, toUt)) {
      const sign = zodiacSigns[ingress.signIndex] ?? 'Aries';
      events.push({
        kind: 'ingress',
        utc: isoOf(ingress.ut),
        weight: ingressWeight(track.body),
        summary: `${capitalised(track.body)} ${ingress.retrograde ? 're-enters' : 'enters'} ${sign}${ingress.retrograde ? ' (retrograde)' : ''}`,
        body: track.body,
        sign,
        retrograde: ingress.retrograde,
      });
    }
    for (const station of track.stations) {
      if (station.ut < fromUt || station.ut >= toUt) continue;
      const position = zodiacPosition(station.longitude);
      events.push({
        kind: 'station',
        utc: isoOf(station.ut),
        weight: stationWeight(track.body),
        summary: `${capitalised(track.body)} stations ${station.turns} at ${describePosition(position)}`,
        body: track.body,
        turns: station.turns,
        position,
      });
    }
  }
  return events;
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
  const [fromUt, toUt] = [utOf(fromMs), utOf(toMs)];
  const tracks = transitingBodies.map((body) =>
    trackBody(body, fromUt - trackMarginDays, toUt + trackMarginDays, trackStepDays[body]),
  );
  const natalPoints = natalPointsOf(chart);
  const transits = tracks.flatMap((track) =>
    exactTransits(track, natalPoints, fromUt, toUt).map((transit) => transitEvent(chart, transit)),
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
