/**
 * The in-memory gazetteer: city columns plus the indexes that make a lookup cost
 * microseconds. Loaded once, lazily, or eagerly through `loadGazetteer()` at start-up.
 */
import { readCityTable, type CityTable } from './city-table';
import { loadCountryDirectory, type CountryDirectory } from './countries';
import { foldText } from './fold-text';
import { loadRegionDirectory, type RegionDirectory } from './regions';

export interface Gazetteer {
  cities: CityTable;
  countries: CountryDirectory;
  regions: RegionDirectory;
  foldedNames: string[];
  /** City ids by folded name ("new york city" is also filed under "new york"). */
  idsByName: Map<string, number[]>;
  /** Distinct folded names, sorted, for prefix ranges. */
  namesInOrder: string[];
}

let gazetteer: Gazetteer | null = null;

function fileUnder(index: Map<string, number[]>, key: string, id: number): void {
  const ids = index.get(key);
  if (ids) ids.push(id);
  else index.set(key, [id]);
}

function buildGazetteer(): Gazetteer {
  const cities = readCityTable();
  const foldedNames = cities.names.map(foldText);
  const idsByName = new Map<string, number[]>();
  for (let id = 0; id < cities.count; id++) {
    const folded = foldedNames[id] ?? '';
    fileUnder(idsByName, folded, id);
    // People write "New York" or "Mexico" for GeoNames' "New York City" / "Mexico City".
    if (folded.endsWith(' city')) fileUnder(idsByName, folded.slice(0, -5), id);
  }
  // The default string sort runs natively: far quicker than sorting 135k ids with a comparator.
  const namesInOrder = [...idsByName.keys()].sort();
  return {
    cities,
    countries: loadCountryDirectory(),
    regions: loadRegionDirectory(),
    foldedNames,
    idsByName,
    namesInOrder,
  };
}

/** Loads the gazetteer if needed; call at server start so the first request stays fast. */
export function loadGazetteer(): Gazetteer {
  gazetteer ??= buildGazetteer();
  return gazetteer;
}

/** Ids of cities whose folded name starts with `prefix`, in name order. */
export function* idsWithNamePrefix(source: Gazetteer, prefix: string): Generator<number> {
  const names = source.namesInOrder;
  let low = 0;
  let high = names.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if ((names[middle] ?? '') < prefix) low = middle + 1;
    else high = middle;
  }
  for (
    let position = low;
    position < names.length && (names[position] ?? '').startsWith(prefix);
    position++
  ) {
    // "new york" is also an alias key of "new york city": skip ids filed under aliases twice.
    for (const id of source.idsByName.get(names[position] ?? '') ?? [])
      if (source.foldedNames[id] === names[position]) yield id;
  }
}

export function regionKeyOf(source: Gazetteer, id: number): string {
  return `${source.cities.countryCodes[id] ?? ''}.${source.cities.regionCodes[id] ?? ''}`;
}

/** "Austin, Texas, United States" (the region is left out when GeoNames has none). */
export function displayNameOf(source: Gazetteer, id: number): string {
  const city = source.cities.names[id] ?? '';
  const region = source.regions.name(regionKeyOf(source, id));
  const country = source.countries.displayName(source.cities.countryCodes[id] ?? '');
  return [city, region !== city ? region : null, country].filter(Boolean).join(', ');
}
