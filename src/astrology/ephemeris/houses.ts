/**
 * House cusps (docs/decisions/091-houses-and-aspects.md). Placidus divides time, not space:
 * cusp 11 is the ecliptic point that has covered a third of its diurnal semi-arc since it
 * culminated, cusp 12 two thirds; cusps 2 and 3 do the same with the nocturnal semi-arc
 * below the horizon. Each is found by iteration, as in the Swiss Ephemeris.
 *
 * Inside the polar circles some ecliptic degrees never rise or set, so they have no
 * semi-arc and Placidus has no solution; there we fall back to Porphyry, which only needs
 * the Ascendant and Midheaven (angles.ts already finds the true rising point there).
 */
import type { AstroTime } from 'astronomy-engine';
import type { Houses } from '../chart/chart-types';
import { zodiacPosition } from '../chart/zodiac';
import { localSiderealFrame, type ChartAngles } from './angles';
import { normalizeDegrees } from './bodies';

const radians = Math.PI / 180;
const convergedDegrees = 1e-9;
const maximumIterations = 100;

/**
 * Right ascension of Placidus cusps 11, 12, 2 and 3 as RAMC + share × semi-arc + offset,
 * with the diurnal semi-arc D: cusp 2 sits at D + N/3 past the meridian, N = 180 - D.
 */
const placidusCusps = [
  { house: 11, diurnalShare: 1 / 3, offset: 0 },
  { house: 12, diurnalShare: 2 / 3, offset: 0 },
  { house: 2, diurnalShare: 2 / 3, offset: 60 },
  { house: 3, diurnalShare: 1 / 3, offset: 120 },
] as const;

/** Ecliptic longitude of the point with this right ascension. */
function longitudeOfRightAscension(rightAscension: number, obliquity: number): number {
  const alpha = rightAscension * radians;
  return normalizeDegrees(
    Math.atan2(Math.sin(alpha), Math.cos(alpha) * Math.cos(obliquity * radians)) / radians,
  );
}

/** Half the time above the horizon, in degrees of hour angle; null if it never rises or sets. */
export function diurnalSemiArc(
  longitude: number,
  latitude: number,
  obliquity: number,
): number | null {
  const declination = Math.asin(Math.sin(longitude * radians) * Math.sin(obliquity * radians));
  const cosine = -Math.tan(latitude * radians) * Math.tan(declination);
  return Math.abs(cosine) > 1 ? null : Math.acos(cosine) / radians;
}

function signedDifference(first: number, second: number): number {
  return normalizeDegrees(first - second + 180) - 180;
}

function placidusCusp(
  ramc: number,
  latitude: number,
  obliquity: number,
  { diurnalShare, offset }: (typeof placidusCusps)[number],
): number | null {
  let longitude = longitudeOfRightAscension(ramc + 90 * diurnalShare + offset, obliquity);
  for (let iteration = 0; iteration < maximumIterations; iteration++) {
    const semiArc = diurnalSemiArc(longitude, latitude, obliquity);
    if (semiArc === null) return null;
    const next = longitudeOfRightAscension(ramc + diurnalShare * semiArc + offset, obliquity);
    if (Math.abs(signedDifference(next, longitude)) < convergedDegrees) return next;
    longitude = next;
  }
  return null;
}

/** Cusps 1-12 from the two cusps between each pair of angles in the east; 4-9 are opposite. */
function twelveCusps(angles: ChartAngles, upper: number[], lower: number[]): number[] {
  const eastern = [angles.midheaven, ...upper, angles.ascendant, ...lower];
  const western = eastern.map((cusp) => normalizeDegrees(cusp + 180));
  return [...eastern.slice(3), ...western, ...eastern.slice(0, 3)];
}

/** Trisects the quadrants: Midheaven to Ascendant and Ascendant to Imum Coeli. */
export function porphyryCusps(angles: ChartAngles): number[] {
  const upper = normalizeDegrees(angles.ascendant - angles.midheaven);
  const lower = 180 - upper;
  return twelveCusps(
    angles,
    [1, 2].map((third) => normalizeDegrees(angles.midheaven + (third * upper) / 3)),
    [1, 2].map((third) => normalizeDegrees(angles.ascendant + (third * lower) / 3)),
  );
}

/** Placidus cusps 1-12, or null where Placidus has no solution. */
export function placidusCuspLongitudes(
  angles: ChartAngles,
  ramc: number,
  latitude: number,
  obliquity: number,
): number[] | null {
  if (Math.abs(latitude) >= 90 - obliquity) return null;
  const found = placidusCusps
    .map((cusp) => placidusCusp(ramc, latitude, obliquity, cusp))
    .filter((cusp) => cusp !== null);
  return found.length === 4 ? twelveCusps(angles, found.slice(0, 2), found.slice(2)) : null;
}

function formatLatitude(latitude: number): string {
  return `${Math.abs(latitude).toFixed(2)}° ${latitude < 0 ? 'S' : 'N'}`;
}

function fallbackReason(latitude: number, obliquity: number): string {
  const where =
    Math.abs(latitude) >= 90 - obliquity
      ? `beyond the polar circle (latitude ${formatLatitude(latitude)})`
      : `this close to the polar circle (latitude ${formatLatitude(latitude)})`;
  return (
    `Placidus houses cannot be drawn ${where}; houses use the Porphyry system, which ` +
    'divides each quadrant between the Ascendant and Midheaven into three equal parts.'
  );
}

export function chartHouses(
  time: AstroTime,
  latitude: number,
  longitude: number,
  angles: ChartAngles,
): Houses {
  const { ramc, obliquity } = localSiderealFrame(time, longitude);
  const placidus = placidusCuspLongitudes(angles, ramc, latitude, obliquity);
  if (placidus) {
    return { system: 'placidus', cusps: placidus.map(zodiacPosition), fallbackReason: null };
  }
  return {
    system: 'porphyry',
    cusps: porphyryCusps(angles).map(zodiacPosition),
    fallbackReason: fallbackReason(latitude, obliquity),
  };
}

/** House 1-12 whose cusp range [cusps[i], cusps[i + 1]) holds the longitude, wrapping at 360. */
export function houseOf(longitude: number, cuspLongitudes: readonly number[]): number {
  for (let index = 0; index < 12; index++) {
    const start = cuspLongitudes[index] ?? 0;
    const end = cuspLongitudes[(index + 1) % 12] ?? 0;
    if (normalizeDegrees(longitude - start) < normalizeDegrees(end - start)) return index + 1;
  }
  return 12;
}
