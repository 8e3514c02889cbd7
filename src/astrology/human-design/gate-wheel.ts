/**
 * The 64-gate wheel of Human Design laid on the tropical zodiac: gate 41 begins at 2°00′
 * Aquarius (302°) and the gates follow in the order below, 5.625° each, six lines of 0.9375°.
 * Order and start are decision 195's; the boundary tests pin them.
 */
import { normalizeDegrees } from '../ephemeris/bodies';

export const wheelStartLongitude = 302;
export const gateWidth = 360 / 64;
export const lineWidth = gateWidth / 6;

/** Gates in zodiac order from 302°. */
export const gateWheel = [
  41, 19, 13, 49, 30, 55, 37, 63, 22, 36, 25, 17, 21, 51, 42, 3, 27, 24, 2, 23, 8, 20, 16, 35, 45,
  12, 15, 52, 39, 53, 62, 56, 31, 33, 7, 4, 29, 59, 40, 64, 47, 6, 46, 18, 48, 57, 32, 50, 28, 44,
  1, 43, 14, 34, 9, 5, 26, 11, 10, 58, 38, 54, 61, 60,
] as const;

export interface GateLine {
  gate: number;
  line: number;
}

/** Degrees past the wheel's start; kept in [0, 360) even for a longitude a hair under 302°. */
function wheelOffset(longitude: number): number {
  const offset = normalizeDegrees(longitude - wheelStartLongitude);
  return offset >= 360 ? 0 : offset;
}

export function gateLineAt(longitude: number): GateLine {
  const offset = wheelOffset(longitude);
  const index = Math.min(63, Math.floor(offset / gateWidth));
  const line = Math.min(6, Math.floor((offset - index * gateWidth) / lineWidth) + 1);
  return { gate: gateWheel[index] ?? 41, line };
}

/** Longitude where a gate begins. */
export function gateStartLongitude(gate: number): number {
  const index = gateWheel.indexOf(gate as (typeof gateWheel)[number]);
  if (index < 0) throw new RangeError(`There is no gate ${gate}.`);
  return normalizeDegrees(wheelStartLongitude + index * gateWidth);
}

/** The gate on the opposite side of the wheel (Earth to Sun, South Node to North Node). */
export function oppositeGate(gate: number): number {
  return gateLineAt(gateStartLongitude(gate) + 180 + gateWidth / 2).gate;
}

export interface BoundaryDistance {
  /** Degrees to the nearest line boundary (a gate boundary is also a line boundary). */
  degrees: number;
  isGateBoundary: boolean;
  /** +1 when the nearest boundary lies ahead (at a greater longitude), −1 when behind. */
  direction: 1 | -1;
}

export function distanceToBoundary(longitude: number): BoundaryDistance {
  const offset = wheelOffset(longitude);
  const intoLine = offset % lineWidth;
  const degrees = Math.min(intoLine, lineWidth - intoLine);
  const nearestBoundary =
    intoLine < lineWidth / 2 ? offset - intoLine : offset - intoLine + lineWidth;
  const linesFromGateStart = Math.round(nearestBoundary / lineWidth) % 6;
  return {
    degrees,
    isGateBoundary: linesFromGateStart === 0,
    direction: intoLine < lineWidth / 2 ? -1 : 1,
  };
}

export const formatGateLine = ({ gate, line }: GateLine): string => `${gate}.${line}`;
