/**
 * When the town is not in the gazetteer but its state or country is ("Smallville, Kansas",
 * "Sandringham, Norfolk, England"), the birth clock is still that area's clock: the zone
 * most of its people live in, summed over the gazetteer's places. Coordinates are those of
 * its most populous place, good enough for local mean time, not for a Rising sign.
 */
import type { Gazetteer } from './gazetteer';

export interface AreaClock {
  /** "Kansas, United States", "Germany", "the Soviet Union". */
  name: string;
  precision: 'region' | 'country';
  region: string | null;
  country: string;
  countryCode: string;
  timeZone: string;
  latitude: number;
  longitude: number;
}

interface Candidate {
  key: string;
  /** The text it was read from: one spelling ("CA", "UK") can name a region and a country. */
  qualifier: string;
  regionKey: string | null;
  countryCodes: readonly string[];
  name: string;
}

interface AreaStatistics {
  population: number;
  largestId: number;
  timeZone: string;
}

const statisticsCache = new Map<string, AreaStatistics | null>();

function statisticsOf(source: Gazetteer, candidate: Candidate): AreaStatistics | null {
  const cached = statisticsCache.get(candidate.key);
  if (cached !== undefined) return cached;
  const { cities } = source;
  const populationByZone = new Map<number, number>();
  let population = 0;
  let largestId = -1;
  // Compare the columns' codes directly: building "US.KS" for 200k rows costs milliseconds.
  const regionCode = candidate.regionKey?.split('.')[1] ?? null;
  for (let id = 0; id < cities.count; id++) {
    if (!candidate.countryCodes.includes(cities.countryCodes[id] ?? '')) continue;
    if (regionCode !== null && cities.regionCodes[id] !== regionCode) continue;
    const people = cities.populations[id] ?? 0;
    const zone = cities.timeZones[id] ?? 0;
    populationByZone.set(zone, (populationByZone.get(zone) ?? 0) + people);
    population += people;
    if (largestId < 0 || people > (cities.populations[largestId] ?? 0)) largestId = id;
  }
  let statistics: AreaStatistics | null = null;
  if (largestId >= 0) {
    const [zone] = [...populationByZone].reduce((best, entry) =>
      entry[1] > best[1] ? entry : best,
    );
    statistics = { population, largestId, timeZone: cities.timeZoneNames[zone] ?? 'Etc/UTC' };
  }
  statisticsCache.set(candidate.key, statistics);
  return statistics;
}

function candidatesFor(source: Gazetteer, qualifier: string): Candidate[] {
  const candidates: Candidate[] = source.regions.keysFor(qualifier).map((regionKey) => {
    const countryCode = regionKey.split('.')[0] ?? '';
    const country = source.countries.displayName(countryCode);
    return {
      key: regionKey,
      qualifier,
      regionKey,
      countryCodes: [countryCode],
      name: `${source.regions.name(regionKey) ?? regionKey}, ${country}`,
    };
  });
  const codes = source.countries.codesFor(qualifier);
  if (codes.length > 0) {
    candidates.push({
      key: codes.join('+'),
      qualifier,
      regionKey: null,
      countryCodes: codes,
      name: source.countries.nameFor(qualifier) ?? source.countries.displayName(codes[0] ?? ''),
    });
  }
  return candidates;
}

function fits(source: Gazetteer, candidate: Candidate, qualifier: string): boolean {
  if (candidate.regionKey && source.regions.keysFor(qualifier).includes(candidate.regionKey))
    return true;
  const codes = source.countries.codesFor(qualifier);
  if (candidate.countryCodes.some((code) => codes.includes(code))) return true;
  // A country fits a qualifier naming one of its regions.
  return source.regions
    .keysFor(qualifier)
    .some((regionKey) => candidate.countryCodes.includes(regionKey.split('.')[0] ?? ''));
}

/**
 * The most specific area every recognised qualifier agrees on: "Kansas, USA" is Kansas.
 * Areas read from one spelling compete on population: "CA" is California rather than
 * Canada, "UK" the United Kingdom rather than Ouaka (Central African Republic).
 */
export function areaClockFor(source: Gazetteer, qualifiers: readonly string[]): AreaClock | null {
  const candidates = qualifiers.flatMap((qualifier) => candidatesFor(source, qualifier));
  const agreed = candidates.filter((candidate) =>
    qualifiers.every((qualifier) => fits(source, candidate, qualifier)),
  );
  let best: { candidate: Candidate; statistics: AreaStatistics } | null = null;
  for (const candidate of agreed.length > 0 ? agreed : candidates) {
    const statistics = statisticsOf(source, candidate);
    if (!statistics) continue;
    const isRival = best !== null && best.candidate.qualifier !== candidate.qualifier;
    const isMoreSpecific = isRival && !best?.candidate.regionKey && candidate.regionKey;
    const isLessSpecific = isRival && best?.candidate.regionKey && !candidate.regionKey;
    if (
      best === null ||
      isMoreSpecific ||
      (!isLessSpecific && statistics.population > best.statistics.population)
    )
      best = { candidate, statistics };
  }
  if (!best) return null;
  const { candidate, statistics } = best;
  const id = statistics.largestId;
  const countryCode = source.cities.countryCodes[id] ?? '';
  const isSingleCountry = candidate.countryCodes.length === 1;
  return {
    name: candidate.name,
    precision: candidate.regionKey ? 'region' : 'country',
    region: candidate.regionKey ? source.regions.name(candidate.regionKey) : null,
    country: isSingleCountry ? source.countries.displayName(countryCode) : candidate.name,
    countryCode,
    timeZone: statistics.timeZone,
    latitude: source.cities.latitudes[id] ?? 0,
    longitude: source.cities.longitudes[id] ?? 0,
  };
}
