/**
 * The year's events as the engine returns them: weight, one-line summary and the fields of
 * each kind, from the raw moments the sky and transit searches find.
 */
import type { ChartPoint } from '../chart/chart-types';
import type { NatalChart } from '../chart/natal-chart';
import { describePosition, zodiacPosition, zodiacSigns } from '../chart/zodiac';
import { houseOf } from '../ephemeris/houses';
import { speedAt, type BodyTrack } from './body-track';
import {
  eclipseWeight,
  ingressWeight,
  lunationWeight,
  stationWeight,
  transitWeight,
} from './ranking';
import { eclipsesBetween, ingressesOf, lunationsBetween } from './sky-events';
import { transitOrbs, type ExactTransit } from './transits';
import type { TransitEvent, YearEvent } from './year-types';

const dayMilliseconds = 86_400_000;
const j2000Milliseconds = Date.UTC(2000, 0, 1, 12);

export const isoOf = (ut: number) =>
  new Date(j2000Milliseconds + ut * dayMilliseconds).toISOString();
const capitalised = (word: string) => `${word[0]?.toUpperCase() ?? ''}${word.slice(1)}`;

function ordinal(house: number): string {
  const suffix = house === 1 ? 'st' : house === 2 ? 'nd' : house === 3 ? 'rd' : 'th';
  return `${house}${suffix} house`;
}

function pointLabel(point: ChartPoint): string {
  return `natal ${capitalised(point)}`;
}

function natalSpeed(chart: NatalChart, point: ChartPoint): number {
  if (point === 'sun' || point === 'moon') return chart[point].speed;
  if (point === 'ascendant' || point === 'midheaven') return 360;
  return chart.planets[point].speed;
}

/** `uncertaintyDays` only when the birth time is unknown (decision 205). */
export function transitEvent(
  chart: NatalChart,
  transit: ExactTransit,
  isBirthTimeKnown: boolean,
): TransitEvent {
  const { body, aspect, natalPoint, pass, passes, retrograde } = transit;
  // Unknown birth time: the natal point could sit half a day's motion either side of noon.
  const uncertaintyDays = isBirthTimeKnown
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

export function skyEvents(
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
