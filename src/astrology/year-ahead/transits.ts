/**
 * Exact transits of the planets to the natal points: for each major aspect the target
 * longitudes (natal ± angle) are crossed piece by piece along the body's track, so each
 * pass of a retrograde loop is its own event. The window "in effect" is where the gap is
 * within the body's orb, interpolated between breakpoints (good to about an hour).
 */
import { aspectAngles } from '../chart/aspects';
import {
  aspectNames,
  type AspectName,
  type ChartBody,
  type ChartPoint,
} from '../chart/chart-types';
import { longitudeChange } from '../ephemeris/motion';
import {
  crossingPieces,
  gapTo,
  refineCrossing,
  type BodyTrack,
  type TrackPoint,
} from './body-track';

/** Orb of the "in effect" window, by transiting body (decision 205). */
export const transitOrbs: Record<ChartBody, number> = {
  sun: 1,
  moon: 1,
  mercury: 1,
  venus: 1,
  mars: 1,
  jupiter: 2,
  saturn: 2,
  uranus: 2,
  neptune: 2,
  pluto: 2,
};

export interface NatalPoint {
  point: ChartPoint;
  longitude: number;
}

export interface ExactTransit {
  ut: number;
  body: ChartBody;
  aspect: AspectName;
  natalPoint: ChartPoint;
  pass: number;
  passes: number;
  retrograde: boolean;
  /** UT days; null when the window runs past the track's ends. */
  inEffectFrom: number | null;
  inEffectTo: number | null;
}

/** Target longitudes of one aspect to one natal longitude: both sides except 0° and 180°. */
function aspectTargets(natalLongitude: number, aspect: AspectName): number[] {
  const angle = aspectAngles[aspect];
  return angle === 0 || angle === 180
    ? [natalLongitude + angle]
    : [natalLongitude + angle, natalLongitude - angle];
}

/** Where |gap| equals the orb between a point outside it and one inside, by linear interpolation. */
function orbEdge(outside: TrackPoint, inside: TrackPoint, target: number, orb: number): number {
  const outsideExcess = Math.abs(gapTo(outside.longitude, target)) - orb;
  const insideExcess = Math.abs(gapTo(inside.longitude, target)) - orb;
  const share = outsideExcess / (outsideExcess - insideExcess);
  return outside.ut + share * (inside.ut - outside.ut);
}

/** The window around an exact crossing inside piece [points[piece], points[piece + 1]]. */
function windowAround(
  points: readonly TrackPoint[],
  piece: number,
  exact: TrackPoint,
  orb: number,
): { from: number | null; to: number | null } {
  const target = exact.longitude;
  const isWithin = (point: TrackPoint) => Math.abs(gapTo(point.longitude, target)) <= orb;
  let inside = exact;
  let index = piece;
  while (index >= 0 && isWithin(points[index] as TrackPoint))
    inside = points[index--] as TrackPoint;
  const from = index < 0 ? null : orbEdge(points[index] as TrackPoint, inside, target, orb);
  inside = exact;
  index = piece + 1;
  while (index < points.length && isWithin(points[index] as TrackPoint))
    inside = points[index++] as TrackPoint;
  const to =
    index >= points.length ? null : orbEdge(points[index] as TrackPoint, inside, target, orb);
  return { from, to };
}

/**
 * Longest time between two passes of one loop: a Mercury crossing in the other direction
 * 200 days later belongs to its next loop; Neptune can pass one degree five times in two years.
 */
const longestGapInLoopDays: Record<ChartBody, number> = {
  sun: 0,
  moon: 0,
  mercury: 60,
  venus: 150,
  mars: 250,
  jupiter: 400,
  saturn: 400,
  uranus: 400,
  neptune: 400,
  pluto: 400,
};

/**
 * Groups successive crossings of one target into encounters: the passes of a retrograde
 * loop alternate direction (forward, back, forward); a crossing in the same direction as
 * the one before starts a new encounter (the Sun a year later, Mercury's next loop).
 */
function retrogradeLoops<T extends { ut: number; retrograde: boolean }>(
  crossings: T[],
  body: ChartBody,
): T[][] {
  const loops: T[][] = [];
  for (const crossing of crossings) {
    const current = loops[loops.length - 1];
    const previous = current?.[current.length - 1];
    const isSameLoop =
      previous !== undefined &&
      previous.retrograde !== crossing.retrograde &&
      crossing.ut - previous.ut < longestGapInLoopDays[body];
    if (current && isSameLoop) current.push(crossing);
    else loops.push([crossing]);
  }
  return loops;
}

export function exactTransits(
  track: BodyTrack,
  natalPoints: readonly NatalPoint[],
  fromUt: number,
  toUt: number,
): ExactTransit[] {
  const transits: ExactTransit[] = [];
  const orb = transitOrbs[track.body];
  for (const natal of natalPoints) {
    for (const aspect of aspectNames) {
      for (const target of aspectTargets(natal.longitude, aspect)) {
        const crossings = crossingPieces(track.points, target).map((piece) => {
          const start = track.points[piece] as TrackPoint;
          const end = track.points[piece + 1] as TrackPoint;
          const ut = refineCrossing(track.body, target, start, end);
          const window = windowAround(track.points, piece, { ut, longitude: target }, orb);
          return {
            ut,
            retrograde: longitudeChange(start.longitude, end.longitude) < 0,
            inEffectFrom: window.from,
            inEffectTo: window.to,
          };
        });
        for (const loop of retrogradeLoops(crossings, track.body)) {
          // A loop opens and closes moving forward: a backward pass first or last means a
          // forward pass beyond the searched span, counted but not dated.
          const passesBefore = loop[0]?.retrograde ? 1 : 0;
          const passesAfter = loop[loop.length - 1]?.retrograde ? 1 : 0;
          loop.forEach((crossing, index) => {
            if (crossing.ut < fromUt || crossing.ut >= toUt) return;
            transits.push({
              ...crossing,
              body: track.body,
              aspect,
              natalPoint: natal.point,
              pass: index + 1 + passesBefore,
              passes: loop.length + passesBefore + passesAfter,
            });
          });
        }
      }
    }
  }
  return transits;
}
