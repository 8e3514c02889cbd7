/**
 * Towns near a line: the grid finds exactly what measuring every place would, distances agree
 * with haversine distances to a finely drawn line, and a city the Sun culminates over (found with
 * astronomy-engine's own SearchHourAngle) is listed on the Sun's MC line.
 * Coordinates of London: GeoNames 2643743 (51.50853 N, 0.12574 W), as in the shop's gazetteer.
 */
import { Body, MakeTime, Observer, SearchHourAngle } from 'astronomy-engine';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { chartBodies } from '../chart/chart-types';
import { gazetteerPlaceIndex } from './gazetteer-places';
import { bodyGeometry, mapAngles, mapLinesOf, zenithPointOf } from './map-lines';
import { distanceFrom, lineDistance } from './line-distance';
import { buildPlaceIndex, placesNearLine, type PlaceTable } from './near-places';
import { angularDistance, earthRadiusKm, radians, wrapLongitude } from './sphere';

function randomTable(seed: number, count: number): PlaceTable {
  let state = seed;
  const next = () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state / 2147483648;
  };
  const latitudes = new Float64Array(count);
  const longitudes = new Float64Array(count);
  const populations = new Uint32Array(count);
  for (let id = 0; id < count; id++) {
    // Uniform on the sphere, so the polar rows get their share.
    latitudes[id] = Math.asin(2 * next() - 1) / radians;
    longitudes[id] = next() * 360 - 180;
    populations[id] = 15_000 + Math.floor(next() * 1_000_000);
  }
  return { count, latitudes, longitudes, populations, nameOf: (id) => `place ${id}` };
}

/** Haversine distance (km) to the line drawn every 0.01° of arc. */
function distanceToDrawnLine(
  latitude: number,
  longitude: number,
  line: ReturnType<typeof mapLinesOf>[number],
): number {
  let best = Infinity;
  for (let index = 0; index + 1 < line.points.length; index++) {
    const [longitude1 = 0, latitude1 = 0] = line.points[index] ?? [];
    const [longitude2 = 0, latitude2 = 0] = line.points[index + 1] ?? [];
    const deltaLongitude = wrapLongitude(longitude2 - longitude1);
    for (let step = 0; step <= 100; step++) {
      const fraction = step / 100;
      best = Math.min(
        best,
        angularDistance(
          latitude,
          longitude,
          latitude1 + (latitude2 - latitude1) * fraction,
          longitude1 + deltaLongitude * fraction,
        ),
      );
    }
  }
  return best * radians * earthRadiusKm;
}

describe('places near a line', () => {
  it('finds every place within the radius, as measuring each place would', () => {
    const table = randomTable(7, 4000);
    const index = buildPlaceIndex(table, { limit: 10_000 });
    const radiusDegrees = index.options.radiusKm / earthRadiusKm / radians;
    fc.assert(
      fc.property(
        fc.date({ min: new Date('1900-01-01'), max: new Date('2100-01-01'), noInvalidDate: true }),
        fc.constantFrom(...chartBodies),
        (date, body) => {
          const geometry = bodyGeometry(body, MakeTime(date));
          for (const line of mapLinesOf(geometry)) {
            const distance = lineDistance(zenithPointOf(geometry), line.angle);
            const expected: string[] = [];
            for (let id = 0; id < table.count; id++)
              if (
                distanceFrom(distance, table.latitudes[id] ?? 0, table.longitudes[id] ?? 0) <=
                radiusDegrees
              )
                expected.push(table.nameOf(id));
            const found = placesNearLine(index, line.points, distance).map((place) => place.name);
            expect(found.sort()).toEqual(expected.sort());
          }
        },
      ),
      { numRuns: 15 },
    );
  });

  it('measures distances that agree with haversine to the drawn line (within 1 km)', () => {
    const table = randomTable(11, 3000);
    const index = buildPlaceIndex(table, { limit: 5 });
    const geometry = bodyGeometry('moon', MakeTime(new Date('1987-09-04T13:30:00Z')));
    for (const line of mapLinesOf(geometry)) {
      const near = placesNearLine(
        index,
        line.points,
        lineDistance(zenithPointOf(geometry), line.angle),
      );
      expect(near.length).toBeGreaterThan(0);
      for (const place of near) {
        expect(place.distanceKm).toBeLessThanOrEqual(300);
        expect(
          Math.abs(place.distanceKm - distanceToDrawnLine(place.latitude, place.longitude, line)),
        ).toBeLessThan(1);
      }
    }
  });

  it('lists London on the Sun MC line when the Sun culminates over London', () => {
    const london = new Observer(51.50853, -0.12574, 0);
    const noon = SearchHourAngle(Body.Sun, london, 0, MakeTime(new Date('1990-06-01T00:00:00Z')));
    const geometry = bodyGeometry('sun', noon.time);
    const [mc] = mapLinesOf(geometry);
    if (!mc) throw new Error('no MC line');
    const near = placesNearLine(
      gazetteerPlaceIndex(),
      mc.points,
      lineDistance(zenithPointOf(geometry), 'MC'),
    );
    const listed = near.find((place) => place.name.startsWith('London, England'));
    expect(listed?.distanceKm).toBeLessThanOrEqual(1);
    // Biggest first.
    const populations = near.map((place) => place.population);
    expect(populations).toEqual([...populations].sort((first, second) => second - first));
  });

  it('lists nothing for a line over empty ocean', () => {
    const index = buildPlaceIndex(
      {
        count: 1,
        latitudes: [0],
        longitudes: [0],
        populations: [1e6],
        nameOf: () => 'Null Island',
      },
      {},
    );
    const geometry = { body: 'sun' as const, midheavenLongitude: -150, declination: 10 };
    for (const angle of mapAngles.slice(0, 2)) {
      const line = mapLinesOf(geometry).find((candidate) => candidate.angle === angle);
      expect(
        placesNearLine(index, line?.points ?? [], lineDistance(zenithPointOf(geometry), angle)),
      ).toEqual([]);
    }
  });
});
