/**
 * Apparent geocentric ecliptic longitudes (tropical, true equinox of date) from
 * astronomy-engine: light-time, aberration and nutation included, as in an ephemeris.
 */
import {
  Body,
  Ecliptic,
  EclipticGeoMoon,
  GeoVector,
  SunPosition,
  type AstroTime,
} from 'astronomy-engine';

export const planetNames = [
  'mercury',
  'venus',
  'mars',
  'jupiter',
  'saturn',
  'uranus',
  'neptune',
  'pluto',
] as const;
export type PlanetName = (typeof planetNames)[number];

const bodyOfPlanet: Record<PlanetName, Body> = {
  mercury: Body.Mercury,
  venus: Body.Venus,
  mars: Body.Mars,
  jupiter: Body.Jupiter,
  saturn: Body.Saturn,
  uranus: Body.Uranus,
  neptune: Body.Neptune,
  pluto: Body.Pluto,
};

export function normalizeDegrees(degrees: number): number {
  const wrapped = degrees % 360;
  return wrapped < 0 ? wrapped + 360 : wrapped;
}

export function sunLongitude(time: AstroTime): number {
  return normalizeDegrees(SunPosition(time).elon);
}

export function moonLongitude(time: AstroTime): number {
  return normalizeDegrees(EclipticGeoMoon(time).lon);
}

export function planetLongitude(planet: PlanetName, time: AstroTime): number {
  return normalizeDegrees(Ecliptic(GeoVector(bodyOfPlanet[planet], time, true)).elon);
}
