/**
 * UTC offsets from the runtime's own tz data (ICU in Node), read as the rest of the shop reads
 * them (`common/zoned-time.ts`). Accurate from 1970 on and for zones that are not in the tz
 * `backzone` file; `zone-offset.ts` patches the rest.
 */
import { isTimeZone, offsetSecondsAt } from '../../common/zoned-time';

/** True when the runtime knows this IANA zone name. */
export const isKnownTimeZone = isTimeZone;

/** Seconds east of UTC in force in `timeZone` at the instant `utcMilliseconds`. */
export function intlOffsetSeconds(timeZone: string, utcMilliseconds: number): number {
  return offsetSecondsAt(utcMilliseconds, timeZone);
}
