/**
 * Free-text birthplace ("Austin, TX", "Sydney, NSW, Australia", "Wien", "Leningrad, USSR")
 * -> one place. Every qualifier we recognise (a country or region spelling) must fit the
 * city; qualifiers we do not recognise (a county, a typo) are ignored. Among the cities
 * left, the most populous wins, a match on an alternate name counting a tenth of its
 * people (decision 090). No city but a recognised region or country: that area's clock,
 * at precision 'region' or 'country'. Nothing recognised: null.
 */
import { areaClockFor } from './area-clock';
import {
  alternateNameWeight,
  displayNameOf,
  idsOf,
  idsWithNamePrefix,
  loadGazetteer,
  regionKeyOf,
  timeZoneOf,
  withoutArticle,
  type Gazetteer,
} from './gazetteer';
import { foldText } from './fold-text';

export type PlacePrecision = 'city' | 'region' | 'country';

export interface ResolvedPlace {
  /** "City, Region, Country"; for an area, "Region, Country" or "Country". */
  name: string;
  /** Null when only the region or country was recognised. */
  city: string | null;
  region: string | null;
  country: string;
  countryCode: string;
  /** For a region or country, its most populous place: right for local mean time only. */
  latitude: number;
  longitude: number;
  timeZone: string;
  precision: PlacePrecision;
}

/** "Texas" alone is the state, unless a city this big is called that ("Washington"). */
const cityOutranksAreaPopulation = 100_000;

function fitsQualifier(source: Gazetteer, id: number, qualifier: string): boolean {
  if (source.regions.spellings(regionKeyOf(source, id)).includes(qualifier)) return true;
  return source.countries.codesFor(qualifier).includes(source.cities.countryCodes[id] ?? '');
}

export function isRecognised(source: Gazetteer, qualifier: string): boolean {
  return (
    source.countries.codesFor(qualifier).length > 0 || source.regions.isKnownSpelling(qualifier)
  );
}

function bestFitting(
  source: Gazetteer,
  candidates: Iterable<readonly [id: number, weight: number]>,
  required: readonly string[],
): number | null {
  let best: number | null = null;
  let bestScore = -1;
  for (const [id, weight] of candidates) {
    const score = (source.cities.populations[id] ?? 0) * weight;
    if (score <= bestScore) continue;
    if (!required.every((qualifier) => fitsQualifier(source, id, qualifier))) continue;
    best = id;
    bestScore = score;
  }
  return best;
}

function* candidatesNamed(source: Gazetteer, name: string): Generator<readonly [number, number]> {
  for (const id of idsOf(source.idsByName.get(name))) yield [id, 1];
  const formerId = source.idsByFormerName.get(name);
  if (formerId !== undefined) yield [formerId, 1];
  for (const id of idsOf(source.idsByAlternateName.get(name))) yield [id, alternateNameWeight];
}

function* mainNamePrefixCandidates(
  source: Gazetteer,
  prefix: string,
): Generator<readonly [number, number]> {
  for (const id of idsWithNamePrefix(source, prefix)) yield [id, 1];
}

/**
 * "Cateau-Cambrésis" for "Le Cateau-Cambrésis", "Le Havre" or "Havre": the name with or
 * without its leading article, as main names only.
 */
function* articleCandidates(source: Gazetteer, name: string): Generator<readonly [number, number]> {
  for (const id of idsOf(source.idsByNameWithoutArticle.get(name))) yield [id, 1];
  const bare = withoutArticle(name);
  if (bare) for (const id of idsOf(source.idsByName.get(bare))) yield [id, 1];
}

function bestCity(source: Gazetteer, name: string, required: readonly string[]): number | null {
  // Then with or without a leading article; last, "Frankfurt" for "Frankfurt am Main": a
  // whole-word prefix of a longer name, tried only when no place has exactly that name.
  return (
    bestFitting(source, candidatesNamed(source, name), required) ??
    bestFitting(source, articleCandidates(source, name), required) ??
    bestFitting(source, mainNamePrefixCandidates(source, `${name} `), required)
  );
}

