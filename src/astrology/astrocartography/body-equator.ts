/**
 * Apparent geocentric right ascension and declination of date, and Greenwich apparent
 * sidereal time: the inputs of in mundo map lines. The topocentric `Equator(.., observer, ..)`
 * is avoided on purpose: a map line belongs to the Earth's centre, not to one observer
 * (for the Moon the two differ by up to about a degree).
 */
import {
  Body,
  EquatorFromVector,
  GeoVector,
  RotateVector,
  Rotation_EQJ_EQD,
  SiderealTime,
  type AstroTime,
} from 'astronomy-engine';
import type { ChartBody } from '../chart/chart-types';

const engineBody: Record<ChartBody, Body> = {
  sun: Body.Sun,
  moon: Body.Moon,
  mercury: Body.Mercury,
  venus: Body.Venus,
  mars: Body.Mars,
  jupiter: Body.Jupiter,
  saturn: Body.Saturn,
  uranus: Body.Uranus,
  neptune: Body.Neptune,
  pluto: Body.Pluto,
};

export interface ApparentEquator {
  /** Right ascension of date, degrees [0, 360). */
  rightAscension: number;
  /** Declination of date, degrees. */
  declination: number;
}

export function apparentEquator(body: ChartBody, time: AstroTime): ApparentEquator {
  // Light-time and aberration corrected (true), then precession and nutation to the equator of date.
  const ofDate = RotateVector(Rotation_EQJ_EQD(time), GeoVector(engineBody[body], time, true));
  const equator = EquatorFromVector(ofDate);
  return { rightAscension: equator.ra * 15, declination: equator.dec };
}

/** Greenwich apparent sidereal time, degrees. */
export function greenwichSiderealDegrees(time: AstroTime): number {
  return SiderealTime(time) * 15;
}
