/**
 * The birth date as a span of time, for a birth without a time: 00:00 to 24:00 on the
 * birthplace's clock, and where the Moon went in it (the fastest body, about 12-15° a day).
 */
import { MakeTime } from 'astronomy-engine';
import { moonLongitude } from '../ephemeris/bodies';
import { wallClockToUtc } from '../time/local-time';
import type { ChartPlace } from './natal-chart';
import {
  signOf,
  zodiacPosition,
  zodiacSigns,
  type ZodiacPosition,
  type ZodiacSign,
} from './zodiac';

const dayMilliseconds = 86_400_000;

export interface BirthDaySpan {
  /** UTC instant of 00:00 local on the birth date. */
  from: string;
  /** UTC instant of 00:00 local on the next day. */
  to: string;
}

/** 00:00 to 24:00 of the birth date on the birthplace's clock (UTC when the place is unknown). */
export function birthDaySpan(chart: { utc: string; place: ChartPlace | null }): BirthDaySpan {
  const { place } = chart;
  const localClock = new Date(Date.parse(chart.utc) + (place?.utcOffsetMinutes ?? 0) * 60_000);
  const midnightAsUtc = Date.UTC(
    localClock.getUTCFullYear(),
    localClock.getUTCMonth(),
    localClock.getUTCDate(),
  );
  const atMidnight = (wallAsUtc: number): number => {
    if (!place) return wallAsUtc;
    const day = new Date(wallAsUtc);
    const wall = {
      year: day.getUTCFullYear(),
      month: day.getUTCMonth() + 1,
      day: day.getUTCDate(),
      hour: 0,
      minute: 0,
    };
    return wallClockToUtc(wall, place.timeZone, place.longitude).utcMilliseconds;
  };
  return {
    from: new Date(atMidnight(midnightAsUtc)).toISOString(),
    to: new Date(atMidnight(midnightAsUtc + dayMilliseconds)).toISOString(),
  };
}

export interface MoonAcrossTheDay {
  from: ZodiacPosition;
  to: ZodiacPosition;
  /** Every sign the Moon was in that day, in order: one, or two when it changed sign. */
  signs: ZodiacSign[];
}

/** Every sign from the one at `from` to the one at `to`, moving forward through the zodiac. */
function signsBetween(from: number, to: number): ZodiacSign[] {
  const first = zodiacSigns.indexOf(signOf(from));
  const span = (zodiacSigns.indexOf(signOf(to)) - first + 12) % 12;
  return Array.from({ length: span + 1 }, (_, step) => zodiacSigns[(first + step) % 12]!);
}

/** Where the Moon was at the start and the end of the birth date, and every sign between. */
export function moonAcrossTheDay(span: BirthDaySpan): MoonAcrossTheDay {
  const from = moonLongitude(MakeTime(new Date(span.from)));
  const to = moonLongitude(MakeTime(new Date(span.to)));
  return { from: zodiacPosition(from), to: zodiacPosition(to), signs: signsBetween(from, to) };
}