/**
 * The qualifiers a city must fit: every recognised one, except a region that lies in none of
 * the typed countries. In "Busigny, Nord, France" the Nord is a French department, not the
 * Haitian region the directory knows by that name: it is ignored like a county.
 */
export function usableQualifiers(source: Gazetteer, qualifiers: readonly string[]): string[] {
  const recognised = qualifiers.filter((qualifier) => isRecognised(source, qualifier));
  const typedCountries = recognised.flatMap((qualifier) => source.countries.codesFor(qualifier));
  if (typedCountries.length === 0) return recognised;
  return recognised.filter(
    (qualifier) =>
      source.countries.codesFor(qualifier).length > 0 ||
      source.regions
        .keysFor(qualifier)
        .some((regionKey) => typedCountries.includes(regionKey.split('.')[0] ?? '')),
  );
}

/** "paris france" (no commas) also reads as name + a recognised trailing country or region. */
export function readings(
  source: Gazetteer,
  parts: string[],
): Array<{ name: string; qualifiers: string[] }> {
  const [first = '', ...rest] = parts;
  const options = [{ name: first, qualifiers: rest }];
  if (parts.length === 1) {
    const words = first.split(' ');
    for (let split = words.length - 1; split >= Math.max(1, words.length - 3); split--) {
      const qualifier = words.slice(split).join(' ');
      if (isRecognised(source, qualifier))
        options.push({ name: words.slice(0, split).join(' '), qualifiers: [qualifier] });
    }
  }
  return options;
}

function toResolvedPlace(source: Gazetteer, id: number): ResolvedPlace {
  const countryCode = source.cities.countryCodes[id] ?? '';
  return {
    name: displayNameOf(source, id),
    city: source.cities.names[id] ?? '',
    region: source.regions.name(regionKeyOf(source, id)),
    country: source.countries.displayName(countryCode),
    countryCode,
    latitude: source.cities.latitudes[id] ?? 0,
    longitude: source.cities.longitudes[id] ?? 0,
    timeZone: timeZoneOf(source, id),
    precision: 'city',
  };
}

function areaPlace(source: Gazetteer, qualifiers: readonly string[]): ResolvedPlace | null {
  const area = qualifiers.length > 0 ? areaClockFor(source, qualifiers) : null;
  if (!area) return null;
  const { name, precision, region, country, countryCode, timeZone, latitude, longitude } = area;
  return {
    name,
    city: null,
    region,
    country,
    countryCode,
    latitude,
    longitude,
    timeZone,
    precision,
  };
}

/**
 * "Texas" alone means the state, not Texas City or a hamlet called Texas; but a city named
 * like its area ("Luxembourg"), a capital like its country ("Kuwait" City) or a big city
 * ("Washington") is the city.
 */
function meansTheArea(source: Gazetteer, name: string, id: number): boolean {
  if (!isRecognised(source, name)) return false;
  const cityName = source.foldedNames[id];
  const countryCode = source.cities.countryCodes[id] ?? '';
  const isCityOfThatArea =
    (cityName === name && fitsQualifier(source, id, name)) ||
    (cityName === `${name} city` && source.countries.codesFor(name).includes(countryCode));
  return !isCityOfThatArea && (source.cities.populations[id] ?? 0) < cityOutranksAreaPopulation;
}

export function resolvePlace(text: string): ResolvedPlace | null {
  const parts = text.split(',').map(foldText).filter(Boolean);
  if (parts.length === 0) return null;
  const source = loadGazetteer();
  const options = readings(source, parts);
  for (const { name, qualifiers } of options) {
    const required = usableQualifiers(source, qualifiers);
    const id = bestCity(source, name, required);
    if (id === null) continue;
    if (parts.length === 1 && meansTheArea(source, name, id)) return areaPlace(source, [name]);
    return toResolvedPlace(source, id);
  }
  // No city: the most specific recognised area among the reading's parts.
  for (const { name, qualifiers } of options) {
    const recognised = usableQualifiers(source, [name, ...qualifiers]);
    const place = areaPlace(source, recognised);
    if (place) return place;
  }
  return null;
}
