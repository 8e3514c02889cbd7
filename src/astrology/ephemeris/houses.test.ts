/**
 * Houses checked by their definitions, independent of any reference program: Placidus
 * cusps trisect each point's own semi-arc; any house system starts at the Ascendant, puts
 * cusp 10 on the Midheaven, runs in zodiac order and has opposite cusps 180° apart.
 * Comparisons with the Swiss Ephemeris are in chart/reference-houses.test.ts.
 */
import { MakeTime, SiderealTime, e_tilt } from 'astronomy-engine';
import { describe, expect, it } from 'vitest';
import { chartAngles } from './angles';
import { normalizeDegrees } from './bodies';
import { chartHouses, houseOf } from './houses';

const radians = Math.PI / 180;
const times = [
  '1950-03-01T00:00:00Z',
  '1961-08-05T05:24:00Z',
  '1975-06-21T06:30:00Z',
  '2000-12-21T18:00:00Z',
  '2024-09-23T12:45:00Z',
].map((iso) => MakeTime(new Date(iso)));
const longitudes = [-150, -20, 0, 75, 170];

function housesAt(time: (typeof times)[number], latitude: number, longitude: number) {
  const angles = chartAngles(time, latitude, longitude);
  const houses = chartHouses(time, latitude, longitude, angles);
  return { angles, houses, cusps: houses.cusps.map((cusp) => cusp.longitude) };
}

const forwardGap = (from: number, to: number) => normalizeDegrees(to - from);
const separation = (first: number, second: number) =>
  Math.abs(normalizeDegrees(first - second + 180) - 180);

/** Where on its own diurnal circle a point is: RA past the meridian and its semi-arcs. */
function diurnalPlace(
  eclipticLongitude: number,
  time: (typeof times)[number],
  latitude: number,
  longitude: number,
) {
  const obliquity = e_tilt(time).tobl * radians;
  const lambda = eclipticLongitude * radians;
  const rightAscension =
    Math.atan2(Math.sin(lambda) * Math.cos(obliquity), Math.cos(lambda)) / radians;
  const declination = Math.asin(Math.sin(lambda) * Math.sin(obliquity));
  const diurnal = Math.acos(-Math.tan(latitude * radians) * Math.tan(declination)) / radians;
  const ramc = SiderealTime(time) * 15 + longitude;
  return {
    pastMeridian: normalizeDegrees(rightAscension - ramc),
    diurnal,
    nocturnal: 180 - diurnal,
  };
}

function expectValidHouses(cusps: number[], ascendant: number, midheaven: number) {
  expect(cusps).toHaveLength(12);
  // Cusps are rounded to 1e-6° like every position.
  expect(separation(ascendant, cusps[0] ?? NaN)).toBeLessThan(1e-6);
  expect(separation(midheaven, cusps[9] ?? NaN)).toBeLessThan(1e-6);
  cusps.forEach((cusp, index) => {
    const opposite = cusps[(index + 6) % 12] ?? NaN;
    expect(Math.abs(forwardGap(cusp, opposite) - 180)).toBeLessThan(1e-5);
  });
  // In zodiac order: every step forward, and once round the circle in all.
  const gaps = cusps.map((cusp, index) => forwardGap(cusp, cusps[(index + 1) % 12] ?? NaN));
  for (const gap of gaps) expect(gap).toBeGreaterThan(0);
  expect(gaps.reduce((sum, gap) => sum + gap, 0)).toBeCloseTo(360, 5);
}

describe('Placidus houses', () => {
  const latitudes = [-60, -45, -33.9, -10, 0, 21.3, 40.7, 51.5, 60, 64.1, 66];

  it.each(latitudes)('trisect each cusp’s own semi-arc at latitude %s', (latitude) => {
    for (const time of times) {
      for (const longitude of longitudes) {
        const { houses, cusps } = housesAt(time, latitude, longitude);
        expect(houses.system).toBe('placidus');
        expect(houses.fallbackReason).toBeNull();
        // Cusps 11 and 12: a third and two thirds of the diurnal semi-arc east of the
        // meridian; cusps 2 and 3: past the Ascendant by a third and two thirds of the
        // nocturnal semi-arc.
        const expectations = [
          [cusps[10], (place: ReturnType<typeof diurnalPlace>) => place.diurnal / 3],
          [cusps[11], (place: ReturnType<typeof diurnalPlace>) => (2 * place.diurnal) / 3],
          [
            cusps[1],
            (place: ReturnType<typeof diurnalPlace>) => place.diurnal + place.nocturnal / 3,
          ],
          [
            cusps[2],
            (place: ReturnType<typeof diurnalPlace>) => place.diurnal + (2 * place.nocturnal) / 3,
          ],
        ] as const;
        for (const [cusp, expected] of expectations) {
          const place = diurnalPlace(cusp ?? NaN, time, latitude, longitude);
          expect(Math.abs(place.pastMeridian - expected(place))).toBeLessThan(1e-6);
        }
      }
    }
  });

  it.each(latitudes)('start at the Ascendant and run in order at latitude %s', (latitude) => {
    for (const time of times) {
      for (const longitude of longitudes) {
        const { angles, cusps } = housesAt(time, latitude, longitude);
        expectValidHouses(cusps, angles.ascendant, angles.midheaven);
      }
    }
  });

  it('divide right ascension equally on the equator, where every semi-arc is 90°', () => {
    const time = times[0] ?? MakeTime(new Date());
    const { cusps } = housesAt(time, 0, 0);
    const place = diurnalPlace(cusps[10] ?? NaN, time, 0, 0);
    expect(place.pastMeridian).toBeCloseTo(30, 6);
  });
});

describe('houses inside the polar circles', () => {
  it.each([
    [70, '70.00° N'],
    [78.2232, '78.22° N'],
    [-69, '69.00° S'],
    [89.9, '89.90° N'],
  ])('fall back to Porphyry at latitude %s and say why', (latitude, latitudeText) => {
    for (const time of times) {
      for (const longitude of longitudes) {
        const { angles, houses, cusps } = housesAt(time, latitude, longitude);
        expect(houses.system).toBe('porphyry');
        expect(houses.fallbackReason).toContain(
          `beyond the polar circle (latitude ${latitudeText})`,
        );
        expect(houses.fallbackReason).toContain('Porphyry');
        expectValidHouses(cusps, angles.ascendant, angles.midheaven);
        // Porphyry: each quadrant in three equal parts (MC to ASC, then ASC to IC).
        for (const quadrant of [
          [9, 10, 11],
          [0, 1, 2],
        ]) {
          const [first, second, third] = quadrant.map((index) =>
            forwardGap(cusps[index] ?? NaN, cusps[(index + 1) % 12] ?? NaN),
          );
          expect(second).toBeCloseTo(first ?? NaN, 5);
          expect(third).toBeCloseTo(first ?? NaN, 5);
        }
      }
    }
  });
});

describe('houseOf', () => {
  const cusps = [350, 20, 50, 80, 110, 140, 170, 200, 230, 260, 290, 320];

  it('finds the house whose range holds the longitude, wrapping at 360°', () => {
    expect(houseOf(355, cusps)).toBe(1);
    expect(houseOf(5, cusps)).toBe(1);
    expect(houseOf(20, cusps)).toBe(2);
    expect(houseOf(19.999, cusps)).toBe(1);
    expect(houseOf(349.999, cusps)).toBe(12);
    expect(houseOf(200, cusps)).toBe(8);
  });
});
