/**
 * Worked examples published by Destiny Matrix calculators and tutorials (read 2026-11; values
 * restated here, not their text). Sites that reduce with the digit sum, as we do (decision 201):
 * - r/DestinyMatrixHub, "[Part 3] How to Read Destiny Matrix Chart: Personal Square & Ancestral
 *   Square Calculations" (2024-11-11), birth date 11.07.1996; and the same author's post on the
 *   destinies (sky B+D = 14, earth A+C = 18, first destiny 32 → 5) for that date.
 *   https://www.reddit.com/r/DestinyMatrixHub/comments/1gonrpa/ (read through a redlib mirror).
 * - hedomi.com, "How to calculate Destiny Matrix", birth date 23 January 1987.
 *   https://hedomi.com/how-to-calculate-destiny-matrix/
 * - matrixdestinychart.org, "How to Calculate Destiny Matrix": day 23 → 5, January → 1,
 *   1987 → 25 → 7, D = 13, E = 26 → 8; money line N = M + L, O = M + N, P = L + N.
 *   https://matrixdestinychart.org/blog/how-to-calculate-destiny-matrix.html
 * - destiny-matrix.cc, "Destiny Matrix Calculator": example 07.01.1987 (A 7, B 1, C from 1987).
 *   https://destiny-matrix.cc/en/tool/destiny-matrix-calculator/
 * - astraread.com, "How to Calculate Your Destiny Matrix Chart": 31 → 4, 47 → 11, 28 → 10, day
 *   24 → 6, day 29 → 11. https://astraread.com/blog/calculate-destiny-matrix
 * Sites that subtract 22 instead, where our results differ on purpose:
 * - datemyst.com, "How to Calculate the Matrix from Date of Birth": 28 July 1990 gives A 6
 *   (28 − 22), B 7, C 19, D 32 − 22 = 10.
 *   https://datemyst.com/wiedza/destiny-matrix-basics/how-to-calculate-the-matrix-from-date-of-birth
 * - dzen.ru, "Матрица судьбы" five main arcana: born 25 February 1978, day arcanum 25 − 22 = 3.
 *   https://dzen.ru/a/ZqigstWedx1pfJDA
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { arcanaNames, reduceToArcanum } from './arcana';
import { computeDestinyMatrix, destinyMatrixPointNames } from './destiny-matrix';

const arcana = (date: string) =>
  Object.fromEntries(
    Object.entries(computeDestinyMatrix(date).points).map(([name, point]) => [name, point.arcanum]),
  );

/** The other published rule, only to show where the two conventions part. */
const subtract22 = (value: number) => {
  let reduced = value;
  while (reduced > 22) reduced -= 22;
  return reduced;
};

