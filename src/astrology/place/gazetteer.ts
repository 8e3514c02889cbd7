/**
 * The in-memory gazetteer: city columns plus the indexes that make a lookup cost
 * microseconds. Built once: in the background after the server starts listening
 * (`loadGazetteerInBackground`), or at once by the first lookup that needs it.
 */
import { readCityTableInSteps, type CityTable } from './city-table';
import { loadCountryDirectory, type CountryDirectory } from './countries';
import { foldText } from './fold-text';
import { formerCityNames } from './former-names';
import { PrefixIndex } from './prefix-index';
import { loadRegionDirectory, type RegionDirectory } from './regions';

/**
 * One id, or several: most names belong to a single place, so skip the array (200k small
 * arrays were about 10 MB, decision 213).
 */
type IdOrIds = number | number[];

export interface Gazetteer {
  cities: CityTable;
  countries: CountryDirectory;
  regions: RegionDirectory;
  foldedNames: string[];
  /** City ids by folded main name ("new york city" is also filed under "new york"). */
  idsByName: Map<string, IdOrIds>;
  /** City ids by folded Latin alternate name (exonyms, local and former names). */
  idsByAlternateName: Map<string, IdOrIds>;
  /** City ids by folded main name without its leading article ("cateau cambresis"). */
  idsByNameWithoutArticle: Map<string, IdOrIds>;
  /** Former names from our own list ("leningrad"): as trusted as a main name. */
  idsByFormerName: Map<string, number>;
  /** Distinct folded main names, for prefix queries. */
  namePrefixes: PrefixIndex;
  /** Distinct main names without their leading article. */
  articlelessNamePrefixes: PrefixIndex;
  /** Distinct folded alternate and former names. */
  alternateNamePrefixes: PrefixIndex;
}

/**
 * A match on an alternate name counts this share of the place's people, so a village whose
 * alias is a big city's name cannot beat that city (decision 090).
 */
export const alternateNameWeight = 0.1;

let gazetteer: Gazetteer | null = null;

/** "le cateau cambresis" -> "cateau cambresis"; "l hay les roses" -> "hay les roses". */
const leadingArticle = /^(?:le|la|les|l|el|los|las|il|the) (?=\S)/;

/** The folded name without its leading article, or null when it has none. */
export function withoutArticle(folded: string): string | null {
  const bare = folded.replace(leadingArticle, '');
  return bare === folded ? null : bare;
}

function fileUnder(index: Map<string, IdOrIds>, key: string, id: number): void {
  const existing = index.get(key);
  if (existing === undefined) index.set(key, id);
  else if (typeof existing === 'number') {
    if (existing !== id) index.set(key, [existing, id]);
  } else if (existing[existing.length - 1] !== id) existing.push(id);
}

export function idsOf(value: IdOrIds | undefined): readonly number[] {
  if (value === undefined) return [];
  return typeof value === 'number' ? [value] : value;
}

function mostPopulous(cities: CityTable, ids: readonly number[]): number | undefined {
  let best: number | undefined;
  for (const id of ids)
    if (best === undefined || (cities.populations[id] ?? 0) > (cities.populations[best] ?? 0))
      best = id;
  return best;
}

/** Cities indexed between two pauses of the build (a few milliseconds of work). */
const citiesPerStep = 20_000;

