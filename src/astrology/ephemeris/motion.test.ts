/**
 * Retrograde motion against known stations. The 2020 stations (UT) were found with the Swiss
 * Ephemeris 2.10.03 (npm `swisseph-wasm`, offline, not a dependency) and agree with the
 * published 2020 retrograde calendars: Mercury retrograde 14 Oct (about 01:05 UT) - 3 Nov 2020
 * (about 17:50 UT), Mars retrograde 9 Sep (about 22:25 UT) - 14 Nov 2020 (about 00:35 UT,
 * still 13 Nov in the Americas).
 */
import { MakeTime } from 'astronomy-engine';
import { describe, expect, it } from 'vitest';
import { chartBodies } from '../chart/chart-types';
import { eclipticSpeed, longitudeChange } from './motion';

const speedAt = (body: Parameters<typeof eclipticSpeed>[0], iso: string) =>
  eclipticSpeed(body, MakeTime(new Date(iso)));

describe('eclipticSpeed', () => {
  it.each([
    ['mercury', '2020-10-13T12:00:00Z', false],
    ['mercury', '2020-10-14T14:00:00Z', true],
    ['mercury', '2020-10-25T00:00:00Z', true],
    ['mercury', '2020-11-03T06:00:00Z', true],
    ['mercury', '2020-11-04T06:00:00Z', false],
    ['mars', '2020-09-09T06:00:00Z', false],
    ['mars', '2020-09-10T12:00:00Z', true],
    ['mars', '2020-10-13T00:00:00Z', true],
    ['mars', '2020-11-13T06:00:00Z', true],
    ['mars', '2020-11-15T00:00:00Z', false],
  ] as const)('%s on %s is retrograde: %s', (body, iso, isRetrograde) => {
    expect(speedAt(body, iso) < 0).toBe(isRetrograde);
  });

  it('has the known mean speeds and stays forward for the Sun and Moon', () => {
    for (let day = 0; day < 365; day += 7) {
      const iso = new Date(Date.UTC(2020, 0, 1 + day)).toISOString();
      expect(speedAt('sun', iso)).toBeGreaterThan(0.95);
      expect(speedAt('sun', iso)).toBeLessThan(1.03);
      expect(speedAt('moon', iso)).toBeGreaterThan(11.7);
      expect(speedAt('moon', iso)).toBeLessThan(15.4);
    }
  });

  it('unwraps across 0° Aries', () => {
    // Sun at the March equinox 2020 (03:50 UT), Moon crossing 0° Aries on 2020-01-29/30.
    expect(speedAt('sun', '2020-03-20T03:50:00Z')).toBeCloseTo(0.99, 1);
    const moonSpeeds = [0, 1, 2, 3].map((day) => speedAt('moon', `2020-01-${28 + day}T12:00:00Z`));
    for (const speed of moonSpeeds) expect(speed).toBeGreaterThan(11);
    for (const body of chartBodies)
      expect(Math.abs(speedAt(body, '2020-03-20T03:50:00Z'))).toBeLessThan(16);
  });

  it('measures the shortest signed turn', () => {
    expect(longitudeChange(359, 1)).toBe(2);
    expect(longitudeChange(1, 359)).toBe(-2);
    expect(longitudeChange(10, 20)).toBe(10);
  });
});
