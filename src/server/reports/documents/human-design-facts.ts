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
