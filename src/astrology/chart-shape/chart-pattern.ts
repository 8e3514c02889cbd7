/**
 * Marc Edmund Jones's seven whole-chart patterns (The Guide to Horoscope Interpretation, 1941),
 * read from the ten bodies' longitudes, first that applies (decision 241):
 * - bundle: all ten within 120° (a trine);
 * - bowl: all ten within 180°;
 * - bucket: nine within 180° and a handle (one body, or two within 10°) in the empty half,
 *   clear of both rims by at least 60°;
 * - locomotive: all ten within 240° (an empty trine); the leading body is the first after the
 *   gap in zodiac order, the one at the front as the chart turns clockwise;
 * - seesaw: two groups of at least two bodies facing each other across two empty arcs of at
 *   least 60° each;
 * - splash: spread round the wheel, eight or more signs occupied;
 * - splay: the rest, irregular clusters with wide gaps between them.
 */
import type { ChartBody } from '../chart/chart-types';

export const chartPatterns = [
  'bundle',
  'bowl',
  'bucket',
  'locomotive',
  'seesaw',
  'splash',
  'splay',
] as const;
export type ChartPattern = (typeof chartPatterns)[number];

export interface PatternReading {
  pattern: ChartPattern;
  /** The widest empty arc between neighbouring bodies, in degrees. */
  largestGap: number;
  /** The degrees all ten occupy: 360 minus the largest gap. */
  occupiedArc: number;
  /** Bucket: the body or bodies of the handle. */
  handle: ChartBody[];
  /** Locomotive: the body leading the group. */
  leadingBody: ChartBody | null;
}

interface Placed {
  body: ChartBody;
  longitude: number;
}

const forward = (from: number, to: number) => (((to - from) % 360) + 360) % 360;

/** Gaps in zodiac order: gaps[i] runs from sorted[i] to the next body (wrapping). */
function gapsOf(sorted: readonly Placed[]): number[] {
  return sorted.map((placed, index) =>
    forward(placed.longitude, (sorted[(index + 1) % sorted.length] as Placed).longitude),
  );
}

function occupiedArcOf(placed: readonly Placed[]): number {
  return 360 - Math.max(...gapsOf(placed));
}

function bucketHandle(sorted: readonly Placed[]): ChartBody[] {
  const count = sorted.length;
  for (const size of [1, 2]) {
    for (let start = 0; start < count; start++) {
      const handle = Array.from(
        { length: size },
        (_, offset) => sorted[(start + offset) % count] as Placed,
      );
      const first = handle[0] as Placed;
      const last = handle[handle.length - 1] as Placed;
      if (forward(first.longitude, last.longitude) > 10) continue;
      const rest = sorted.filter((placed) => !handle.includes(placed));
      if (occupiedArcOf(rest) > 180) continue;
      const before = sorted[(start - 1 + count) % count] as Placed;
      const after = sorted[(start + size) % count] as Placed;
      const clearOfRims =
        forward(before.longitude, first.longitude) >= 60 &&
        forward(last.longitude, after.longitude) >= 60;
      if (clearOfRims) return handle.map(({ body }) => body);
    }
  }
  return [];
}

function isSeesaw(sorted: readonly Placed[], gaps: readonly number[]): boolean {
  const wide = gaps.flatMap((gap, index) => (gap >= 60 ? [index] : []));
  if (wide.length !== 2) return false;
  const [first, second] = wide as [number, number];
  const groupSizes = [second - first, sorted.length - (second - first)];
  return groupSizes.every((size) => size >= 2);
}

export function chartPattern(placed: readonly Placed[]): PatternReading {
  const sorted = [...placed].sort((a, b) => a.longitude - b.longitude);
  const gaps = gapsOf(sorted);
  const largestGap = Math.max(...gaps);
  const occupiedArc = 360 - largestGap;
  const reading = (pattern: ChartPattern, extra: Partial<PatternReading> = {}): PatternReading => ({
    pattern,
    largestGap: Math.round(largestGap * 10) / 10,
    occupiedArc: Math.round(occupiedArc * 10) / 10,
    handle: [],
    leadingBody: null,
    ...extra,
  });
  if (occupiedArc <= 120) return reading('bundle');
  if (occupiedArc <= 180) return reading('bowl');
  const handle = bucketHandle(sorted);
  if (handle.length > 0) return reading('bucket', { handle });
  if (occupiedArc <= 240) {
    const afterGap = sorted[(gaps.indexOf(largestGap) + 1) % sorted.length] as Placed;
    return reading('locomotive', { leadingBody: afterGap.body });
  }
  if (isSeesaw(sorted, gaps)) return reading('seesaw');
  const signsOccupied = new Set(sorted.map(({ longitude }) => Math.floor(longitude / 30))).size;
  return reading(signsOccupied >= 8 ? 'splash' : 'splay');
}
