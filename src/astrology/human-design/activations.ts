/**
 * The thirteen activations of one moment (Sun, Earth, the true nodes, Moon and the planets) and
 * the design moment: the instant the Sun stood exactly 88° of solar arc before its birth longitude.
 */
import {
  GeoMoonState,
  MakeTime,
  RotateState,
  Rotation_EQJ_ECT,
  SearchSunLongitude,
  type AstroTime,
} from 'astronomy-engine';
import {
  moonLongitude,
  normalizeDegrees,
  planetLongitude,
  planetNames,
  sunLongitude,
} from '../ephemeris/bodies';

/** In the order charts list them. */
export const activationBodies = [
  'sun',
  'earth',
  'northNode',
  'southNode',
  'moon',
  ...planetNames,
] as const;
export type ActivationBody = (typeof activationBodies)[number];

export const designArcDegrees = 88;

/**
 * The true (osculating) ascending node of the Moon's orbit on the true ecliptic of date:
 * the direction of r × v of the geocentric Moon, turned a quarter circle back.
 */
export function trueNodeLongitude(time: AstroTime): number {
  const state = RotateState(Rotation_EQJ_ECT(time), GeoMoonState(time));
  const hx = state.y * state.vz - state.z * state.vy;
  const hy = state.z * state.vx - state.x * state.vz;
  return normalizeDegrees((Math.atan2(hx, -hy) * 180) / Math.PI);
}

export function activationLongitudes(time: AstroTime): Record<ActivationBody, number> {
  const sun = sunLongitude(time);
  const northNode = trueNodeLongitude(time);
  const longitudes: Partial<Record<ActivationBody, number>> = {
    sun,
    earth: normalizeDegrees(sun + 180),
    northNode,
    southNode: normalizeDegrees(northNode + 180),
    moon: moonLongitude(time),
  };
  for (const planet of planetNames) longitudes[planet] = planetLongitude(planet, time);
  return longitudes as Record<ActivationBody, number>;
}

/** Signed difference a − b folded into (−180, 180]. */
export function signedArc(a: number, b: number): number {
  const difference = normalizeDegrees(a - b);
  return difference > 180 ? difference - 360 : difference;
}

const daySeconds = 86_400;

/**
 * When the Sun stood at (birth longitude − 88°): between 86 and 93 days before birth. The
 * search lands within about a second; two Newton steps on the Sun's own speed take the arc to
 * well under 1e-6°.
 */
export function designMoment(birth: AstroTime, birthSunLongitude = sunLongitude(birth)): AstroTime {
  const target = normalizeDegrees(birthSunLongitude - designArcDegrees);
  const found = SearchSunLongitude(target, birth.AddDays(-96), 10);
  if (!found) throw new Error('The design moment was not found within 96 days before birth.');
  let time = found;
  for (let step = 0; step < 2; step++) {
    const error = signedArc(sunLongitude(time), target);
    const probe = time.AddDays(60 / daySeconds);
    const degreesPerDay = signedArc(sunLongitude(probe), sunLongitude(time)) * (daySeconds / 60);
    time = time.AddDays(-error / degreesPerDay);
  }
  return time;
}

export const astroTimeOf = (utc: Date | string): AstroTime => MakeTime(new Date(utc));
