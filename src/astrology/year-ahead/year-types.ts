/**
 * The dated events of a year ahead (docs/decisions/205-year-ahead.md). Every event carries
 * its exact moment in UTC, a weight (0-100, higher first) and a one-line summary.
 */
import type { AspectName, ChartBody, ChartPoint } from '../chart/chart-types';
import type { ZodiacPosition, ZodiacSign } from '../chart/zodiac';

interface EventBase {
  /** Exact moment, ISO UTC. */
  utc: string;
  weight: number;
  summary: string;
}

export interface LunationEvent extends EventBase {
  kind: 'lunation';
  phase: 'new' | 'full';
  /** The Moon's position. */
  position: ZodiacPosition;
  /** Natal house it falls in; null when the chart has no houses. */
  house: number | null;
}

export interface EclipseEvent extends EventBase {
  kind: 'eclipse';
  /** Moment of greatest eclipse. */
  body: 'sun' | 'moon';
  type: 'penumbral' | 'partial' | 'annular' | 'total' | 'hybrid';
  position: ZodiacPosition;
  house: number | null;
}

export interface IngressEvent extends EventBase {
  kind: 'ingress';
  body: ChartBody;
  sign: ZodiacSign;
  /** True when it enters the sign moving backwards. */
  retrograde: boolean;
}

export interface StationEvent extends EventBase {
  kind: 'station';
  body: ChartBody;
  turns: 'retrograde' | 'direct';
  position: ZodiacPosition;
}

export interface TransitEvent extends EventBase {
  kind: 'transit';
  body: ChartBody;
  aspect: AspectName;
  natalPoint: ChartPoint;
  /** Which crossing of this exact aspect in the period, and how many there are (retrograde loops). */
  pass: number;
  passes: number;
  retrograde: boolean;
  /** When the gap is within the stated orb; null when that lies beyond the searched span. */
  inEffect: { from: string | null; to: string | null; orb: number };
  /**
   * Birth time unknown: how many days the exact date could move, from the natal point's
   * motion over half a day either side of noon. Null when the birth time is known.
   */
  uncertaintyDays: number | null;
}

export type YearEvent = LunationEvent | EclipseEvent | IngressEvent | StationEvent | TransitEvent;

export interface WeekHighlights {
  /** First day (ISO date) and the day after the last (exclusive), UTC. */
  from: string;
  to: string;
  /** Most significant first; exact events of the week, else transits in effect during it. */
  events: YearEvent[];
  /** False when no event is exact this week and the list shows transits in effect. */
  hasExactEvents: boolean;
}

export interface YearAhead {
  /** ISO dates, `to` exclusive: twelve months from `from`. */
  from: string;
  to: string;
  /** Every event of the period, in time order. */
  events: YearEvent[];
  weeks: WeekHighlights[];
  notes: string[];
}
