import { describe, expect, it } from 'vitest';
import { emptyArcPath, patternWheel } from './profile-charts';

/** Every point a path names ("M x y", "L x y", and the end of each "A ... x y"), and arc radii. */
function pathGeometry(path: string) {
  const numbers = (text: string) =>
    text
      .trim()
      .split(/[\s,]+/)
      .map(Number);
  const points: [number, number][] = [];
  const radii: number[] = [];
  for (const [, command = '', rest = ''] of path.matchAll(/([MLAZ])([^MLAZ]*)/g)) {
    const values = numbers(rest);
    if (command === 'M' || command === 'L') points.push([values[0]!, values[1]!]);
    if (command === 'A') {
      radii.push(values[0]!, values[1]!);
      points.push([values[5]!, values[6]!]);
    }
  }
  return { points, radii };
}

describe('the pattern wheel of the Dynamic Profile', () => {
  it('shades the widest empty arc inside its circle, never past it', () => {
    const { centre, ringRadius } = patternWheel;
    for (const [from, to] of [
      [0, 2.1],
      [Math.PI / 2, Math.PI / 2 + 3.9],
      [4, 4.3],
    ] as const) {
      const { points, radii } = pathGeometry(emptyArcPath(from, to));
      for (const radius of radii) expect(radius).toBeLessThanOrEqual(ringRadius);
      for (const [x, y] of points) {
        expect(Math.hypot(x - centre, y - centre)).toBeLessThanOrEqual(ringRadius + 1e-9);
      }
    }
  });
});
