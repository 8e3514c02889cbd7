import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { boxesTouch, placeDegreeLabels, pointAt, spreadLabels, wheelAngle } from './wheel-geometry';

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

describe('degree labels on the wheel', () => {
  const ring = {
    center: 190,
    glyphRadius: 139,
    glyphSize: 7.5,
    innerRadius: 112,
    fontSize: 5.8,
    gap: 0.8,
  };
  const texts = ['12°', '3° R', '25° R', '0°', '29°', '8°', '17° R', '6°', '22°', '1°'];

  /** Ten bodies as the wheel draws them: spread glyphs, then their labels. */
  function layout(longitudes: number[], left: number) {
    const spread = spreadLabels(longitudes, 7);
    const labels = spread.map((longitude, index) => ({
      angle: wheelAngle(longitude, left),
      text: texts[index % texts.length]!,
    }));
    const boxes = placeDegreeLabels(labels, ring);
    const glyphs = labels.map(({ angle }) => pointAt(ring.center, ring.glyphRadius, angle));
    return { boxes, glyphs };
  }

  function expectClear(longitudes: number[], left: number) {
    const { boxes, glyphs } = layout(longitudes, left);
    for (const [index, box] of boxes.entries()) {
      for (const glyph of glyphs) {
        const nearestX = Math.max(box.x - box.halfWidth, Math.min(glyph.x, box.x + box.halfWidth));
        const nearestY = Math.max(
          box.y - box.halfHeight,
          Math.min(glyph.y, box.y + box.halfHeight),
        );
        expect(Math.hypot(glyph.x - nearestX, glyph.y - nearestY)).toBeGreaterThanOrEqual(
          ring.glyphSize,
        );
      }
      for (const other of boxes.slice(index + 1)) expect(boxesTouch(box, other, 0)).toBe(false);
      // Inside the glyphs' ring, outside the houses' ring.
      const corners = [-1, 1].flatMap((sx) =>
        [-1, 1].map((sy) =>
          Math.hypot(
            box.x + sx * box.halfWidth - ring.center,
            box.y + sy * box.halfHeight - ring.center,
          ),
        ),
      );
      expect(Math.min(...corners)).toBeGreaterThanOrEqual(ring.innerRadius);
    }
  }

  it('keeps Saturn’s "25° R" and Jupiter’s "0° R" clear of their glyphs at 9 o’clock', () => {
    // The Honolulu chart of the sample documents: Saturn 295.3°, Jupiter 300.9°, Ascendant 318°.
    expectClear([132.5, 63.4, 122.3, 91.8, 172.6, 300.9, 295.3, 145.3, 218.6, 187], 318);
  });

  it('never lets a label touch a glyph or another label, however the bodies crowd', () => {
    fc.assert(
      fc.property(
        fc.array(fc.double({ min: 0, max: 360, noNaN: true }), { minLength: 10, maxLength: 10 }),
        fc.double({ min: 0, max: 360, noNaN: true }),
        (longitudes, left) => expectClear(longitudes, left),
      ),
      { numRuns: 300 },
    );
    // A stellar pile-up: ten bodies within 20°, at every quarter of the wheel.
    for (const left of [0, 90, 180, 270])
      expectClear(
        Array.from({ length: 10 }, (_, index) => 100 + index * 2),
        left,
      );
  });
});