/** Builds the gazetteer, pausing between steps of a few milliseconds each (decision 213). */
function* buildGazetteer(): Generator<void, Gazetteer> {
  const cities = yield* readCityTableInSteps();
  const foldedNames: string[] = [];
  const idsByName = new Map<string, IdOrIds>();
  const idsByNameWithoutArticle = new Map<string, IdOrIds>();
  for (let id = 0; id < cities.count; id++) {
    if (id % citiesPerStep === 0) yield;
    const folded = foldText(cities.names[id] ?? '');
    foldedNames.push(folded);
    fileUnder(idsByName, folded, id);
    // People write "New York" or "Mexico" for GeoNames' "New York City" / "Mexico City".
    if (folded.endsWith(' city')) fileUnder(idsByName, folded.slice(0, -5), id);
    const bare = withoutArticle(folded);
    if (bare) fileUnder(idsByNameWithoutArticle, bare, id);
  }
  const idsByAlternateName = new Map<string, IdOrIds>();
  const { alternateNames, alternateOwners } = cities;
  for (let index = 0; index < alternateNames.length; index++) {
    if (index % citiesPerStep === 0) yield;
    const id = alternateOwners[index] ?? 0;
    const folded = foldText(alternateNames[index] ?? '');
    if (folded && folded !== foldedNames[id]) fileUnder(idsByAlternateName, folded, id);
  }
  // The raw spellings are folded now: let them go.
  cities.alternateNames = [];
  const idsByFormerName = new Map<string, number>();
  for (const [formerName, currentName] of Object.entries(formerCityNames)) {
    const id = mostPopulous(cities, idsOf(idsByName.get(currentName)));
    if (id !== undefined) idsByFormerName.set(formerName, id);
  }
  const formerOnly = [...idsByFormerName.keys()].filter((key) => !idsByAlternateName.has(key));
  yield;
  const countries = loadCountryDirectory();
  const regions = loadRegionDirectory();
  yield;
  const namePrefixes = new PrefixIndex(idsByName.keys());
  yield;
  const articlelessNamePrefixes = new PrefixIndex(idsByNameWithoutArticle.keys());
  yield;
  return {
    cities,
    countries,
    regions,
    foldedNames,
    idsByName,
    idsByNameWithoutArticle,
    idsByAlternateName,
    idsByFormerName,
    namePrefixes,
    articlelessNamePrefixes,
    alternateNamePrefixes: new PrefixIndex([...idsByAlternateName.keys(), ...formerOnly]),
  };
}

/** The build under way, shared by the background load and a lookup that cannot wait. */
let build: Generator<void, Gazetteer> | null = null;

/** Takes the next step of the build; the gazetteer once it is complete. */
function stepBuild(): Gazetteer | null {
  build ??= buildGazetteer();
  try {
    const next = build.next();
    if (!next.done) return null;
    gazetteer = next.value;
  } catch (error) {
    // A failed build (a missing data file) starts over on the next call rather than end empty.
    build = null;
    throw error;
  }
  build = null;
  return gazetteer;
}

/**
 * The gazetteer, built now if needed: a lookup that comes while the background load is under
 * way finishes that build rather than start another.
 */
export function loadGazetteer(): Gazetteer {
  for (;;) {
    const loaded = gazetteer ?? stepBuild();
    if (loaded) return loaded;
  }
}

/**
 * Builds the gazetteer a step at a time, letting the event loop run between steps, so the
 * shop answers requests while it loads (a second or more of CPU, decision 213).
 */
export async function loadGazetteerInBackground(): Promise<Gazetteer> {
  for (;;) {
    const loaded = gazetteer ?? stepBuild();
    if (loaded) return loaded;
    await new Promise((resolve) => setImmediate(resolve));
  }
}

/** Ids of cities whose folded main name starts with `prefix`. */
export function* idsWithNamePrefix(source: Gazetteer, prefix: string): Generator<number> {
  for (const key of source.namePrefixes.keysWithPrefix(prefix)) {
    // "new york" is also an alias key of "new york city": skip ids filed under aliases twice.
    for (const id of idsOf(source.idsByName.get(key))) if (source.foldedNames[id] === key) yield id;
  }
}

/** Ids of cities whose main name, without its leading article, starts with `prefix`. */
export function* idsWithArticlelessPrefix(source: Gazetteer, prefix: string): Generator<number> {
  for (const key of source.articlelessNamePrefixes.keysWithPrefix(prefix))
    yield* idsOf(source.idsByNameWithoutArticle.get(key));
}

/** Ids of cities with an alternate or former name starting with `prefix` (may repeat). */
export function* idsWithAlternatePrefix(source: Gazetteer, prefix: string): Generator<number> {
  for (const key of source.alternateNamePrefixes.keysWithPrefix(prefix)) {
    const formerId = source.idsByFormerName.get(key);
    if (formerId !== undefined) yield formerId;
    yield* idsOf(source.idsByAlternateName.get(key));
  }
}

export function regionKeyOf(source: Gazetteer, id: number): string {
  return `${source.cities.countryCodes[id] ?? ''}.${source.cities.regionCodes[id] ?? ''}`;
}

export function timeZoneOf(source: Gazetteer, id: number): string {
  return source.cities.timeZoneNames[source.cities.timeZones[id] ?? 0] ?? 'Etc/UTC';
}

/** "Austin, Texas, United States" (the region is left out when GeoNames has none). */
export function displayNameOf(source: Gazetteer, id: number): string {
  const city = source.cities.names[id] ?? '';
  const region = source.regions.name(regionKeyOf(source, id));
  const country = source.countries.displayName(source.cities.countryCodes[id] ?? '');
  return [city, region !== city ? region : null, country].filter(Boolean).join(', ');
}