describe('Destiny Matrix', () => {
  it('reduces as the digit-sum calculators publish', () => {
    expect([31, 47, 28, 24, 29, 30, 23, 25, 22, 1].map(reduceToArcanum)).toEqual([
      4, 11, 10, 6, 11, 3, 5, 7, 22, 1,
    ]);
    // 99 → 18 in one step, 599 → 23 → 5 in two.
    expect(reduceToArcanum(99)).toBe(18);
    expect(reduceToArcanum(599)).toBe(5);
    expect(() => reduceToArcanum(0)).toThrow(RangeError);
  });

  it('11.07.1996 (r/DestinyMatrixHub): personal and ancestral squares, sky, earth, first destiny', () => {
    expect(arcana('1996-07-11')).toMatchObject({
      left: 11,
      top: 7,
      right: 7,
      bottom: 7,
      centre: 5,
      topLeft: 18,
      topRight: 14,
      bottomLeft: 18,
      bottomRight: 14,
      sky: 14,
      earth: 18,
      personal: 5,
    });
  });

  it('23.01.1987 (hedomi.com and matrixdestinychart.org): the five main points', () => {
    expect(arcana('1987-01-23')).toMatchObject({
      left: 5,
      top: 1,
      right: 7,
      bottom: 13,
      centre: 8,
    });
  });

  it('07.01.1987 (destiny-matrix.cc): day and month as they are, year reduced', () => {
    expect(arcana('1987-01-07')).toMatchObject({ left: 7, top: 1, right: 7 });
  });

  it('28.07.1990 and 25.02.1978 differ from the subtract-22 sites exactly where the rules differ', () => {
    // datemyst.com's published values follow from subtracting 22 ...
    expect([subtract22(28), 7, subtract22(1 + 9 + 9 + 0), subtract22(6 + 7 + 19)]).toEqual([
      6, 7, 19, 10,
    ]);
    // ... ours from the digit sum: 28 → 10, and 10 + 7 + 19 = 36 → 9.
    expect(arcana('1990-07-28')).toMatchObject({ left: 10, top: 7, right: 19, bottom: 9 });
    expect(subtract22(25)).toBe(3);
    expect(arcana('1978-02-25').left).toBe(7);
  });

  it('builds the money and love lines from the inner right and bottom points (matrixdestinychart.org)', () => {
    const matrix = computeDestinyMatrix('1987-01-23');
    const { rightInner, bottomInner, balance, money, love } = matrix.points;
    // E = 8: right inner 7 + 8 = 15, bottom inner 13 + 8 = 21, balance 36 → 9.
    expect([rightInner.arcanum, bottomInner.arcanum, balance.arcanum]).toEqual([15, 21, 9]);
    expect(money.arcanum).toBe(reduceToArcanum(9 + 15));
    expect(love.arcanum).toBe(reduceToArcanum(9 + 21));
    expect(matrix.lines.money).toEqual([15, 6, 9]);
    expect(matrix.lines.love).toEqual([21, 3, 9]);
    expect(matrix.lines.karmicTail).toEqual([13, reduceToArcanum(13 + 21), 21]);
  });

  it('names arcana in the Marseille order: 8 Justice, 11 Strength, 22 the Fool', () => {
    expect(arcanaNames[7]).toBe('Justice');
    expect(arcanaNames[10]).toBe('Strength');
    expect(arcanaNames[21]).toBe('The Fool');
    expect(computeDestinyMatrix('1996-07-11').points.left.name).toBe('Strength');
  });

  it('keeps every point in 1-22, and the ring of 64 steps on the corners every 10 years', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('1800-01-01'), max: new Date('2200-12-31'), noInvalidDate: true }),
        (date) => {
          const text = date.toISOString().slice(0, 10);
          const matrix = computeDestinyMatrix(text);
          for (const name of destinyMatrixPointNames) {
            const { arcanum, name: arcanumName } = matrix.points[name];
            expect(arcanum).toBeGreaterThanOrEqual(1);
            expect(arcanum).toBeLessThanOrEqual(22);
            expect(arcanumName).toBe(arcanaNames[arcanum - 1]);
          }
          const { points, ageRing } = matrix;
          expect(ageRing).toHaveLength(64);
          expect(ageRing.map((step) => step.age)).toEqual(
            Array.from({ length: 64 }, (_, step) => step * 1.25),
          );
          const corners = [0, 10, 20, 30, 40, 50, 60, 70].map(
            (age) => ageRing.find((step) => step.age === age)?.arcanum,
          );
          expect(corners).toEqual(
            [
              points.left,
              points.topLeft,
              points.top,
              points.topRight,
              points.right,
              points.bottomRight,
              points.bottom,
              points.bottomLeft,
            ].map((point) => point.arcanum),
          );
          // The centre is the sum of the four corners of the personal square, reduced.
          expect(points.centre.arcanum).toBe(
            reduceToArcanum(
              points.left.arcanum +
                points.top.arcanum +
                points.right.arcanum +
                points.bottom.arcanum,
            ),
          );
        },
      ),
      { numRuns: 300 },
    );
  });

  it('refuses a date that is not one', () => {
    expect(() => computeDestinyMatrix('1990-02-30')).toThrow('not a real calendar date');
  });
});
