/**
 * The astrocartography reading: forty map lines (ten bodies × MC, IC, ASC, DSC), each body's
 * zenith point, and the towns each line runs through. Every line moves 1° of longitude for
 * each 4 minutes of birth time, so without a known birth time and zone no line is drawn.
 */
import { MakeTime } from 'astronomy-engine';
import type { NatalChart } from '../chart/natal-chart';
import type { ChartBody } from '../chart/chart-types';
import {
  mapGeometries,
  mapLinesOf,
  zenithPointOf,
  type MapAngle,
  type MapPoint,
  type ZenithPoint,
} from './map-lines';
import { lineDistance } from './line-distance';
import { placesNearLine, type NearPlace, type PlaceIndex } from './near-places';

export interface AstrocartographyLine {
  body: ChartBody;
  angle: MapAngle;
  /** MC and IC lines: their meridian; null for the ASC and DSC curves. */
  longitude: number | null;
  /** [longitude, latitude] pairs, degrees, east and north positive, 1° of arc apart. */
  points: MapPoint[];
  /** Gazetteer places within `nearPlaceRadiusKm`, biggest first (empty without an index). */
  nearPlaces: NearPlace[];
}

export interface Astrocartography {
  /** The moment the lines are drawn for; null when no line could honestly be drawn. */
  utc: string | null;
  lines: AstrocartographyLine[];
  zeniths: ZenithPoint[];
  nearPlaceRadiusKm: number | null;
  notes: string[];
}

export interface AstrocartographyInput {
  /** The birth moment in UTC (ISO). */
  utc: string;
  /** False when the birth time was not given (the chart used local noon). */
  birthTimeKnown: boolean;
  /** False when the birthplace, and so its clock, is unknown (the chart read the clock as UTC). */
  birthZoneKnown: boolean;
}

/** 1e-4° is about 11 m: finer digits would only make the JSON longer. */
const round = (degrees: number) => Math.round(degrees * 1e4) / 1e4;

export const timeSensitivityNote =
  'Each line moves 1° of longitude (about 111 km at the equator) for every 4 minutes of error in the birth time.';

export function computeAstrocartography(
  input: AstrocartographyInput,
  places: PlaceIndex | null = null,
): Astrocartography {
  if (!input.birthTimeKnown || !input.birthZoneKnown) {
    const missing = input.birthTimeKnown ? 'the birthplace (and so its clock)' : 'the birth time';
    return {
      utc: null,
      lines: [],
      zeniths: [],
      nearPlaceRadiusKm: null,
      notes: [
        `No astrocartography lines without ${missing}: the Earth turns 1° every 4 minutes, so over one day each line could lie at any longitude. The lines need the exact birth time and place.`,
      ],
    };
  }
  const time = MakeTime(new Date(input.utc));
  const geometries = mapGeometries(time);
  // Towns are measured from the zenith points as published, so the PDF and the reading page,
  // which measure from these same numbers, print the same kilometres (issue 36).
  const zeniths = geometries.map(zenithPointOf).map((zenith) => ({
    ...zenith,
    longitude: round(zenith.longitude),
    latitude: round(zenith.latitude),
  }));
  const lines = geometries.flatMap((geometry, index) =>
    mapLinesOf(geometry).map((line): AstrocartographyLine => ({
      body: line.body,
      angle: line.angle,
      longitude: line.longitude === null ? null : round(line.longitude),
      points: line.points.map(([longitude, latitude]): MapPoint => [
        round(longitude),
        round(latitude),
      ]),
      nearPlaces: places
        ? placesNearLine(places, line.points, lineDistance(zeniths[index]!, line.angle))
        : [],
    })),
  );
  return {
    utc: input.utc,
    lines,
    zeniths,
    nearPlaceRadiusKm: places ? places.options.radiusKm : null,
    notes: [timeSensitivityNote],
  };
}

/** The lines of a computed natal chart: its UTC moment and what its notes say was unknown. */
export function astrocartographyOfChart(
  chart: NatalChart,
  places: PlaceIndex | null = null,
): Astrocartography {
  const codes = new Set(chart.notes.map((note) => note.code));
  return computeAstrocartography(
    {
      utc: chart.utc,
      birthTimeKnown: !codes.has('time-unknown'),
      birthZoneKnown: !codes.has('place-unresolved'),
    },
    places,
  );
}
