import { describe, expect, it } from 'vitest';
import { distanceKm, linesNear, type ReadingMapLine } from './order-status-reading';

// London (51.5074° N, 0.1278° W) to Paris (48.8566° N, 2.3522° E): 343.5 km by the haversine
// formula on a 6371 km sphere (Chris Veness, "Calculate distance, bearing and more between
// Latitude/Longitude points", movable-type.co.uk/scripts/latlong.html, which gives 343.5 km).
const london = { latitude: 51.5074, longitude: -0.1278 };
const paris = { latitude: 48.8566, longitude: 2.3522 };

/** A meridian line, points every 2° of latitude as the order view sends them. */
const meridian = (longitude: number, body: ReadingMapLine['body']): ReadingMapLine => ({
  body,
  angle: 'MC',
  bodyName: body,
  angleName: 'Midheaven',
  meaning: '',
  points: Array.from({ length: 91 }, (_, index) => [longitude, index * 2 - 90]),
  places: [],
});

describe('distances on the reading map', () => {
  it('measures the great circle between two towns', () => {
    expect(distanceKm(london, paris)).toBeCloseTo(343.5, 0);
    expect(distanceKm(paris, paris)).toBe(0);
  });

  it('lists the lines within the radius of a tapped spot, nearest first', () => {
    // 1° of longitude at 48.8566° N is 111.19 km × cos(48.8566°) = 73.2 km; 1° of latitude 111.2 km.
    const found = linesNear(
      [meridian(0, 'venus'), meridian(2.3522, 'sun'), meridian(40, 'mars')],
      paris,
      300,
    );
    expect(found.map((item) => item.line.body)).toEqual(['sun', 'venus']);
    // Paris lies on the Sun line; its nearest drawn points (48° and 50° N) are 0.86° of latitude
    // away, 95 km: the overstatement of points 2° apart, at most about 110 km.
    expect(found[0]?.distanceKm).toBe(95);
    // The Venus line is 2.3522° of longitude away, 172 km, plus at most that overstatement.
    expect(found[1]?.distanceKm).toBeGreaterThanOrEqual(172);
    expect(found[1]?.distanceKm).toBeLessThanOrEqual(172 + 110);
  });
});
