/**
 * A birth without a time: the chart is drawn hour by hour across the birth date, and every
 * result is sorted into "the same all day" or "changes within the day", with each value seen.
 * An hour is finer than the fastest change that matters (a Moon line lasts about 1.7 hours).
 */
import { activationBodies } from './activations';
import type { HumanDesignCore } from './human-design';

import type { BirthDaySpan } from '../chart/birth-day';

export type { BirthDaySpan };

export interface VaryingResult {
  /** "profile", "personality.moon", "incarnationCross"... */
  field: string;
  /** Every value seen across the day, in time order. */
  values: string[];
}

export interface BirthDayVariation extends BirthDaySpan {
  steady: string[];
  varying: VaryingResult[];
}

const hourMilliseconds = 3_600_000;

function readings(chart: HumanDesignCore): [string, string][] {
  const activations = (['personality', 'design'] as const).flatMap((side) =>
    activationBodies.map((body): [string, string] => [
      `${side}.${body}`,
      `${chart[side][body].gate}.${chart[side][body].line}`,
    ]),
  );
  return [
    ['type', chart.type],
    ['strategy', chart.strategy],
    ['authority', chart.authority],
    ['profile', chart.profile],
    ['definition', chart.definition],
    ['channels', chart.channels.join(', ') || 'none'],
    ['definedCentres', chart.definedCentres.join(', ') || 'none'],
    ['incarnationCross', `${chart.incarnationCross.name} (${chart.incarnationCross.gates})`],
    ...activations,
  ];
}

export function birthDayVariation(
  span: BirthDaySpan,
  chartAt: (utc: Date) => HumanDesignCore,
): BirthDayVariation {
  const start = Date.parse(span.from);
  const end = Date.parse(span.to);
  const instants: number[] = [];
  for (let instant = start; instant < end; instant += hourMilliseconds) instants.push(instant);
  // The last minute of the day, so a change in its final hour is not missed.
  instants.push(end - 60_000);

  const seen = new Map<string, string[]>();
  for (const instant of instants) {
    for (const [field, value] of readings(chartAt(new Date(instant)))) {
      const values = seen.get(field) ?? [];
      if (values[values.length - 1] !== value) values.push(value);
      seen.set(field, values);
    }
  }
  const steady: string[] = [];
  const varying: VaryingResult[] = [];
  for (const [field, values] of seen) {
    if (values.length === 1) steady.push(field);
    else varying.push({ field, values });
  }
  return { ...span, steady, varying };
}
