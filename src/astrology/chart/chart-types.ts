/**
 * The completed natal chart's shapes: ten bodies with house and motion, the houses, and the
 * major aspects. The engine (natal-chart.ts) produces them; reports and e-mails read them.
 */
import { planetNames, type PlanetName } from '../ephemeris/bodies';
import type { ZodiacPosition } from './zodiac';

/** The ten bodies of a chart, in the order reports list them. */
export const chartBodies = ['sun', 'moon', ...planetNames] as const;
export type ChartBody = (typeof chartBodies)[number];

/** A body or one of the two angles: what an aspect can join. */
export type ChartPoint = ChartBody | 'ascendant' | 'midheaven';

export interface BodyPosition extends ZodiacPosition {
  /** Apparent motion along the ecliptic, degrees per day (negative when retrograde). */
  speed: number;
  retrograde: boolean;
  /** House 1-12; null when there are no houses (no birth time or no recognised place). */
  house: number | null;
}

export type HouseSystem = 'placidus' | 'porphyry';

export interface Houses {
  system: HouseSystem;
  /** Twelve cusps; cusps[0] is the Ascendant, cusps[9] the Midheaven. */
  cusps: ZodiacPosition[];
  /** Why Placidus was not used (inside the polar circles it has no solution). */
  fallbackReason: string | null;
}

export const aspectNames = ['conjunction', 'sextile', 'square', 'trine', 'opposition'] as const;
export type AspectName = (typeof aspectNames)[number];

export interface Aspect {
  first: ChartPoint;
  second: ChartPoint;
  aspect: AspectName;
  /** Exact angle of the aspect: 0, 60, 90, 120 or 180. */
  angle: number;
  /** How far from exact, in degrees (>= 0). */
  orb: number;
  /** True while the faster body moves towards exactness; null when either point is an angle. */
  applying: boolean | null;
}

export type { PlanetName };
