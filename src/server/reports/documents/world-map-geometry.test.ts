import { describe, expect, it } from 'vitest';
import type { AstrocartographyLine } from '../../../astrology';
import { spreadApart, stackLabels, worldMapGeometry } from './world-map-geometry';

const meridian = (longitude: number): AstrocartographyLine => ({
  body: 'sun',
  angle: 'MC',
  longitude,
  points: Array.from({ length: 181 }, (_, index) => [longitude, index - 90]),
  nearPlaces: [],
});

/** A line along the equator from 170° E to 170° W, 20° long, across the antimeridian. */
const acrossTheDateLine: AstrocartographyLine = {
  body: 'moon',
  angle: 'ASC',
  longitude: null,
  points: Array.from({ length: 21 }, (_, index) => [((170 + index + 180) % 360) - 180, 0]),
  nearPlaces: [],
};

describe('worldMapGeometry', () => {
  const map = worldMapGeometry(684, [meridian(0), acrossTheDateLine]);

  it('fits the Natural Earth projection to the width at its published proportions', () => {
    // Natural Earth I (Šavrič, Jenny, Patterson, Petrovič & Hurni, "A polynomial equation for
    // the Natural Earth projection", Cartography and Geographic Information Science, 2011):
    // x = 0.8707 λ on the equator, y = 1.42239 at the pole, so height / width = 0.52000.
    expect(map.mapHeight / map.width).toBeCloseTo(0.52, 3);
    const [x, y] = map.project(0, 0)!;
    expect(x).toBeCloseTo(342, 0);
    expect(y).toBeCloseTo(map.band + map.mapHeight / 2, 0);
  });

  it('draws the Natural Earth countries and the lines as path data', () => {
    expect(map.countries.length).toBeGreaterThan(10_000);
    expect(map.lines[0]?.path.startsWith('M342')).toBe(true);
  });

  it('cuts a line at the antimeridian instead of drawing it across the whole map', () => {
    const path = map.lines[1]?.path ?? '';
    expect(path.match(/M/g)).toHaveLength(2);
    const xs = [...path.matchAll(/[ML](-?[\d.]+),/g)].map((match) => Number(match[1]));
    // Each piece hugs one edge: nothing in the middle of the map.
    expect(xs.every((x) => x < 60 || x > 624)).toBe(true);
  });
});

describe('spreadApart', () => {
  it('moves crowded labels apart symmetrically and keeps their order and the bounds', () => {
    expect(spreadApart([100, 101, 300], 12, 0, 400)).toEqual([94.5, 106.5, 300]);
    const packed = spreadApart([2, 3, 4], 10, 0, 400);
    expect(packed[0]).toBeGreaterThanOrEqual(0);
    expect((packed[1] ?? 0) - (packed[0] ?? 0)).toBeCloseTo(10, 1);
  });
});

describe('stackLabels', () => {
  it('steps a label off one it would cover, and leaves a free one where it wished', () => {
    const box = { width: 20, height: 7 };
    expect(
      stackLabels([
        { x: 50, y: 100, ...box },
        { x: 55, y: 100, ...box },
        { x: 200, y: 100, ...box },
      ]),
    ).toEqual([100, 93, 100]);
  });
});
