import { describe, expect, it } from 'vitest';
import { computeNatalChart } from '../chart/natal-chart';
import { astrocartographyOfChart, computeAstrocartography } from './astrocartography';
import { lineDistanceKm } from './line-distance';

describe('lineDistanceKm', () => {
  const zenith = { body: 'sun' as const, longitude: 100, latitude: 17 };

  it('measures a degree of arc on the 6371 km sphere of decision 200 (111.19 km)', () => {
    expect(lineDistanceKm(zenith, 'MC', 0, 101)).toBeCloseTo(111.19, 1);
    expect(lineDistanceKm(zenith, 'IC', 0, -81)).toBeCloseTo(111.19, 1);
    // 60° north a degree of longitude is half as wide (cos 60° = 0.5).
    expect(lineDistanceKm(zenith, 'MC', 60, 101)).toBeCloseTo(55.6, 0);
  });

  it('finds the engine’s own rising and setting curves at zero distance', () => {
    const map = computeAstrocartography({
      utc: '1961-08-05T05:24:00.000Z',
      birthTimeKnown: true,
      birthZoneKnown: true,
    });
    for (const line of map.lines.filter((candidate) => candidate.longitude === null)) {
      const bodyZenith = map.zeniths.find((point) => point.body === line.body)!;
      const [longitude, latitude] = line.points[60]!;
      expect(lineDistanceKm(bodyZenith, line.angle, latitude, longitude)).toBeLessThan(0.1);
      expect(
        lineDistanceKm(bodyZenith, line.angle === 'ASC' ? 'DSC' : 'ASC', latitude, longitude),
      ).toBeGreaterThan(100);
    }
  });

  it('puts Honolulu as far from the Sun’s setting line as the Sun had sunk below its horizon', () => {
    // Sunset in Honolulu in early August is about 7:09 PM HST (US Naval Observatory rise/set
    // tables); at 7:24 PM the Sun is some 15 minutes of about 0.22° a minute past the horizon,
    // about 4° down. A place's distance to a setting line is the body's depth below its horizon.
    const chart = computeNatalChart({ date: '1961-08-04', time: '19:24', place: 'Honolulu, HI' });
    const map = astrocartographyOfChart(chart);
    const sun = map.zeniths.find((point) => point.body === 'sun')!;
    const km = lineDistanceKm(sun, 'DSC', chart.place!.latitude, chart.place!.longitude);
    expect(km).toBeGreaterThan(3.5 * 111.19);
    expect(km).toBeLessThan(4.8 * 111.19);
  });
});
