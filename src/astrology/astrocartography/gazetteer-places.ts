/** The shop's gazetteer as a place table for the near-places index, built once on first use. */
import { displayNameOf, loadGazetteer } from '../place/gazetteer';
import { buildPlaceIndex, type PlaceIndex } from './near-places';

let index: PlaceIndex | null = null;

export function gazetteerPlaceIndex(): PlaceIndex {
  if (index) return index;
  const gazetteer = loadGazetteer();
  const { cities } = gazetteer;
  index = buildPlaceIndex({
    count: cities.count,
    latitudes: cities.latitudes,
    longitudes: cities.longitudes,
    populations: cities.populations,
    nameOf: (id) => displayNameOf(gazetteer, id),
  });
  return index;
}
