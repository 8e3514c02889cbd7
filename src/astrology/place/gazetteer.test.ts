import { describe, expect, it } from 'vitest';
import {
  displayNameOf,
  idsOf,
  loadGazetteer,
  loadGazetteerInBackground,
  timeZoneOf,
} from './gazetteer';

/**
 * The server builds the index after it listens, in steps, and a lookup arriving meanwhile
 * finishes that build (decision 213). Coordinates and zones: GeoNames cities500, as in
 * resolve-place.test.ts.
 */
describe('loading the gazetteer in the background', () => {
  it('lets other work run between its steps, and a lookup meanwhile finishes the same build', async () => {
    const order: string[] = [];
    const background = loadGazetteerInBackground().then((gazetteer) => {
      order.push('background load finished');
      return gazetteer;
    });
    await new Promise((resolve) => setImmediate(resolve));
    order.push('other work ran');
    // A place search arriving while the build is under way: it completes the build at once.
    const direct = loadGazetteer();
    expect(await background).toBe(direct);
    expect(order).toEqual(['other work ran', 'background load finished']);

    const lisbon = idsOf(direct.idsByName.get('lisbon'))[0] ?? -1;
    expect(displayNameOf(direct, lisbon)).toBe('Lisbon, Portugal');
    expect(timeZoneOf(direct, lisbon)).toBe('Europe/Lisbon');
    expect(direct.cities.latitudes[lisbon]).toBeCloseTo(38.72, 1);
  });

  it('hands back the loaded gazetteer once it is built', async () => {
    expect(await loadGazetteerInBackground()).toBe(loadGazetteer());
  });
});
