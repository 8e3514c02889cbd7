/**
 * What the issue calls "the chart, completed": each body's speed, retrograde flag and house,
 * the houses, and the aspects, added to positions and angles already computed.
 */
import type { AstroTime } from 'astronomy-engine';
import type { ChartAngles } from '../ephemeris/angles';
import { chartHouses, houseOf } from '../ephemeris/houses';
import { eclipticSpeed } from '../ephemeris/motion';
import { findAspects, type AspectPoint } from './aspects';
import {
  chartBodies,
  type Aspect,
  type BodyPosition,
  type ChartBody,
  type Houses,
} from './chart-types';
import type { ZodiacPosition } from './zodiac';

export interface ChartCompletionOptions {
  time: AstroTime;
  positions: Record<ChartBody, ZodiacPosition>;
  /** Where and how the sky was oriented; null without angles (then no houses either). */
  horizon: { latitude: number; longitude: number; angles: ChartAngles } | null;
}

export interface ChartCompletion {
  bodies: Record<ChartBody, BodyPosition>;
  houses: Houses | null;
  aspects: Aspect[];
}

export function completeChart(options: ChartCompletionOptions): ChartCompletion {
  const { time, positions, horizon } = options;
  const houses = horizon
    ? chartHouses(time, horizon.latitude, horizon.longitude, horizon.angles)
    : null;
  const cuspLongitudes = houses?.cusps.map((cusp) => cusp.longitude);
  const bodies = Object.fromEntries(
    chartBodies.map((body) => {
      const position = positions[body];
      const speed = eclipticSpeed(body, time);
      const bodyPosition: BodyPosition = {
        ...position,
        speed: Math.round(speed * 1e6) / 1e6,
        // The Sun and Moon never move backwards; their speed is still reported.
        retrograde: body !== 'sun' && body !== 'moon' && speed < 0,
        house: cuspLongitudes ? houseOf(position.longitude, cuspLongitudes) : null,
      };
      return [body, bodyPosition];
    }),
  ) as Record<ChartBody, BodyPosition>;

  const points: AspectPoint[] = chartBodies.map((body) => ({
    point: body,
    longitude: bodies[body].longitude,
    speed: bodies[body].speed,
  }));
  if (horizon) {
    points.push({ point: 'ascendant', longitude: horizon.angles.ascendant, speed: null });
    points.push({ point: 'midheaven', longitude: horizon.angles.midheaven, speed: null });
  }
  return { bodies, houses, aspects: findAspects(points) };
}
