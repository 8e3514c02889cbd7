/**
 * Major aspects between the ten bodies and the two angles, with the orbs of
 * docs/decisions/091-houses-and-aspects.md.
 */
import { longitudeChange } from '../ephemeris/motion';
import { aspectNames, type Aspect, type AspectName, type ChartPoint } from './chart-types';

export const aspectAngles: Record<AspectName, number> = {
  conjunction: 0,
  sextile: 60,
  square: 90,
  trine: 120,
  opposition: 180,
};

/**
 * Largest orb in degrees for each aspect: between two planets; when the Sun or Moon takes
 * part (the luminaries get 2° more); and when an angle takes part (angles move a degree
 * every four minutes, so a birth time's usual uncertainty caps them). The angle cap wins.
 */
export const aspectOrbs: Record<
  AspectName,
  { planets: number; luminaries: number; angles: number }
> = {
  conjunction: { planets: 8, luminaries: 10, angles: 5 },
  sextile: { planets: 6, luminaries: 8, angles: 4 },
  square: { planets: 8, luminaries: 10, angles: 5 },
  trine: { planets: 8, luminaries: 10, angles: 5 },
  opposition: { planets: 8, luminaries: 10, angles: 5 },
};

export interface AspectPoint {
  point: ChartPoint;
  longitude: number;
  /** Degrees per day; null for the angles (their motion is the Earth's turning). */
  speed: number | null;
}

const isAngle = (point: ChartPoint) => point === 'ascendant' || point === 'midheaven';
const isLuminary = (point: ChartPoint) => point === 'sun' || point === 'moon';

export function allowedOrb(aspect: AspectName, first: ChartPoint, second: ChartPoint): number {
  const orbs = aspectOrbs[aspect];
  if (isAngle(first) || isAngle(second)) return orbs.angles;
  return isLuminary(first) || isLuminary(second) ? orbs.luminaries : orbs.planets;
}

/** Angular separation, 0-180°. */
function separation(first: number, second: number): number {
  return Math.abs(longitudeChange(first, second));
}

/** Projects both points a moment ahead at their speeds and asks whether the orb shrank. */
function isApplying(first: AspectPoint, second: AspectPoint, angle: number): boolean | null {
  if (first.speed === null || second.speed === null) return null;
  const stepDays = 1e-3;
  const orbNow = Math.abs(separation(first.longitude, second.longitude) - angle);
  const orbNext = Math.abs(
    separation(
      first.longitude + first.speed * stepDays,
      second.longitude + second.speed * stepDays,
    ) - angle,
  );
  return orbNext < orbNow;
}

function closestAspect(first: AspectPoint, second: AspectPoint): Aspect | null {
  const apart = separation(first.longitude, second.longitude);
  const [closest] = aspectNames
    .map((aspect) => ({ aspect, orb: Math.abs(apart - aspectAngles[aspect]) }))
    .sort((left, right) => left.orb - right.orb);
  if (!closest || closest.orb > allowedOrb(closest.aspect, first.point, second.point)) return null;
  const angle = aspectAngles[closest.aspect];
  return {
    first: first.point,
    second: second.point,
    aspect: closest.aspect,
    angle,
    orb: Math.round(closest.orb * 1e4) / 1e4,
    applying: isApplying(first, second, angle),
  };
}

/** Every pair within orb (never Ascendant with Midheaven), tightest first. */
export function findAspects(points: readonly AspectPoint[]): Aspect[] {
  const aspects: Aspect[] = [];
  points.forEach((first, index) => {
    for (const second of points.slice(index + 1)) {
      if (isAngle(first.point) && isAngle(second.point)) continue;
      const aspect = closestAspect(first, second);
      if (aspect) aspects.push(aspect);
    }
  });
  return aspects.sort((left, right) => left.orb - right.orb);
}
