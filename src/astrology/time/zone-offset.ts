/**
 * The UTC offset really in force in an IANA zone at an instant: Intl's data, patched
 * before 1970 with the tz `backzone` history that Intl leaves out (decision 011).
 */
import { backzoneTransitions, localMeanTimeUntil } from './historical-zone-data';
import { intlOffsetSeconds } from './intl-offset';

const backzoneCutoffMilliseconds = Date.UTC(1970, 0, 1);

interface TransitionTable {
  /** Offset in force before the first listed transition (from 1900 on). */
  initialOffsetSeconds: number;
  transitionMilliseconds: number[];
  offsetSecondsAfter: number[];
}

const parsedTables = new Map<string, TransitionTable | null>();

function transitionTableFor(timeZone: string): TransitionTable | null {
  if (parsedTables.has(timeZone)) return parsedTables.get(timeZone) ?? null;
  const encoded = backzoneTransitions[timeZone];
  let table: TransitionTable | null = null;
  if (encoded) {
    const [initial, ...changes] = encoded.split(',');
    table = {
      initialOffsetSeconds: Number(initial),
      transitionMilliseconds: [],
      offsetSecondsAfter: [],
    };
    for (const change of changes) {
      const [seconds, offset] = change.split(':');
      table.transitionMilliseconds.push(parseInt(seconds ?? '0', 36) * 1000);
      table.offsetSecondsAfter.push(Number(offset));
    }
  }
  parsedTables.set(timeZone, table);
  return table;
}

function offsetFromTable(table: TransitionTable, utcMilliseconds: number): number {
  let low = 0;
  let high = table.transitionMilliseconds.length;
  // Find the number of transitions at or before the instant.
  while (low < high) {
    const middle = (low + high) >> 1;
    if ((table.transitionMilliseconds[middle] ?? Infinity) <= utcMilliseconds) low = middle + 1;
    else high = middle;
  }
  return low === 0
    ? table.initialOffsetSeconds
    : (table.offsetSecondsAfter[low - 1] ?? table.initialOffsetSeconds);
}

/** Seconds east of UTC in force in `timeZone` at `utcMilliseconds`. */
export function zoneOffsetSeconds(timeZone: string, utcMilliseconds: number): number {
  if (utcMilliseconds < backzoneCutoffMilliseconds) {
    const table = transitionTableFor(timeZone);
    if (table) return offsetFromTable(table, utcMilliseconds);
  }
  return intlOffsetSeconds(timeZone, utcMilliseconds);
}

/** True when the zone had no standard time yet at that instant (clocks kept local mean time). */
export function isBeforeStandardTime(timeZone: string, utcMilliseconds: number): boolean {
  const until = localMeanTimeUntil[timeZone];
  return until !== undefined && utcMilliseconds < until * 1000;
}

/** Local mean time of a meridian: four minutes per degree east of Greenwich. */
export function localMeanTimeOffsetSeconds(longitude: number): number {
  return Math.round(longitude * 240);
}
