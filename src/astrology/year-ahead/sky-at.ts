/**
 * The sky at one moment as a journal's quieter week describes it: the Moon's phase and the
 * Sun's sign and natal house. Pure: the natal chart and a moment in, positions out.
 */
import { MakeTime } from 'astronomy-engine';
import type { NatalChart } from '../chart/natal-chart';
import { zodiacPosition, type ZodiacPosition } from '../chart/zodiac';
import { moonLongitude, normalizeDegrees, sunLongitude } from '../ephemeris/bodies';
import { houseOf } from '../ephemeris/houses';

export type MoonPhaseName =
  | 'new'
  | 'waxing crescent'
  | 'first quarter'
  | 'waxing gibbous'
  | 'full'
  | 'waning gibbous'
  | 'last quarter'
  | 'waning crescent';

export interface SkyAt {
  /** The Moon's elongation from the Sun, 0-360° (0 new, 180 full). */
  moonPhaseAngle: number;
  moonPhase: MoonPhaseName;
  moon: ZodiacPosition;
  sun: ZodiacPosition;
  /** The natal house the Sun is crossing; null when the chart has no houses. */
  sunHouse: number | null;
}

const phaseNames: readonly MoonPhaseName[] = [
  'new',
  'waxing crescent',
  'first quarter',
  'waxing gibbous',
  'full',
  'waning gibbous',
  'last quarter',
  'waning crescent',
];

/** Eight phases of 45°, each centred on its exact angle (new 0°, first quarter 90° ...). */
function phaseOf(angle: number): MoonPhaseName {
  return phaseNames[Math.floor(normalizeDegrees(angle + 22.5) / 45) % 8] ?? 'new';
}

export function skyAt(chart: NatalChart, moment: Date): SkyAt {
  const time = MakeTime(moment);
  const [sun, moon] = [sunLongitude(time), moonLongitude(time)];
  const moonPhaseAngle = normalizeDegrees(moon - sun);
  const cusps = chart.houses?.cusps.map((cusp) => cusp.longitude) ?? null;
  return {
    moonPhaseAngle,
    moonPhase: phaseOf(moonPhaseAngle),
    moon: zodiacPosition(moon),
    sun: zodiacPosition(sun),
    sunHouse: cusps ? houseOf(sun, cusps) : null,
  };
}
