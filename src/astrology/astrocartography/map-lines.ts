/**
 * In mundo map lines of the ten chart bodies for one moment (decision 200): where each body
 * culminates (MC), anti-culminates (IC), rises (ASC) and sets (DSC), geocentric, from apparent
 * right ascension and declination of date and Greenwich apparent sidereal time.
 *
 * The rising and setting curves are the two halves of one great circle: the places that see
 * the body on the horizon lie 90° from its zenith point. Walking that circle in 1° steps of
 * arc samples each curve evenly (never more than 1° of latitude apart, and dense where the
 * curve turns flat near its polar ends, |φ| = 90° − |δ|, where it meets the MC/IC line).
 */
import type { AstroTime } from 'astronomy-engine';
import { chartBodies, type ChartBody } from '../chart/chart-types';
import { apparentEquator, greenwichSiderealDegrees } from './body-equator';
import { cross, latitudeLongitudeOf, radians, unitVector, wrapLongitude } from './sphere';

export const mapAngles = ['MC', 'IC', 'ASC', 'DSC'] as const;
export type MapAngle = (typeof mapAngles)[number];

/** [longitude, latitude] in degrees, east and north positive. */
export type MapPoint = [number, number];

export interface MapLine {
  body: ChartBody;
  angle: MapAngle;
  /** The meridian of an MC or IC line; null for the ASC and DSC curves. */
  longitude: number | null;
  points: MapPoint[];
}

export interface ZenithPoint {
  body: ChartBody;
  /** Where the body stands overhead: its MC longitude and its declination. */
  longitude: number;
  latitude: number;
}

export interface BodyMapGeometry {
  body: ChartBody;
  /** Longitude of the MC line (east positive, [-180, 180)). */
  midheavenLongitude: number;
  declination: number;
}

/** Samples per line: 1° steps of arc (MC/IC: every degree of latitude, pole to pole). */
const stepDegrees = 1;

export function bodyGeometry(body: ChartBody, time: AstroTime): BodyMapGeometry {
  const { rightAscension, declination } = apparentEquator(body, time);
  return {
    body,
    midheavenLongitude: wrapLongitude(rightAscension - greenwichSiderealDegrees(time)),
    declination,
  };
}

function meridianPoints(longitude: number): MapPoint[] {
  const points: MapPoint[] = [];
  for (let latitude = -90; latitude <= 90; latitude += stepDegrees)
    points.push([longitude, latitude]);
  return points;
}

/**
 * The horizon circle of a body split into its rising (west of the MC meridian) and setting
 * halves. Both run from the circle's southern end on the meridian to its northern end.
 */
export function horizonCurves({ midheavenLongitude, declination }: BodyMapGeometry): {
  rising: MapPoint[];
  setting: MapPoint[];
} {
  const zenith = unitVector(declination, midheavenLongitude);
  // 90° south of the zenith along its meridian: one end of both curves (beyond the pole when
  // the declination is negative, which the vector form handles by itself).
  const start = unitVector(declination - 90, midheavenLongitude);
  const side = cross(zenith, start);
  const halves: MapPoint[][] = [[], []];
  for (let step = 0; step <= 180; step += stepDegrees) {
    const c = Math.cos(step * radians);
    const s = Math.sin(step * radians);
    for (const [index, sign] of [
      [0, 1],
      [1, -1],
    ] as const) {
      halves[index]?.push(
        latitudeLongitudeOf([
          c * start[0] + sign * s * side[0],
          c * start[1] + sign * s * side[1],
          c * start[2] + sign * s * side[2],
        ]),
      );
    }
  }
  const [first = [], second = []] = halves;
  // Rising happens east of the meridian in the sky, i.e. at places west of the MC line.
  const middle = first[90] ?? [midheavenLongitude, 0];
  const firstIsRising = Math.sin((middle[0] - midheavenLongitude) * radians) < 0;
  return firstIsRising ? { rising: first, setting: second } : { rising: second, setting: first };
}

export function mapLinesOf(geometry: BodyMapGeometry): MapLine[] {
  const { body, midheavenLongitude } = geometry;
  const imumCoeliLongitude = wrapLongitude(midheavenLongitude + 180);
  const { rising, setting } = horizonCurves(geometry);
  return [
    {
      body,
      angle: 'MC',
      longitude: midheavenLongitude,
      points: meridianPoints(midheavenLongitude),
    },
    {
      body,
      angle: 'IC',
      longitude: imumCoeliLongitude,
      points: meridianPoints(imumCoeliLongitude),
    },
    { body, angle: 'ASC', longitude: null, points: rising },
    { body, angle: 'DSC', longitude: null, points: setting },
  ];
}

export function mapGeometries(time: AstroTime): BodyMapGeometry[] {
  return chartBodies.map((body) => bodyGeometry(body, time));
}

export function zenithPointOf({
  body,
  midheavenLongitude,
  declination,
}: BodyMapGeometry): ZenithPoint {
  return { body, longitude: midheavenLongitude, latitude: declination };
}
