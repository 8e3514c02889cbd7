/**
 * Apparent motion along the ecliptic. The speed is the longitude change across a short
 * symmetric interval, so it is exact to second order and needs no velocity model.
 */
import type { AstroTime } from 'astronomy-engine';
import type { ChartBody } from '../chart/chart-types';
import { moonLongitude, normalizeDegrees, planetLongitude, sunLongitude } from './bodies';

/** Half the interval, in days: short enough for the Moon, long enough to stay above rounding. */
const halfIntervalDays = 0.5;

export function bodyLongitude(body: ChartBody, time: AstroTime): number {
  if (body === 'sun') return sunLongitude(time);
  if (body === 'moon') return moonLongitude(time);
  return planetLongitude(body, time);
}

/** Signed shortest turn from `from` to `to`, in (-180, 180]. */
export function longitudeChange(from: number, to: number): number {
  return 180 - normalizeDegrees(180 - (to - from));
}

/** Degrees per day; negative while the body moves backwards (retrograde). */
export function eclipticSpeed(body: ChartBody, time: AstroTime): number {
  const before = bodyLongitude(body, time.AddDays(-halfIntervalDays));
  const after = bodyLongitude(body, time.AddDays(halfIntervalDays));
  return longitudeChange(before, after) / (2 * halfIntervalDays);
}
