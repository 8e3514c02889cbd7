import { describe, expect, it } from 'vitest';
import { computeNatalChart } from '../chart/natal-chart';
import { astrocartographyOfChart } from './astrocartography';
import { buildPlaceIndex } from './near-places';

const honolulu = { latitude: 21.3069, longitude: -157.8583, timeZone: 'Pacific/Honolulu' };
const tinyIndex = buildPlaceIndex({
  count: 1,
  latitudes: [21.3069],
  longitudes: [-157.8583],
  populations: [350_000],
  nameOf: () => 'Honolulu',
});

describe('astrocartography of a chart', () => {
  it('draws forty lines and ten zenith points for a timed birth', () => {
    const chart = computeNatalChart({ date: '1961-08-04', time: '19:24', place: honolulu });
    const map = astrocartographyOfChart(chart, tinyIndex);
    expect(map.utc).toBe('1961-08-05T05:24:00.000Z');
    expect(map.lines).toHaveLength(40);
    expect(map.zeniths).toHaveLength(10);
    expect(map.nearPlaceRadiusKm).toBe(300);
    for (const line of map.lines) {
      expect(line.longitude === null).toBe(line.angle === 'ASC' || line.angle === 'DSC');
      expect(line.points.length).toBeGreaterThanOrEqual(181);
    }
    // The zenith point is where the MC line meets the body's declination.
    const sunMc = map.lines.find((line) => line.body === 'sun' && line.angle === 'MC');
    expect(map.zeniths[0]?.longitude).toBe(sunMc?.longitude);
    expect(map.notes.join(' ')).toContain('4 minutes');
  });

  it('draws no line, and says why, when the birth time is unknown', () => {
    const chart = computeNatalChart({ date: '1961-08-04', time: null, place: honolulu });
    const map = astrocartographyOfChart(chart, tinyIndex);
    expect(map.utc).toBeNull();
    expect(map.lines).toEqual([]);
    expect(map.zeniths).toEqual([]);
    expect(map.notes[0]).toContain('birth time');
  });

  it('draws no line when the birthplace, and so its clock, is unknown', () => {
    const chart = computeNatalChart({ date: '1961-08-04', time: '19:24', place: null });
    const map = astrocartographyOfChart(chart);
    expect(map.lines).toEqual([]);
    expect(map.notes[0]).toContain('birthplace');
  });
});
