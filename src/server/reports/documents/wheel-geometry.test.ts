import { describe, expect, it } from 'vitest';
import { pointAt, spreadLabels, wheelAngle } from './wheel-geometry';

const gap = (first: number, second: number) => {
  const difference = Math.abs(first - second) % 360;
  return Math.min(difference, 360 - difference);
};

describe('wheel geometry', () => {
  it('puts the left longitude at 9 o’clock and runs counter-clockwise', () => {
    const left = pointAt(100, 50, wheelAngle(318, 318));
    expect(left.x).toBeCloseTo(50);
    expect(left.y).toBeCloseTo(100);
    const bottom = pointAt(100, 50, wheelAngle(48, 318));
    expect(bottom.x).toBeCloseTo(100);
    expect(bottom.y).toBeCloseTo(150);
  });

  it('spreads crowded labels to the minimum gap and leaves lone ones alone', () => {
    const longitudes = [100, 101, 102.5, 359, 1, 200];
    const labels = spreadLabels(longitudes, 6);
    for (let first = 0; first < labels.length; first++) {
      for (let second = first + 1; second < labels.length; second++) {
        expect(gap(labels[first]!, labels[second]!)).toBeGreaterThanOrEqual(5.95);
      }
    }
    expect(labels[5]).toBeCloseTo(200);
    expect(gap(labels[1]!, 101)).toBeLessThan(1);
  });
});
