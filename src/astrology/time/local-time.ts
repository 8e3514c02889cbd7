/**
 * Birth clock time -> UTC instant at a place, with the rules of decision 012:
 * a clock time skipped by a spring-forward gap is moved forward by the gap, a time that
 * happened twice takes the earlier instant (still on summer time), and before the zone
 * adopted standard time we use the birthplace's own local mean time.
 */
import { isBeforeStandardTime, localMeanTimeOffsetSeconds, zoneOffsetSeconds } from './zone-offset';

export interface WallClockTime {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
}

export type ClockSituation =
  | { kind: 'normal' }
  | { kind: 'gap'; skippedMinutes: number }
  | { kind: 'overlap'; repeatedMinutes: number }
  | { kind: 'local-mean-time' };

export interface ResolvedInstant {
  utcMilliseconds: number;
  offsetSeconds: number;
  situation: ClockSituation;
}

const dayMilliseconds = 86_400_000;

export function wallClockToUtc(
  wall: WallClockTime,
  timeZone: string,
  longitude: number,
): ResolvedInstant {
  const wallAsUtc = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute);
  // Offsets a day either side bracket at most one transition around this clock time.
  const offsetBefore = zoneOffsetSeconds(timeZone, wallAsUtc - dayMilliseconds);
  const offsetAfter = zoneOffsetSeconds(timeZone, wallAsUtc + dayMilliseconds);
  const candidates = [...new Set([offsetBefore, offsetAfter])]
    .map((offset) => wallAsUtc - offset * 1000)
    .filter((instant) => instant + zoneOffsetSeconds(timeZone, instant) * 1000 === wallAsUtc)
    .sort((first, second) => first - second);

  let resolved: ResolvedInstant;
  const earliest = candidates[0];
  if (earliest === undefined) {
    // Spring-forward gap: reading the clock with the offset from before the change
    // lands after it, i.e. the clock time moved forward by the length of the gap.
    const instant = wallAsUtc - offsetBefore * 1000;
    const skippedMinutes = Math.round((offsetAfter - offsetBefore) / 60);
    resolved = {
      utcMilliseconds: instant,
      offsetSeconds: offsetBefore,
      situation: { kind: 'gap', skippedMinutes },
    };
  } else if (candidates.length > 1) {
    const repeatedMinutes = Math.round(Math.abs(offsetBefore - offsetAfter) / 60);
    resolved = {
      utcMilliseconds: earliest,
      offsetSeconds: Math.round((wallAsUtc - earliest) / 1000),
      situation: { kind: 'overlap', repeatedMinutes },
    };
  } else {
    resolved = {
      utcMilliseconds: earliest,
      offsetSeconds: Math.round((wallAsUtc - earliest) / 1000),
      situation: { kind: 'normal' },
    };
  }

  if (isBeforeStandardTime(timeZone, resolved.utcMilliseconds)) {
    const offsetSeconds = localMeanTimeOffsetSeconds(longitude);
    return {
      utcMilliseconds: wallAsUtc - offsetSeconds * 1000,
      offsetSeconds,
      situation: { kind: 'local-mean-time' },
    };
  }
  return resolved;
}
