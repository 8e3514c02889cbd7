/**
 * The one entry point the app uses: birth data in, chart JSON plus notes out.
 * Pure and cheap once the gazetteer is loaded (`loadGazetteer()` at server start).
 */
import { MakeTime } from 'astronomy-engine';
import { chartAngles } from '../ephemeris/angles';
import {
  moonLongitude,
  planetLongitude,
  planetNames,
  sunLongitude,
  type PlanetName,
} from '../ephemeris/bodies';
import { lifePathNumber, type LifePath } from '../numerology/life-path';
import { resolvePlace, type PlacePrecision } from '../place/resolve-place';
import { wallClockToUtc } from '../time/local-time';
import { isKnownTimeZone } from '../time/intl-offset';
import { InvalidBirthDataError, parseBirthDate, parseClockTime } from './birth-input';
import { birthDaySpan, moonAcrossTheDay } from './birth-day';
import {
  clockSituationNote,
  nearCuspNote,
  placeApproximateNote,
  placeUnresolvedNote,
  timeUnknownNote,
  type ChartNote,
} from './chart-notes';
import type { Aspect, BodyPosition, Houses } from './chart-types';
import { completeChart } from './complete-chart';
import { signsAcrossZones } from './unknown-zone';
import { zodiacPosition, type ZodiacPosition } from './zodiac';

export interface PlaceCoordinates {
  latitude: number;
  longitude: number;
  timeZone: string;
  name?: string;
  /** 'region' / 'country': only the area's clock is known (coordinates approximate). */
  precision?: PlacePrecision;
}

export interface NatalChartInput {
  /** "YYYY-MM-DD". */
  date: string;
  /** "HH:MM" (24-hour) or "h:mm AM/PM"; null when unknown. */
  time: string | null;
  /** Free text ("Austin, TX") or coordinates with an IANA zone; null when unknown. */
  place: string | PlaceCoordinates | null;
}

export interface ChartPlace {
  name: string;
  latitude: number;
  longitude: number;
  timeZone: string;
  utcOffsetMinutes: number;
  /** Below 'city' the coordinates are the area's biggest town: no Rising sign or houses. */
  precision: PlacePrecision;
}

export interface NatalChart {
  utc: string;
  place: ChartPlace | null;
  sun: BodyPosition;
  moon: BodyPosition;
  ascendant: ZodiacPosition | null;
  midheaven: ZodiacPosition | null;
  planets: Record<PlanetName, BodyPosition>;
  /** Null whenever there is no Ascendant. */
  houses: Houses | null;
  /** Major aspects, tightest first. */
  aspects: Aspect[];
  lifePath: LifePath;
  notes: ChartNote[];
}

function placeFrom(input: NatalChartInput['place']): PlaceCoordinates | null {
  if (input === null) return null;
  if (typeof input === 'string') return resolvePlace(input);
  const { latitude, longitude, timeZone } = input;
  if (!(Math.abs(latitude) <= 90) || !(Math.abs(longitude) <= 180)) {
    throw new InvalidBirthDataError(`Coordinates ${latitude}, ${longitude} are not on Earth.`);
  }
  if (!isKnownTimeZone(timeZone))
    throw new InvalidBirthDataError(`"${timeZone}" is not an IANA time zone.`);
  return { ...input, name: input.name ?? `${latitude.toFixed(4)}, ${longitude.toFixed(4)}` };
}

export function computeNatalChart(input: NatalChartInput): NatalChart {
  const date = parseBirthDate(input.date);
  const clock = input.time === null ? null : parseClockTime(input.time);
  const place = placeFrom(input.place);
  const placeText = typeof input.place === 'string' ? input.place : null;
  const wall = { ...date, hour: clock?.hour ?? 12, minute: clock?.minute ?? 0 };
  let utcMilliseconds = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute);
  const notes: ChartNote[] = [];
  if (!place) notes.push(placeUnresolvedNote(placeText, signsAcrossZones(utcMilliseconds)));
  const precision = place?.precision ?? 'city';
  if (place && precision !== 'city')
    notes.push(placeApproximateNote(placeText ?? '', place.name ?? '', place.timeZone));

  let chartPlace: ChartPlace | null = null;
  if (place) {
    const resolved = wallClockToUtc(wall, place.timeZone, place.longitude);
    utcMilliseconds = resolved.utcMilliseconds;
    chartPlace = {
      name: place.name ?? '',
      latitude: place.latitude,
      longitude: place.longitude,
      timeZone: place.timeZone,
      utcOffsetMinutes: Math.round((resolved.offsetSeconds / 60) * 100) / 100,
      precision,
    };
    const clockText = `${String(wall.hour).padStart(2, '0')}:${String(wall.minute).padStart(2, '0')}`;
    // Without a birth time the noon placeholder can't be in a gap that matters; LMT still does.
    const { situation } = resolved;
    const clockNote =
      clock || situation.kind === 'local-mean-time'
        ? clockSituationNote(situation, clockText, place.timeZone)
        : null;
    if (clockNote) notes.push(clockNote);
  }

  if (!clock) {
    const day = birthDaySpan({ utc: new Date(utcMilliseconds).toISOString(), place: chartPlace });
    notes.push(timeUnknownNote(moonAcrossTheDay(day)));
  }

  const time = MakeTime(new Date(utcMilliseconds));
  const sun = zodiacPosition(sunLongitude(time));
  const moon = zodiacPosition(moonLongitude(time));
  const planets = Object.fromEntries(
    planetNames.map((planet) => [planet, zodiacPosition(planetLongitude(planet, time))]),
  ) as Record<PlanetName, ZodiacPosition>;
  const hasAngles = place !== null && clock !== null && precision === 'city';
  const angles = hasAngles ? chartAngles(time, place.latitude, place.longitude) : null;
  const ascendant = angles ? zodiacPosition(angles.ascendant) : null;
  const midheaven = angles ? zodiacPosition(angles.midheaven) : null;

  for (const [label, position] of [
    ['Sun', sun],
    ['Moon', moon],
    ['Ascendant', ascendant],
  ] as const) {
    const note = position && (label !== 'Moon' || clock) ? nearCuspNote(label, position) : null;
    if (note) notes.push(note);
  }

  const { bodies, houses, aspects } = completeChart({
    time,
    positions: { sun, moon, ...planets },
    horizon:
      place && angles ? { latitude: place.latitude, longitude: place.longitude, angles } : null,
  });
  return {
    utc: new Date(utcMilliseconds).toISOString(),
    place: chartPlace,
    sun: bodies.sun,
    moon: bodies.moon,
    ascendant,
    midheaven,
    planets: Object.fromEntries(planetNames.map((planet) => [planet, bodies[planet]])) as Record<
      PlanetName,
      BodyPosition
    >,
    houses,
    aspects,
    lifePath: lifePathNumber(input.date),
    notes,
  };
}
