/**
 * With no recognised place the birth clock could be read in any zone, from UTC−12 to
 * UTC+14: which signs could the Sun and Moon then be in? The note says so instead of
 * quietly presenting a UTC reading as the answer.
 */
import { MakeTime } from 'astronomy-engine';
import { moonLongitude, sunLongitude } from '../ephemeris/bodies';
import { signOf, zodiacSigns, type ZodiacSign } from './zodiac';

const hourMilliseconds = 3_600_000;
const westernmostOffsetHours = -12;
const easternmostOffsetHours = 14;

export interface SignsAcrossZones {
  sun: ZodiacSign[];
  moon: ZodiacSign[];
}

/** Signs from the first to the last reading, in order (the Moon moves < 1 sign a day). */
function signsBetween(first: number, last: number): ZodiacSign[] {
  const firstIndex = Math.floor(first / 30);
  const steps = (Math.floor(last / 30) - firstIndex + 12) % 12;
  return Array.from(
    { length: steps + 1 },
    (_, step) => zodiacSigns[(firstIndex + step) % 12] ?? signOf(first),
  );
}

/** `wallAsUtcMilliseconds`: the birth clock time read as if it were UTC. */
export function signsAcrossZones(wallAsUtcMilliseconds: number): SignsAcrossZones {
  // The earliest instant is the clock read in the easternmost zone.
  const earliest = MakeTime(
    new Date(wallAsUtcMilliseconds - easternmostOffsetHours * hourMilliseconds),
  );
  const latest = MakeTime(
    new Date(wallAsUtcMilliseconds - westernmostOffsetHours * hourMilliseconds),
  );
  return {
    sun: signsBetween(sunLongitude(earliest), sunLongitude(latest)),
    moon: signsBetween(moonLongitude(earliest), moonLongitude(latest)),
  };
}
