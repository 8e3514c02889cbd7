/**
 * What the fact checker compares a reader's text with: one buyer's charts, drawn once. With a
 * known birth time that is one moment; without one, the birth date is drawn every half hour
 * from 00:00 to 23:59 on the birthplace's clock, so a statement true at some hours and false at
 * others reads as uncertain, and one no hour allows as false (decision 350).
 */
import { astrocartographyOfChart, type Astrocartography } from '../astrocartography';
import { isBirthTimeUnknown } from '../chart/birth-time-dependence';
import { computeNatalChart, type NatalChart, type NatalChartInput } from '../chart/natal-chart';
import { computeDestinyMatrix, type DestinyMatrix } from '../destiny-matrix/destiny-matrix';
import { humanDesignAt, type HumanDesignCore } from '../human-design/human-design';
import { coreNumbers, type CoreNumbers } from '../numerology/core-numbers';

/** The charts of one moment of the birth. */
export interface ChartMoment {
  natal: NatalChart;
  humanDesign: HumanDesignCore;
}

export interface ChartTruth {
  /** The chart the shop's documents use: the birth moment, or local noon without a time. */
  main: ChartMoment;
  /** Every moment the birth may have been: `[main]` when the time is known. */
  moments: ChartMoment[];
  timeKnown: boolean;
  /** Lines drawn only with a known time and birthplace; null otherwise. */
  map: Astrocartography | null;
  matrix: DestinyMatrix;
  numbers: CoreNumbers;
  /** The customer's first name, for "Diana's Moon"; null when not known. */
  firstName: string | null;
  /** The year a personal year means when the sentence names none. */
  personalYear: number;
}

export interface ChartTruthInput extends NatalChartInput {
  fullName: string | null;
  /** The year "your personal year" means when the text names none (the reading's year). */
  year: number;
}

const pad = (value: number) => String(value).padStart(2, '0');

/** Every half hour of the birth date, and its last minute. */
const dayTimes = [
  ...Array.from(
    { length: 48 },
    (_, index) => `${pad(Math.floor(index / 2))}:${pad((index % 2) * 30)}`,
  ),
  '23:59',
];

function momentOf(natal: NatalChart): ChartMoment {
  return { natal, humanDesign: humanDesignAt(natal.utc) };
}

export function chartTruth(input: ChartTruthInput): ChartTruth {
  const natal = computeNatalChart(input);
  const timeKnown = !isBirthTimeUnknown(natal);
  const main = momentOf(natal);
  const moments = timeKnown
    ? [main]
    : dayTimes.map((time) => momentOf(computeNatalChart({ ...input, time })));
  const map = timeKnown ? astrocartographyOfChart(natal) : null;
  const firstName = input.fullName?.trim().split(/\s+/)[0] ?? null;
  return {
    main,
    moments,
    timeKnown,
    map: map && map.utc !== null ? map : null,
    matrix: computeDestinyMatrix(input.date),
    numbers: coreNumbers({ birthDate: input.date, fullName: input.fullName, year: input.year }),
    firstName: firstName && /^\p{L}[\p{L}'’-]*$/u.test(firstName) ? firstName : null,
    personalYear: input.year,
  };
}
