/**
 * Developer tool, not part of the engine: rebuilds `historical-zone-data.ts`.
 *
 * Node's Intl data is the tz database *without* its `backzone` file, so zones that
 * only differ before 1970 (Oslo, Reykjavik, Amsterdam, Addis Ababa...) get their
 * neighbour's rules. Debian builds its tzdata package with backzone
 * (`/usr/share/zoneinfo/tzdata.zi` says "ddeps backzone"), so we compile the pre-1970
 * transitions from those TZif files wherever they disagree with Intl, and record when
 * each zone left local mean time. See docs/decisions/011-historical-time-zones.md.
 *
 * Run: npx tsx src/astrology/time/generate-historical-zone-data.ts && npx prettier --write src/astrology/time/historical-zone-data.ts
 */
import { readFileSync, writeFileSync, existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { intlOffsetSeconds, isKnownTimeZone } from './intl-offset';

const zoneinfoDirectory = '/usr/share/zoneinfo';
const firstYearOfInterest = Date.UTC(1900, 0, 1) / 1000;
const backzoneCutoff = Date.UTC(1970, 0, 1) / 1000;

interface Tzif {
  transitions: number[];
  typeOfTransition: number[];
  offsets: number[];
  abbreviations: string[];
}

function readTzif(path: string): Tzif {
  const buffer = readFileSync(path);
  if (buffer.toString('latin1', 0, 4) !== 'TZif') throw new Error(`${path} is not TZif`);
  const counts = (at: number) =>
    [0, 1, 2, 3, 4, 5].map((index) => buffer.readUInt32BE(at + 20 + index * 4));
  const [isutCount, isstdCount, leapCount, timeCount, typeCount, charCount] = counts(0) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  // Skip the 32-bit block: the 64-bit block after it covers years before 1901 too.
  const v1Length =
    timeCount * 5 + typeCount * 6 + charCount + leapCount * 8 + isstdCount + isutCount;
  const header2 = 44 + v1Length;
  const [, , , times64, types64, chars64] = counts(header2) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  let cursor = header2 + 44;
  const transitions: number[] = [];
  for (let index = 0; index < times64; index++)
    transitions.push(Number(buffer.readBigInt64BE(cursor + index * 8)));
  cursor += times64 * 8;
  const typeOfTransition = [...buffer.subarray(cursor, cursor + times64)];
  cursor += times64;
  const offsets: number[] = [];
  const abbreviationIndexes: number[] = [];
  for (let index = 0; index < types64; index++) {
    offsets.push(buffer.readInt32BE(cursor + index * 6));
    abbreviationIndexes.push(buffer.readUInt8(cursor + index * 6 + 5));
  }
  cursor += types64 * 6;
  const characters = buffer.toString('latin1', cursor, cursor + chars64);
  const abbreviations = abbreviationIndexes.map((start) =>
    characters.slice(start, characters.indexOf('\0', start)),
  );
  return { transitions, typeOfTransition, offsets, abbreviations };
}

/** Offset in force at `seconds` per the TZif data (type 0 before the first transition). */
function tzifOffsetAt(tzif: Tzif, seconds: number): { offset: number; abbreviation: string } {
  let type = 0;
  for (
    let index = 0;
    index < tzif.transitions.length && (tzif.transitions[index] ?? Infinity) <= seconds;
    index++
  ) {
    type = tzif.typeOfTransition[index] ?? type;
  }
  return { offset: tzif.offsets[type] ?? 0, abbreviation: tzif.abbreviations[type] ?? '' };
}

function zoneNames(): string[] {
  const require = createRequire(import.meta.url);
  const geoTzRoot = dirname(require.resolve('geo-tz/all'));
  const index = JSON.parse(
    readFileSync(join(geoTzRoot, '..', 'data', 'timezones.geojson.index.json'), 'utf8'),
  ) as { timezones: string[] };
  const source = readFileSync(join(zoneinfoDirectory, 'tzdata.zi'), 'utf8');
  const fromSource = source
    .split('\n')
    .filter((line) => line.startsWith('Z ') || line.startsWith('L '))
    .map((line) => {
      const fields = line.split(' ');
      return (line.startsWith('Z ') ? fields[1] : fields[2]) ?? '';
    });
  return [...new Set([...index.timezones, ...fromSource])]
    .filter((name) => name && !name.startsWith('Etc/'))
    .sort();
}

function disagreesWithIntl(zone: string, tzif: Tzif): boolean {
  // Every five days, plus both sides of each TZif transition, catches any period of
  // disagreement that lasts more than a few days.
  const probes: number[] = [];
  for (let seconds = firstYearOfInterest; seconds < backzoneCutoff; seconds += 5 * 86_400)
    probes.push(seconds);
  for (const seconds of tzif.transitions) {
    if (seconds > firstYearOfInterest && seconds < backzoneCutoff)
      probes.push(seconds - 1, seconds, seconds + 3600);
  }
  return probes.some(
    (seconds) => tzifOffsetAt(tzif, seconds).offset !== intlOffsetSeconds(zone, seconds * 1000),
  );
}

const backzone: Record<string, string> = {};
const localMeanTimeUntil: Record<string, number> = {};
for (const zone of zoneNames()) {
  const path = join(zoneinfoDirectory, zone);
  if (!existsSync(path) || !isKnownTimeZone(zone)) continue;
  const tzif = readTzif(path);
  const lmtEnd = tzif.transitions.find(
    (_, index) =>
      tzif.abbreviations[index === 0 ? 0 : (tzif.typeOfTransition[index - 1] ?? 0)] === 'LMT' &&
      tzif.abbreviations[tzif.typeOfTransition[index] ?? 0] !== 'LMT',
  );
  if (tzif.abbreviations[0] === 'LMT' && lmtEnd !== undefined) localMeanTimeUntil[zone] = lmtEnd;
  if (!disagreesWithIntl(zone, tzif)) continue;
  const start = tzifOffsetAt(tzif, firstYearOfInterest).offset;
  const changes = tzif.transitions
    .map((seconds, index) => ({
      seconds,
      offset: tzif.offsets[tzif.typeOfTransition[index] ?? 0] ?? 0,
    }))
    .filter(({ seconds }) => seconds > firstYearOfInterest && seconds < backzoneCutoff)
    .map(({ seconds, offset }) => `${seconds.toString(36)}:${offset}`);
  backzone[zone] = [String(start), ...changes].join(',');
}

const version =
  /# version (\S+)/.exec(readFileSync(join(zoneinfoDirectory, 'tzdata.zi'), 'utf8'))?.[1] ??
  'unknown';
const output = `// Generated by generate-historical-zone-data.ts from tzdata ${version} built with backzone. Do not edit.
// backzone: "offsetAt1900,transitionSecondsBase36:offsetSeconds,..." for 1900-1970, only for zones where Intl differs.
// localMeanTimeUntil: Unix seconds at which the zone left local mean time (every zone that started on LMT, so births before 1900 get their own longitude too).
export const tzdataVersion = '${version}';

export const backzoneTransitions: Readonly<Record<string, string>> = ${JSON.stringify(backzone, null, 2)};

export const localMeanTimeUntil: Readonly<Record<string, number>> = ${JSON.stringify(localMeanTimeUntil, null, 2)};
`;
writeFileSync(join(dirname(fileURLToPath(import.meta.url)), 'historical-zone-data.ts'), output);
console.log(
  `${Object.keys(backzone).length} backzone zones, ${Object.keys(localMeanTimeUntil).length} LMT ends, tzdata ${version}`,
);
