/**
 * The map lines against astronomy-engine's own sky: on an MC line the body's hour angle is 0,
 * on the ASC/DSC curves its unrefracted altitude is 0 and it stands east (rising) or west
 * (setting). Published reference moments:
 * - March equinox 2024-03-20 03:06 UT and June solstice 2024-06-20 20:51 UT: U.S. Naval
 *   Observatory, "Earth's Seasons and Apsides" (https://aa.usno.navy.mil/data/Earth_Seasons).
 * - The Tropic of Cancer, the June-solstice Sun's zenith latitude, lies at 23°26′ N
 *   (obliquity 23.436° in 2024, IAU 2006: 84381.406″ − 46.84″ per century × 0.24).
 */
import fc from 'fast-check';
import {
  Body,
  Equator,
  HourAngle,
  Horizon,
  MakeTime,
  Observer,
  SearchHourAngle,
} from 'astronomy-engine';
import { describe, expect, it } from 'vitest';
import { chartBodies, type ChartBody } from '../chart/chart-types';
import { apparentEquator } from './body-equator';
import { bodyGeometry, mapLinesOf, type MapLine } from './map-lines';
import { angularDistance } from './sphere';

const birth = MakeTime(new Date('1961-08-05T05:24:00Z'));
const engineBody: Partial<Record<ChartBody, Body>> = {
  sun: Body.Sun,
  moon: Body.Moon,
  venus: Body.Venus,
  neptune: Body.Neptune,
};

function lineOf(lines: MapLine[], angle: MapLine['angle']): MapLine {
  const line = lines.find((candidate) => candidate.angle === angle);
  if (!line) throw new Error(`no ${angle} line`);
  return line;
}

describe('map lines', () => {
  it('agrees with astronomy-engine on right ascension and declination of date', () => {
    // Neptune's parallax is under 0.0003°, so the topocentric Equator() is a fair check.
    const observer = new Observer(0, 0, 0);
    const theirs = Equator(Body.Neptune, birth, observer, true, true);
    const ours = apparentEquator('neptune', birth);
    expect(ours.rightAscension).toBeCloseTo(theirs.ra * 15, 3);
    expect(ours.declination).toBeCloseTo(theirs.dec, 3);
  });

  it.each(Object.entries(engineBody))(
    '%s culminates on its MC line (hour angle 0) and anti-culminates on its IC line',
    (name, body) => {
      const lines = mapLinesOf(bodyGeometry(name as ChartBody, birth));
      for (const [angle, expectedHours] of [
        ['MC', 0],
        ['IC', 12],
      ] as const) {
        const line = lineOf(lines, angle);
        for (const latitude of [-60, -20, 0, 35, 70]) {
          const hours = HourAngle(
            body as Body,
            birth,
            new Observer(latitude, line.longitude ?? 0, 0),
          );
          const offHours = ((hours - expectedHours + 36) % 24) - 12;
          expect(Math.abs(offHours * 15)).toBeLessThan(0.01);
        }
      }
    },
  );

  it.each(chartBodies)(
    '%s is on the horizon (≤ 0.01°) on every ASC and DSC point, east when rising',
    (body) => {
      const { rightAscension, declination } = apparentEquator(body, birth);
      const lines = mapLinesOf(bodyGeometry(body, birth));
      for (const [angle, east] of [
        ['ASC', true],
        ['DSC', false],
      ] as const) {
        const { points } = lineOf(lines, angle);
        expect(points.length).toBeGreaterThanOrEqual(181);
        for (const [longitude, latitude] of points.slice(1, -1)) {
          const sky = Horizon(
            birth,
            new Observer(latitude, longitude, 0),
            rightAscension / 15,
            declination,
          );
          expect(Math.abs(sky.altitude)).toBeLessThanOrEqual(0.01);
          // Azimuth is measured from north through east: 0-180 is the eastern sky.
          if (Math.abs(latitude) < 90 - Math.abs(declination) - 1)
            expect(sky.azimuth > 0 && sky.azimuth < 180).toBe(east);
        }
      }
    },
  );

  it('cuts the rising and setting curves where they meet the meridian, |φ| = 90° − |δ|', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('1900-01-01'), max: new Date('2100-01-01'), noInvalidDate: true }),
        fc.constantFrom(...chartBodies),
        (date, body) => {
          const geometry = bodyGeometry(body, MakeTime(date));
          const limit = 90 - Math.abs(geometry.declination);
          for (const line of mapLinesOf(geometry)) {
            for (let index = 0; index < line.points.length; index++) {
              const [longitude, latitude] = line.points[index] ?? [0, 0];
              expect(longitude).toBeGreaterThanOrEqual(-180);
              expect(longitude).toBeLessThan(180);
              if (line.angle === 'ASC' || line.angle === 'DSC')
                expect(Math.abs(latitude)).toBeLessThanOrEqual(limit + 1e-9);
              const [nextLongitude, nextLatitude] = line.points[index + 1] ?? [longitude, latitude];
              // Drawable: neighbouring samples at most 1° of arc (so of latitude) apart.
              expect(
                angularDistance(latitude, longitude, nextLatitude, nextLongitude),
              ).toBeLessThan(1 + 1e-9);
            }
          }
          const [asc, dsc] = [
            lineOf(mapLinesOf(geometry), 'ASC'),
            lineOf(mapLinesOf(geometry), 'DSC'),
          ];
          const ends = [asc.points[0], asc.points.at(-1), dsc.points[0], dsc.points.at(-1)];
          for (const end of ends) expect(Math.abs(end?.[1] ?? 0)).toBeCloseTo(limit, 6);
        },
      ),
      { numRuns: 60 },
    );
  });

  it('puts the equinox Sun overhead on the equator, with its rising line a meridian 90° west of its MC', () => {
    const equinox = MakeTime(new Date('2024-03-20T03:06:00Z'));
    const geometry = bodyGeometry('sun', equinox);
    // The Sun moves 0.4° in declination a day: within a minute of the equinox it is at 0.0003°.
    expect(Math.abs(geometry.declination)).toBeLessThan(0.01);
    const asc = lineOf(mapLinesOf(geometry), 'ASC');
    for (const [longitude, latitude] of asc.points)
      if (Math.abs(latitude) < 80)
        expect(
          Math.abs(((longitude - geometry.midheavenLongitude + 90 + 540) % 360) - 180),
        ).toBeLessThan(0.05);
  });

  it('puts the June-solstice Sun overhead on the Tropic of Cancer', () => {
    const solstice = MakeTime(new Date('2024-06-20T20:51:00Z'));
    expect(bodyGeometry('sun', solstice).declination).toBeCloseTo(23.436, 2);
  });

  it('has the Sun MC line on Greenwich when the Sun crosses its meridian there', () => {
    const greenwich = new Observer(51.4779, -0.0015, 0);
    const noon = SearchHourAngle(
      Body.Sun,
      greenwich,
      0,
      MakeTime(new Date('2024-11-03T00:00:00Z')),
    );
    const { midheavenLongitude } = bodyGeometry('sun', noon.time);
    expect(Math.abs(midheavenLongitude - -0.0015)).toBeLessThan(0.01);
    // At 11:43 UT: the equation of time peaks near +16 min 25 s around 3 November (a standard
    // almanac value, as in NOAA's solar calculator tables).
    expect(noon.time.date.toISOString().slice(11, 16)).toBe('11:43');
  });
});
