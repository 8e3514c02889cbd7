/**
 * Notes that travel with a Human Design chart, in the natal chart's manner: say what a small
 * error in the birth time could change, and never pass a guess off as a fact.
 */
import type { ActivationBody } from './activations';
import type { BirthDayVariation } from './birth-day';
import type { NearBoundary } from './human-design';

/** Closer than this to a line boundary, an activation is flagged (3′ = 0.05°). */
export const nearBoundaryArcminutes = 3;

export type HumanDesignNoteCode = 'time-unknown' | 'near-boundary';

export interface HumanDesignNote {
  code: HumanDesignNoteCode;
  message: string;
}

const bodyNames: Record<ActivationBody, string> = {
  sun: 'Sun',
  earth: 'Earth',
  northNode: 'North Node',
  southNode: 'South Node',
  moon: 'Moon',
  mercury: 'Mercury',
  venus: 'Venus',
  mars: 'Mars',
  jupiter: 'Jupiter',
  saturn: 'Saturn',
  uranus: 'Uranus',
  neptune: 'Neptune',
  pluto: 'Pluto',
};

const resultNames: Record<string, string> = {
  type: 'type',
  strategy: 'strategy',
  authority: 'authority',
  profile: 'profile',
  definition: 'definition',
  channels: 'channels',
  definedCentres: 'defined centres',
  incarnationCross: 'incarnation cross',
};

/** "personality.moon" -> "personality Moon". */
export function describeField(field: string): string {
  const [side, body] = field.split('.');
  if (body) return `${side} ${bodyNames[body as ActivationBody] ?? body}`;
  return resultNames[field] ?? field;
}

function nearBoundaryNote(flag: NearBoundary): HumanDesignNote {
  const isSunOrEarth = flag.body === 'sun' || flag.body === 'earth';
  const stake =
    flag.boundary === 'gate'
      ? isSunOrEarth
        ? 'its gate, and with it the incarnation cross'
        : 'its gate, and with it perhaps the channels'
      : isSunOrEarth
        ? 'its line, and with it the profile'
        : 'its line';
  const shift = Math.abs(flag.birthTimeShiftMinutes);
  const when = `${shift} minute${shift === 1 ? '' : 's'} ${flag.birthTimeShiftMinutes > 0 ? 'later' : 'earlier'}`;
  return {
    code: 'near-boundary',
    message: `The ${flag.side} ${bodyNames[flag.body]} at ${flag.activation} is ${flag.arcminutes.toFixed(1)}′ from a ${flag.boundary} boundary: a birth about ${when} would change ${stake}.`,
  };
}

/**
 * Every value when there are few, else the first and last with how many there are. In words,
 * not arrows: the documents' fonts (Inter) have no arrow glyph.
 */
function valuesInWords(values: string[]): string {
  if (values.length <= 3) return values.join(', then ');
  return `${values.length} values, from ${values[0]} to ${values[values.length - 1]}`;
}

function timeUnknownNote(day: BirthDayVariation): HumanDesignNote {
  const isResult = (field: string) => !field.includes('.');
  const steadyResults = day.steady.filter(isResult).map(describeField);
  const steadyActivations = day.steady.length - steadyResults.length;
  const changingResults = day.varying
    .filter(
      (result) =>
        isResult(result.field) && result.field !== 'channels' && result.field !== 'definedCentres',
    )
    .map((result) => `${describeField(result.field)} (${valuesInWords(result.values)})`);
  for (const field of ['channels', 'definedCentres'])
    if (day.varying.some((result) => result.field === field))
      changingResults.push(describeField(field));
  const changingActivations = day.varying
    .filter((result) => !isResult(result.field))
    .map((result) => `${describeField(result.field)} (${valuesInWords(result.values)})`);
  const same = steadyResults.length > 0 ? `the ${steadyResults.join(', ')} and ` : '';
  const changes = [...changingResults, ...changingActivations];
  const open =
    changes.length > 0
      ? ` These change within the day, so they stay open until the time is known: ${changes.join('; ')}.`
      : ' Nothing changes within the day.';
  return {
    code: 'time-unknown',
    message: `No birth time was given, so the chart is drawn for local noon. Across the whole birth date ${same}${steadyActivations} of the 26 activations stay the same.${open}`,
  };
}

export function humanDesignNotes(
  flags: NearBoundary[],
  birthDay: BirthDayVariation | null,
): HumanDesignNote[] {
  return [...(birthDay ? [timeUnknownNote(birthDay)] : []), ...flags.map(nearBoundaryNote)];
}
