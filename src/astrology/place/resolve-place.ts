/**
 * Free-text birthplace ("Austin, TX", "Sydney, NSW, Australia", "sao paulo") -> one city.
 * Every qualifier we recognise (a country or region spelling) must fit the city;
 * qualifiers we do not recognise (a county, a typo) are ignored; among the cities left,
 * the most populous wins. No city left is a normal outcome: null.
 */
import {
  displayNameOf,
  idsWithNamePrefix,
  loadGazetteer,
  regionKeyOf,
  type Gazetteer,
} from './gazetteer';
import { foldText } from './fold-text';
import { foldedNameFor } from './former-names';
import { timeZoneAt } from './place-time-zone';

export interface ResolvedPlace {
  /** "City, Region, Country". */
  name: string;
  city: string;
  region: string | null;
  country: string;
  countryCode: string;
  latitude: number;
  longitude: number;
  timeZone: string;
}

function fitsQualifier(source: Gazetteer, id: number, qualifier: string): boolean {
  if (source.regions.spellings(regionKeyOf(source, id)).includes(qualifier)) return true;
  return source.countries.codesFor(qualifier).includes(source.cities.countryCodes[id] ?? '');
}

function isRecognised(source: Gazetteer, qualifier: string): boolean {
  return (
    source.countries.codesFor(qualifier).length > 0 || source.regions.isKnownSpelling(qualifier)
  );
}

function mostPopulousFitting(
  source: Gazetteer,
  ids: Iterable<number>,
  required: string[],
): number | null {
  let best: number | null = null;
  for (const id of ids) {
    if (!required.every((qualifier) => fitsQualifier(source, id, qualifier))) continue;
    if (
      best === null ||
      (source.cities.populations[id] ?? 0) > (source.cities.populations[best] ?? 0)
    )
      best = id;
  }
  return best;
}

function bestCity(source: Gazetteer, name: string, qualifiers: string[]): number | null {
  const required = qualifiers.filter((qualifier) => isRecognised(source, qualifier));
  const officialName = foldedNameFor(name);
  const exact = mostPopulousFitting(source, source.idsByName.get(officialName) ?? [], required);
  // "Frankfurt" for "Frankfurt am Main", "Washington" for "Washington, D.C.": a whole-word
  // prefix of a longer name, tried only when no city has exactly that name.
  return (
    exact ?? mostPopulousFitting(source, idsWithNamePrefix(source, `${officialName} `), required)
  );
}

/** Splits "paris france" (no commas) into name + trailing qualifiers when the whole is no city. */
function readings(parts: string[]): Array<{ name: string; qualifiers: string[] }> {
  const [first = '', ...rest] = parts;
  const options = [{ name: first, qualifiers: rest }];
  if (parts.length === 1) {
    const words = first.split(' ');
    for (let split = words.length - 1; split >= Math.max(1, words.length - 3); split--) {
      options.push({
        name: words.slice(0, split).join(' '),
        qualifiers: [words.slice(split).join(' ')],
      });
    }
  }
  return options;
}

const timeZoneCache = new Map<number, string>();

function toResolvedPlace(source: Gazetteer, id: number): ResolvedPlace {
  const latitude = source.cities.latitudes[id] ?? 0;
  const longitude = source.cities.longitudes[id] ?? 0;
  let timeZone = timeZoneCache.get(id);
  if (!timeZone) {
    timeZone = timeZoneAt(latitude, longitude);
    timeZoneCache.set(id, timeZone);
  }
  const countryCode = source.cities.countryCodes[id] ?? '';
  return {
    name: displayNameOf(source, id),
    city: source.cities.names[id] ?? '',
    region: source.regions.name(regionKeyOf(source, id)),
    country: source.countries.displayName(countryCode),
    countryCode,
    latitude,
    longitude,
    timeZone,
  };
}

export function resolvePlace(text: string): ResolvedPlace | null {
  const parts = text.split(',').map(foldText).filter(Boolean);
  if (parts.length === 0) return null;
  const source = loadGazetteer();
  for (const { name, qualifiers } of readings(parts)) {
    const id = bestCity(source, name, qualifiers);
    if (id !== null) return toResolvedPlace(source, id);
  }
  return null;
}
