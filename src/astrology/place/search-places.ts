/**
 * Autocomplete for the birthplace field (`GET /api/places?q=`): cities whose name starts
 * with what was typed, biggest first, optionally narrowed by ", region/country" prefixes.
 */
import {
  alternateNameWeight,
  displayNameOf,
  idsOf,
  idsWithAlternatePrefix,
  idsWithArticlelessPrefix,
  idsWithNamePrefix,
  loadGazetteer,
  regionKeyOf,
  withoutArticle,
  type Gazetteer,
} from './gazetteer';
import { foldText } from './fold-text';
import { isRecognised, readings, usableQualifiers } from './resolve-place';

export interface PlaceSuggestion {
  /** "City, Region, Country": feeding it back to resolvePlace gives the same city. */
  name: string;
  countryCode: string;
  latitude: number;
  longitude: number;
}

function fitsQualifierPrefix(source: Gazetteer, id: number, prefix: string): boolean {
  const regionKey = regionKeyOf(source, id);
  const countryCode = source.cities.countryCodes[id] ?? '';
  const spellings = [
    ...source.regions.spellings(regionKey),
    foldText(source.countries.displayName(countryCode)),
    countryCode.toLowerCase(),
  ];
  return (
    spellings.some((spelling) => spelling.startsWith(prefix)) ||
    source.countries.codesFor(prefix).includes(countryCode)
  );
}

/** Alternate names are many and noisy: a partial one ("Calcu") needs a big city behind it. */
const alternatePrefixWeight = 0.02;
/** Puts whole-name matches ("Paris") ahead of longer names ("Parisot"). */
const exactBonus = 1e12;

/**
 * Biggest cities first, exact names ("Paris" before "Parisot") ahead of longer ones; a city
 * found by an alternate or former name ("Wien", "Calcu") counts far fewer people.
 */
function rankedIds(
  source: Gazetteer,
  namePart: string,
  narrowing: string[],
  keep: number,
): number[] {
  const rank = (id: number) =>
    (source.foldedNames[id] === namePart ? exactBonus : 0) + (source.cities.populations[id] ?? 0);
  // A short prefix spans thousands of cities: keep a short ranked list, never sort them all.
  const best: Array<{ id: number; score: number }> = [];
  const consider = (id: number, score: number) => {
    if (best.length === keep && score <= (best[keep - 1]?.score ?? 0)) return;
    const existing = best.findIndex((entry) => entry.id === id);
    if (existing >= 0 && (best[existing]?.score ?? 0) >= score) return;
    if (!narrowing.every((qualifier) => fitsQualifierPrefix(source, id, qualifier))) return;
    if (existing >= 0) best.splice(existing, 1);
    let position = best.length;
    while (position > 0 && (best[position - 1]?.score ?? 0) < score) position--;
    best.splice(position, 0, { id, score });
    if (best.length > keep) best.pop();
  };
  for (const id of idsWithNamePrefix(source, namePart)) consider(id, rank(id));
  // "Cateau" or "Mans": a main name typed without its article ranks as the main name does.
  for (const id of idsWithArticlelessPrefix(source, namePart)) {
    const isWhole = withoutArticle(source.foldedNames[id] ?? '') === namePart;
    consider(id, (isWhole ? exactBonus : 0) + (source.cities.populations[id] ?? 0));
  }
  // A whole name scores as in resolvePlace: main and former names their population, an
  // alternate name a tenth of it ("Cologne" is Köln, "Wien" Vienna); a partial one less.
  const exactAlternates = new Set(idsOf(source.idsByAlternateName.get(namePart)));
  const formerId = source.idsByFormerName.get(namePart);
  for (const id of idsWithAlternatePrefix(source, namePart)) {
    const population = source.cities.populations[id] ?? 0;
    if (id === formerId) consider(id, exactBonus + population);
    else if (exactAlternates.has(id)) consider(id, exactBonus + population * alternateNameWeight);
    else consider(id, population * alternatePrefixWeight);
  }
  return best.map((entry) => entry.id);
}

/** Prefixes of up to three letters scan thousands of cities; their answer never changes, so keep it. */
const shortPrefixCache = new Map<string, number[]>();
const cachedListLength = 64;
const shortPrefixLength = 3;
const maximumCachedPrefixes = 10_000;

/**
 * The ", region/country" parts that narrow the list. Whole ones count as in resolvePlace: an
 * unknown one ("Hautes-Alpes", a county) or a region outside the typed country (the Nord in
 * "Busigny, Nord, France") is ignored. The last part may be half typed ("Fra"): it narrows
 * as a prefix, unless no region or country is written that way ("Frankreich").
 */
function narrowingOf(source: Gazetteer, qualifiers: readonly string[]): string[] {
  const typed = qualifiers.filter(Boolean);
  const last = typed.at(-1);
  const usable = usableQualifiers(source, typed);
  if (last === undefined || isRecognised(source, last)) return usable;
  const isBeingTyped =
    source.countries.hasSpellingStartingWith(last) || source.regions.hasSpellingStartingWith(last);
  return isBeingTyped ? [...usable, last] : usable;
}

function rankedWithCache(
  source: Gazetteer,
  namePart: string,
  narrowing: string[],
  limit: number,
): number[] {
  const cacheable =
    narrowing.length === 0 && namePart.length <= shortPrefixLength && limit <= cachedListLength / 4;
  const best =
    (cacheable ? shortPrefixCache.get(namePart) : undefined) ??
    rankedIds(source, namePart, narrowing, Math.max(limit * 4, cacheable ? cachedListLength : 0));
  if (cacheable) {
    if (shortPrefixCache.size >= maximumCachedPrefixes) shortPrefixCache.clear();
    shortPrefixCache.set(namePart, best);
  }
  return best;
}

export function searchPlaces(query: string, limit = 8): PlaceSuggestion[] {
  const parts = query.split(',').map(foldText);
  const [namePart = '', ...qualifiers] = parts;
  if (namePart.length === 0 || limit <= 0) return [];
  const source = loadGazetteer();
  let best = rankedWithCache(source, namePart, narrowingOf(source, qualifiers), limit);
  // "Solesmes France", no comma: when the whole text names no town, read its last words as
  // the country or region, as resolvePlace does.
  if (best.length === 0 && parts.length === 1) {
    for (const reading of readings(source, parts).slice(1)) {
      best = rankedIds(
        source,
        reading.name,
        usableQualifiers(source, reading.qualifiers),
        limit * 4,
      );
      if (best.length > 0) break;
    }
  }
  const suggestions: PlaceSuggestion[] = [];
  const seen = new Set<string>();
  for (const id of best) {
    const name = displayNameOf(source, id);
    if (seen.has(name)) continue;
    seen.add(name);
    suggestions.push({
      name,
      countryCode: source.cities.countryCodes[id] ?? '',
      latitude: source.cities.latitudes[id] ?? 0,
      longitude: source.cities.longitudes[id] ?? 0,
    });
    if (suggestions.length === limit) break;
  }
  return suggestions;
}
