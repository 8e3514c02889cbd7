import { describe, expect, it } from 'vitest';
import { linesNear, type ReadingMapLine } from './order-status-reading';

const paris = { latitude: 48.8566, longitude: 2.3522 };

/**
 * A body's MC line along `longitude` (its zenith on that meridian), drawn as the order view
 * sends it: points every 2° of latitude, which are for drawing only.
 */
const meridian = (longitude: number, body: ReadingMapLine['body']): ReadingMapLine => ({
  body,
  angle: 'MC',
  bodyName: body,
  angleName: 'Midheaven',
  meaning: '',
  points: Array.from({ length: 91 }, (_, index) => [longitude, index * 2 - 90]),
  zenith: { longitude, latitude: 10 },
  places: [],
});

describe('distances on the reading map', () => {
  it('lists the lines within the radius of a tapped spot, nearest first, measured to the line itself', () => {
    const found = linesNear(
      [meridian(0, 'venus'), meridian(2.3522, 'sun'), meridian(40, 'mars')],
      paris,
      300,
    );
    expect(found.map((item) => item.line.body)).toEqual(['sun', 'venus']);
    // Paris lies on the Sun's meridian: 0 km, not the 95 km to its nearest drawn point (48° N).
    expect(found[0]?.distanceKm).toBe(0);
    // To a meridian 2.3522° of longitude away, by the right spherical triangle (Napier's rule):
    // sin d = sin 2.3522° × cos 48.8566° = 0.041042 × 0.65826 = 0.027016, d = 0.027019 rad,
    // × 6371.0088 km = 172.1 km.
    expect(found[1]?.distanceKm).toBe(172);
  });
});
