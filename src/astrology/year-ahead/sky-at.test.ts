/**
 * The sky of a quieter journal week against published moments (read 2026-11 through the
 * search tool): the full moon of 2026-01-03 at 10:03 UTC (8pmnews.com, "Wolf Supermoon 2026",
 * also used in year-ahead.test.ts); the total solar eclipse, so a new moon, of 2027-08-02 at
 * 10:07:50 UTC (en.wikipedia.org/wiki/Solar_eclipse_of_August_2,_2027); the March equinox of
 * 2026, the Sun entering Aries, at 14:46 UTC on 20 March (timeanddate.com equinox table).
 */
import { describe, expect, it } from 'vitest';
import { computeNatalChart } from '../chart/natal-chart';
import { houseOf } from '../ephemeris/houses';
import { skyAt } from './sky-at';

const honolulu = { latitude: 21.3069, longitude: -157.8583, timeZone: 'Pacific/Honolulu' };
const chart = computeNatalChart({ date: '1961-08-04', time: '19:24', place: honolulu });
const noTime = computeNatalChart({ date: '1961-08-04', time: null, place: honolulu });
const days = (count: number) => count * 86_400_000;

describe('skyAt', () => {
  it('finds the Moon full at a published full moon and new at a published solar eclipse', () => {
    const full = skyAt(chart, new Date('2026-01-03T10:03:00Z'));
    expect(full.moonPhase).toBe('full');
    expect(Math.abs(full.moonPhaseAngle - 180)).toBeLessThan(0.1);
    const eclipse = skyAt(chart, new Date('2027-08-02T10:07:50Z'));
    expect(eclipse.moonPhase).toBe('new');
    expect(Math.min(eclipse.moonPhaseAngle, 360 - eclipse.moonPhaseAngle)).toBeLessThan(0.5);
    expect(eclipse.sun.sign).toBe('Leo');
    expect(eclipse.moon.sign).toBe('Leo');
  });

  it('names the phases between, a quarter of a month at a time', () => {
    const newMoon = Date.parse('2027-08-02T10:07:50Z');
    const phases = [0, 3.7, 7.4, 11.1, 14.8, 18.5, 22.1, 25.8].map(
      (offset) => skyAt(chart, new Date(newMoon + days(offset))).moonPhase,
    );
    expect(phases).toEqual([
      'new',
      'waxing crescent',
      'first quarter',
      'waxing gibbous',
      'full',
      'waning gibbous',
      'last quarter',
      'waning crescent',
    ]);
  });

  it('puts the Sun on 0° Aries at the published equinox, in its natal house when there are houses', () => {
    const equinox = skyAt(chart, new Date('2026-03-20T14:46:00Z'));
    expect(Math.min(equinox.sun.longitude, 360 - equinox.sun.longitude)).toBeLessThan(0.02);
    const cusps = chart.houses?.cusps.map((cusp) => cusp.longitude) ?? [];
    expect(equinox.sunHouse).toBe(houseOf(equinox.sun.longitude, cusps));
    expect(skyAt(noTime, new Date('2026-03-20T14:46:00Z')).sunHouse).toBeNull();
  });
});
