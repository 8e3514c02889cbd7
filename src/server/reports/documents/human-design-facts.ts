/**
 * What the Human Design profile prints for each result: the chart's value, or, when the birth
 * time is unknown and the value changes within the birth date, every value the day allows, so
 * the document explains each and names none as the answer (decision 195).
 */
import {
  centres,
  type Authority,
  type Centre,
  type CrossAngle,
  type Definition,
  type HumanDesignChart,
  type HumanDesignType,
  valuesAcrossBirthDay,
} from '../../../astrology';
import type { DocumentInput } from '../report-input';

export interface CrossFacts {
  name: string;
  angle: CrossAngle;
  /** "26/45 | 6/36". */
  gates: string;
}

export interface HumanDesignFacts {
  types: HumanDesignType[];
  authorities: Authority[];
  profiles: string[];
  definitions: Definition[];
  crosses: CrossFacts[];
  /** Unknown birth time: centres defined for part of the birth date only. */
  centresDefinedPartOfDay: Centre[];
  /** Unknown birth time: channels ("29-46") defined for part of the birth date only. */
  channelsDefinedPartOfDay: string[];
}

const angles: CrossAngle[] = ['Right Angle', 'Left Angle', 'Juxtaposition'];

/** "Right Angle Cross of Tension (48/21 | 39/38)", as the birth-day sweep writes a cross. */
function readCross(value: string): CrossFacts {
  const [, name = value, gates = ''] = /^(.*) \((.*)\)$/.exec(value) ?? [];
  const angle = angles.find((candidate) => name.startsWith(candidate)) ?? 'Right Angle';
  return { name, angle, gates };
}

/** Unknown birth time: the items of a list result held for part of the birth date only. */
function heldPartOfDay(chart: HumanDesignChart, field: 'definedCentres' | 'channels'): string[] {
  const lists = valuesAcrossBirthDay(chart, field, '').map((value) =>
    value === 'none' ? [] : value.split(', '),
  );
  if (lists.length <= 1) return [];
  const seen = [...new Set(lists.flat())];
  return seen.filter((item) => !lists.every((list) => list.includes(item)));
}

export function humanDesignFacts(chart: HumanDesignChart): HumanDesignFacts {
  const { incarnationCross: cross } = chart;
  return {
    types: valuesAcrossBirthDay(chart, 'type', chart.type) as HumanDesignType[],
    authorities: valuesAcrossBirthDay(chart, 'authority', chart.authority) as Authority[],
    profiles: valuesAcrossBirthDay(chart, 'profile', chart.profile),
    definitions: valuesAcrossBirthDay(chart, 'definition', chart.definition) as Definition[],
    crosses: valuesAcrossBirthDay(chart, 'incarnationCross', `${cross.name} (${cross.gates})`).map(
      readCross,
    ),
    centresDefinedPartOfDay: centres.filter((centre) =>
      heldPartOfDay(chart, 'definedCentres').includes(centre),
    ),
    channelsDefinedPartOfDay: heldPartOfDay(chart, 'channels'),
  };
}

/** "5/1", or "1/3, 1/4 or 2/4" when the birth date allows several. */
export function eitherOf(values: readonly string[]): string {
  if (values.length <= 1) return values[0] ?? '';
  return `${values.slice(0, -1).join(', ')} or ${values[values.length - 1]}`;
}

/** The sentence that opens a section whose value depends on the unknown birth time. */
export function dependsOnTime(what: string, values: readonly string[]): string | null {
  if (values.length <= 1) return null;
  return `Your ${what} changes during your birth date: it is ${eitherOf(values)}, depending on the hour you were born. Each is described below; once we know your birth time, we can tell you which is yours.`;
}

/**
 * How the birth moment was read, in the profile's terms: a Human Design chart depends only on
 * the instant, so what the natal chart says about its place and clock is repeated here, with
 * the houses and Rising sign (which this document does not use) left out.
 */
export function birthMomentNotes(input: DocumentInput): string[] {
  const { chart } = input;
  const notes = chart.notes.flatMap((note): string[] => {
    switch (note.code) {
      case 'place-unresolved':
        return [
          'We did not recognise your birthplace, so we read your birth time as UTC. In another time zone the faster activations, the Moon above all, could fall in other gates.',
        ];
      case 'place-approximate':
        return [
          `We did not find your birthplace itself, so we used the clock of its area (${chart.place?.timeZone ?? 'UTC'}). The chart depends only on the moment of birth, so it is exact if that clock is right.`,
        ];
      case 'clock-gap':
      case 'clock-overlap':
      case 'local-mean-time':
        return [note.message];
      default:
        return [];
    }
  });
  return notes;
}

/** What to send, and where, when the birth time or place is missing; null when nothing is. */
export function correctionRequest(input: DocumentInput): string | null {
  const missing = [
    input.birth.time ? null : 'your birth time (even roughly)',
    input.chart.place ? null : 'your birthplace as "City, Country"',
  ].filter((part): part is string => part !== null);
  if (missing.length === 0) return null;
  return `To settle what depends on ${input.birth.time ? 'your time zone' : 'the hour'}, e-mail ${missing.join(' and ')} to ${input.supportEmail}, quoting order ${input.orderReference}, and we will send you a corrected profile.`;
}
