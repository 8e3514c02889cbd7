/**
 * A transiting body's path over the period, sampled and cut at its stations so that between
 * two breakpoints its longitude moves one way only. Every crossing of a target longitude
 * (an ingress, an exact aspect) then lies in exactly one piece and is refined there; all the
 * passes of a retrograde loop are found, none twice.
 */
import { MakeTime } from 'astronomy-engine';
import type { ChartBody } from '../chart/chart-types';
import { normalizeDegrees } from '../ephemeris/bodies';
import { bodyLongitude, longitudeChange } from '../ephemeris/motion';

/** A point of the path: UT days since J2000 and apparent longitude. */
export interface TrackPoint {
  ut: number;
  longitude: number;
}

export interface Station {
  ut: number;
  longitude: number;
  /** The motion that begins here. */
  turns: 'retrograde' | 'direct';
}

export interface BodyTrack {
  body: ChartBody;
  points: TrackPoint[];
  stations: Station[];
}

/** Signed gap from `target` to `longitude`, in [-180, 180). */
export function gapTo(longitude: number, target: number): number {
  return normalizeDegrees(longitude - target + 180) - 180;
}

export function longitudeAt(body: ChartBody, ut: number): number {
  return bodyLongitude(body, MakeTime(ut));
}

/** Half-width of the speed difference: an hour is short against any station's curvature. */
const speedHalfStepDays = 1 / 24;

export function speedAt(body: ChartBody, ut: number): number {
  const before = longitudeAt(body, ut - speedHalfStepDays);
  const after = longitudeAt(body, ut + speedHalfStepDays);
  return longitudeChange(before, after) / (2 * speedHalfStepDays);
}

/** Bisection on the sign of the speed; `from` and `to` bracket one station. */
function stationBetween(body: ChartBody, from: number, to: number): Station | null {
  let low = from;
  let high = to;
  const lowSign = Math.sign(speedAt(body, low));
  if (lowSign === Math.sign(speedAt(body, high)) || lowSign === 0) return null;
  while (high - low > 1e-5) {
    const middle = (low + high) / 2;
    if (Math.sign(speedAt(body, middle)) === lowSign) low = middle;
    else high = middle;
  }
  const ut = (low + high) / 2;
  return {
    ut,
    longitude: longitudeAt(body, ut),
    turns: lowSign > 0 ? 'retrograde' : 'direct',
  };
}

/** Samples every `stepDays` from `fromUt` to `toUt`, then inserts the exact stations. */
export function trackBody(
  body: ChartBody,
  fromUt: number,
  toUt: number,
  stepDays: number,
): BodyTrack {
  const samples: TrackPoint[] = [];
  for (let ut = fromUt; ut < toUt + stepDays; ut += stepDays) {
    const at = Math.min(ut, toUt);
    samples.push({ ut: at, longitude: longitudeAt(body, at) });
    if (at === toUt) break;
  }
  const stations: Station[] = [];
  if (body !== 'sun') {
    for (let index = 1; index + 1 < samples.length; index++) {
      const previous = samples[index - 1] as TrackPoint;
      const current = samples[index] as TrackPoint;
      const next = samples[index + 1] as TrackPoint;
      const before = longitudeChange(previous.longitude, current.longitude);
      const after = longitudeChange(current.longitude, next.longitude);
      if (Math.sign(before) !== Math.sign(after)) {
        const station = stationBetween(body, previous.ut, next.ut);
        if (station && !stations.some((known) => Math.abs(known.ut - station.ut) < 1)) {
          stations.push(station);
        }
      }
    }
  }
  const points = [...samples, ...stations.map(({ ut, longitude }) => ({ ut, longitude }))].sort(
    (first, second) => first.ut - second.ut,
  );
  return { body, points, stations };
}

/**
 * The moment the body stands exactly on `target`, between two breakpoints that bracket it:
 * regula falsi with the Illinois step, to a millionth of a degree.
 */
export function refineCrossing(
  body: ChartBody,
  target: number,
  start: TrackPoint,
  end: TrackPoint,
): number {
  let [low, high] = [start.ut, end.ut];
  let [lowGap, highGap] = [gapTo(start.longitude, target), gapTo(end.longitude, target)];
  let side = 0;
  for (let iteration = 0; iteration < 60; iteration++) {
    const ut =
      highGap === lowGap ? (low + high) / 2 : high - (highGap * (high - low)) / (highGap - lowGap);
    const gap = gapTo(longitudeAt(body, ut), target);
    if (Math.abs(gap) < 1e-6 || high - low < 1e-8) return ut;
    if (Math.sign(gap) === Math.sign(highGap)) {
      high = ut;
      highGap = gap;
      if (side === 1) lowGap /= 2;
      side = 1;
    } else {
      low = ut;
      lowGap = gap;
      if (side === -1) highGap /= 2;
      side = -1;
    }
  }
  return (low + high) / 2;
}

/**
 * Indices `i` of the pieces [points[i], points[i+1]] in which the body crosses `target`
 * (the near side: a jump across the opposite point is not a crossing).
 */
export function crossingPieces(points: readonly TrackPoint[], target: number): number[] {
  const pieces: number[] = [];
  for (let index = 0; index + 1 < points.length; index++) {
    const before = gapTo((points[index] as TrackPoint).longitude, target);
    const after = gapTo((points[index + 1] as TrackPoint).longitude, target);
    if (Math.abs(before - after) >= 90) continue;
    if ((before < 0 && after >= 0) || (before >= 0 && after < 0)) pieces.push(index);
  }
  return pieces;
}
