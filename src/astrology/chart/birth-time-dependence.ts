/**
 * What a birth time would settle, said once for every place that shows a chart drawn without
 * one (decision 307): the free summary, the documents' notes, the reading page and the readers'
 * workspace. The chart itself is drawn for local noon; this looks at the whole birth date, from
 * 00:00 to 24:00 on the birthplace's clock, and says what moves in that day and by how much.
 */
import { MakeTime } from 'astronomy-engine';
import { planetLongitude, planetNames, sunLongitude } from '../ephemeris/bodies';
import { humanDesignForChart } from '../human-design/from-natal-chart';
import { describeField } from '../human-design/notes';
import { birthDaySpan, moonAcrossTheDay, type MoonAcrossTheDay } from './birth-day';
import type { NatalChart } from './natal-chart';
import { describePosition, signOf, type ZodiacPosition } from './zodiac';

export type TimeDependentKey =
  'rising' | 'houses' | 'moon' | 'sign-change' | 'human-design' | 'map';

export interface TimeDependentItem {
  key: TimeDependentKey;
  /** "Rising sign", "Moon"...: what the line is about. */
  title: string;
  /** One or two plain sentences, with the range where there is one. */
  text: string;
}

export interface BirthTimeDependence {
  /** Where the Moon was at the start and the end of the birth date, and every sign between. */
  moon: MoonAcrossTheDay;
  items: TimeDependentItem[];
}

/** What the caller shows besides the natal chart, so only those parts are spoken of. */
export interface ShownWithTheChart {
  humanDesign?: boolean;
  map?: boolean;
}

/** The chart was drawn for noon because no birth time was given. */
export function isBirthTimeUnknown(chart: Pick<NatalChart, 'notes'>): boolean {
  return chart.notes.some((note) => note.code === 'time-unknown');
}

function listed(values: readonly string[], joiner: 'or' | 'and'): string {
  return values.length < 2
    ? (values[0] ?? '')
    : `${values.slice(0, -1).join(', ')} ${joiner} ${values[values.length - 1]}`;
}

const orList = (values: readonly string[]) => listed(values, 'or');

function moonItem(moon: BirthTimeDependence['moon'], noon: ZodiacPosition): TimeDependentItem {
  const range = `from ${describePosition(moon.from)} to ${describePosition(moon.to)}`;
  if (moon.signs.length > 1) {
    return {
      key: 'moon',
      title: 'Moon sign',
      text: `The Moon changed sign on your birth date: it moved ${range}, so your Moon is in ${orList(moon.signs)} depending on the hour. Your charts use its noon place, ${describePosition(noon)}; a birth time would settle it.`,
    };
  }
  return {
    key: 'moon',
    title: 'Moon degree',
    text: `Your Moon is in ${moon.signs[0]} all day, but it moved ${range} over your birth date. Your charts use its noon place, ${describePosition(noon)}, so its exact degree and its tightest aspects need your birth time.`,
  };
}

/** The Sun and planets whose sign changed during the birth date (rare, but it happens). */
function signChangeItems(start: number, end: number): TimeDependentItem[] {
  const startTime = MakeTime(new Date(start));
  const endTime = MakeTime(new Date(end));
  const bodies = [
    { name: 'Sun', from: sunLongitude(startTime), to: sunLongitude(endTime) },
    ...planetNames.map((planet) => ({
      name: planet[0]!.toUpperCase() + planet.slice(1),
      from: planetLongitude(planet, startTime),
      to: planetLongitude(planet, endTime),
    })),
  ];
  return bodies.flatMap(({ name, from, to }) => {
    if (signOf(from) === signOf(to)) return [];
    // A retrograde planet moves back: name the two signs in the order it went through them.
    const signs = [signOf(from), signOf(to)];
    return [
      {
        key: 'sign-change' as const,
        title: `${name} sign`,
        text: `The ${name} moved from ${signs[0]} into ${signs[1]} on your birth date, so it is in ${orList(signs)} depending on the hour.`,
      },
    ];
  });
}

function humanDesignItem(chart: NatalChart): TimeDependentItem | null {
  const day = humanDesignForChart(chart).birthDay;
  if (!day) return null;
  const isResult = (field: string) => !field.includes('.');
  const results = day.varying.filter((result) => isResult(result.field));
  const activations = day.varying.length - results.length;
  const resultText =
    results.length > 0
      ? `your ${listed(
          results.map((result) => describeField(result.field)),
          'and',
        )} can change with the hour`
      : 'your type, strategy, authority and profile stay the same all day';
  return {
    key: 'human-design',
    title: 'Human Design',
    text: `${resultText[0]!.toUpperCase()}${resultText.slice(1)}, and ${activations} of the 26 activations (gate and line) move during your birth date. The Human Design pages say which.`,
  };
}

/**
 * What depends on the birth time for a chart drawn without one; null when the time is known.
 * `shown` names what the caller shows besides the natal chart (Human Design, the map).
 */
export function birthTimeDependence(
  chart: NatalChart,
  shown: ShownWithTheChart = {},
): BirthTimeDependence | null {
  if (!isBirthTimeUnknown(chart)) return null;
  const span = birthDaySpan(chart);
  const moon = moonAcrossTheDay(span);
  const humanDesign = shown.humanDesign ? humanDesignItem(chart) : null;
  const items: TimeDependentItem[] = [
    {
      key: 'rising',
      title: 'Rising sign',
      text: 'Not known. The Rising sign (Ascendant) passes through all twelve signs in a day, about two hours each, so it needs your birth time.',
    },
    {
      key: 'houses',
      title: 'Houses and Midheaven',
      text: 'Not given. The houses, the Midheaven (MC) and the IC turn with the Rising sign, so which house each planet sits in needs your birth time too.',
    },
    moonItem(moon, chart.moon),
    ...signChangeItems(Date.parse(span.from), Date.parse(span.to)),
    ...(humanDesign ? [humanDesign] : []),
    ...(shown.map
      ? [
          {
            key: 'map' as const,
            title: 'Astrocartography lines',
            text: 'Not drawn. The Rising, Setting, MC and IC lines sweep once around the globe each day as the Earth turns, so they need your birth time to within a few minutes.',
          },
        ]
      : []),
  ];
  return { moon, items };
}
