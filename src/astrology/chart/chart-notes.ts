/**
 * Notes that travel with a chart so the summary e-mail can be honest about it:
 * what we could not compute, and what a small error in the birth data could change.
 */
import type { ClockSituation } from '../time/local-time';
import { describePosition, distanceToCusp, zodiacSigns, type ZodiacPosition } from './zodiac';

export type ChartNoteCode =
  | 'place-unresolved'
  | 'time-unknown'
  | 'near-cusp'
  | 'clock-gap'
  | 'clock-overlap'
  | 'local-mean-time';

export interface ChartNote {
  code: ChartNoteCode;
  message: string;
}

export function placeUnresolvedNote(placeText: string | null): ChartNote {
  const what = placeText
    ? `We could not find "${placeText}" in our gazetteer`
    : 'No birthplace was given';
  return {
    code: 'place-unresolved',
    message: `${what}, so we read the birth clock as UTC and calculated no Rising sign or Midheaven: both need a recognised place.`,
  };
}

export function timeUnknownNote(): ChartNote {
  return {
    code: 'time-unknown',
    message:
      'No birth time was given: positions are for local noon, the Moon may be up to about 7° away, and the Rising sign needs an exact time.',
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
