/**
 * Notes that travel with a chart so the summary e-mail can be honest about it:
 * what we could not compute, and what a small error in the birth data could change.
 */
import type { ClockSituation } from '../time/local-time';
import type { MoonAcrossTheDay } from './birth-day';
import type { SignsAcrossZones } from './unknown-zone';
import {
  describePosition,
  distanceToCusp,
  zodiacSigns,
  type ZodiacPosition,
  type ZodiacSign,
} from './zodiac';

export type ChartNoteCode =
  | 'place-unresolved'
  | 'place-approximate'
  | 'time-unknown'
  | 'near-cusp'
  | 'clock-gap'
  | 'clock-overlap'
  | 'local-mean-time';

export interface ChartNote {
  code: ChartNoteCode;
  message: string;
}

function orList(signs: readonly ZodiacSign[]): string {
  return signs.length < 2
    ? (signs[0] ?? '')
    : `${signs.slice(0, -1).join(', ')} or ${signs[signs.length - 1]}`;
}

function moonAcrossZones({ moon, sun }: SignsAcrossZones): string {
  const moonText =
    moon.length === 1
      ? `the Moon stays in ${moon[0]}, so your Moon sign is certain`
      : `the Moon could be in ${orList(moon)}`;
  const sunText = sun.length === 1 ? '' : `, and the Sun in ${orList(sun)}`;
  return `${moonText}${sunText}`;
}

/**
 * Nothing in the birthplace was recognised: we read the clock as UTC, and say how much
 * that could matter across every zone from UTC−12 to UTC+14.
 */
export function placeUnresolvedNote(
  placeText: string | null,
  acrossZones: SignsAcrossZones,
): ChartNote {
  const what = placeText
    ? `We could not find "${placeText}" in our gazetteer, nor a country or state in it`
    : 'No birthplace was given';
  return {
    code: 'place-unresolved',
    message: `${what}, so we do not know its time zone: we assumed the birth clock showed UTC. Read in any zone from UTC−12 to UTC+14, ${moonAcrossZones(acrossZones)}. No Rising sign or Midheaven: both need a recognised place.`,
  };
}

/** The town was not found, but its region or country was: that area's clock, no angles. */
export function placeApproximateNote(
  placeText: string,
  areaName: string,
  timeZone: string,
): ChartNote {
  return {
    code: 'place-approximate',
    message: `We could not find "${placeText}" in our gazetteer, so we used the clock of ${areaName} (${timeZone}). Sun and Moon are exact; the Rising sign needs a recognised town or city nearby.`,
  };
}

/**
 * The chart is drawn for noon: says where the Moon went over the birth date (its sign too when
 * it changed that day) and that the Rising sign, Midheaven and houses need the time.
 */
export function timeUnknownNote(moon: MoonAcrossTheDay): ChartNote {
  const range = `from ${describePosition(moon.from)} to ${describePosition(moon.to)}`;
  const moonText =
    moon.signs.length > 1
      ? `the Moon changed sign that day, moving ${range}, so it is in ${orList(moon.signs)} depending on the hour`
      : `the Moon stayed in ${moon.signs[0] ?? moon.from.sign} but moved ${range}, so its exact degree depends on the hour`;
  return {
    code: 'time-unknown',
    message: `No birth time was given, so positions are for local noon. Over your birth date ${moonText}. The Rising sign, Midheaven and houses need an exact time.`,
  };
}

export function nearCuspNote(label: string, position: ZodiacPosition): ChartNote | null {
  if (distanceToCusp(position.longitude) >= 1) return null;
  const index = Math.floor(position.longitude / 30);
  const neighbour =
    position.longitude % 30 < 15 ? zodiacSigns[(index + 11) % 12] : zodiacSigns[(index + 1) % 12];
  return {
    code: 'near-cusp',
    message: `The ${label} at ${describePosition(position)} is within 1° of ${neighbour}; a slightly different birth time could change its sign.`,
  };
}

function shiftClock(clockTime: string, minutes: number): string {
  const [hour = 0, minute = 0] = clockTime.split(':').map(Number);
  const total = (hour * 60 + minute + minutes) % (24 * 60);
  return `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
}

export function clockSituationNote(
  situation: ClockSituation,
  clockTime: string,
  timeZone: string,
): ChartNote | null {
  switch (situation.kind) {
    case 'gap':
      return {
        code: 'clock-gap',
        message: `${clockTime} did not exist on that date in ${timeZone}: clocks jumped forward ${situation.skippedMinutes} minutes, so we used ${shiftClock(clockTime, situation.skippedMinutes)}, the same moment on the new clock.`,
      };
    case 'overlap':
      return {
        code: 'clock-overlap',
        message: `${clockTime} happened twice on that date in ${timeZone} as clocks went back ${situation.repeatedMinutes} minutes. We used the first one (still on summer time).`,
      };
    case 'local-mean-time':
      return {
        code: 'local-mean-time',
        message: `${timeZone} had no standard time yet on that date, so we used local mean time at the birthplace's longitude.`,
      };
    default:
      return null;
  }
}
