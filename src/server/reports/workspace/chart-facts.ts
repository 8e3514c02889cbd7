import {
  birthTimeDependence,
  astrocartographyOfChart,
  bodygraphData,
  computeDestinyMatrix,
  computeNatalChart,
  computeYearAhead,
  gazetteerPlaceIndex,
  humanDesignForChart,
  keyPositionMeanings,
  mapBodyMeanings,
  mapLineMeaning,
  type BodyPosition,
  type NatalChart,
  type TimeDependentKey,
} from '../../../astrology';
import { angleNames } from '../../../common/charts/map-style';
import { matrixSpotNames } from '../../../common/charts/destiny-matrix-layout';
import type { WorkspaceChartFacts } from '../../../common/workspace';
import type { WrittenReadingChart } from '../../../common/written-reading';

export interface BirthInput {
  date: string;
  time: string | null;
  place: string | null;
}

/** The year's events a reader sees: the weightiest, in time order. */
const YEAR_EVENTS_SHOWN = 14;
const capitalised = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

function natalFacts(chart: NatalChart): string[] {
  const bodies: [string, BodyPosition][] = [
    ['Sun', chart.sun],
    ['Moon', chart.moon],
    ...Object.entries(chart.planets).map(([name, position]): [string, BodyPosition] => [
      capitalised(name),
      position,
    ]),
  ];
  return [
    ...timeFacts(chart, ['rising', 'houses', 'moon', 'sign-change']),
    ...(chart.ascendant ? [`Rising: ${chart.ascendant.sign} ${chart.ascendant.degree}`] : []),
    ...(chart.midheaven ? [`Midheaven: ${chart.midheaven.sign} ${chart.midheaven.degree}`] : []),
    ...bodies.map(
      ([name, position]) =>
        `${name}: ${position.sign} ${position.degree}${position.house ? `, house ${position.house}` : ''}${position.retrograde ? ', retrograde' : ''}`,
    ),
    ...chart.aspects
      .slice(0, 8)
      .map(
        (aspect) =>
          `${capitalised(aspect.first)} ${aspect.aspect} ${capitalised(aspect.second)} (orb ${aspect.orb.toFixed(1)}°)`,
      ),
    `Life path ${chart.lifePath.number}`,
    ...chart.notes.map((note) => note.message),
  ];
}

/** Birth time unknown: what depends on it, in the words the reading page uses (decision 307). */
function timeFacts(chart: NatalChart, keys: readonly TimeDependentKey[]): string[] {
  const dependence = birthTimeDependence(chart, { humanDesign: keys.includes('human-design') });
  return (dependence?.items ?? [])
    .filter((item) => keys.includes(item.key))
    .map((item) => `Without a birth time, ${item.title}: ${item.text}`);
}

function bodygraphFacts(chart: NatalChart): string[] {
  const data = bodygraphData(humanDesignForChart(chart));
  return [
    ...timeFacts(chart, ['human-design']),
    `Type: ${data.type}`,
    `Defined centres: ${data.definedCentres.join(', ') || 'none'}`,
    `Defined channels: ${data.definedChannels.join(', ') || 'none'}`,
    `Gates: ${data.gates.map(({ gate }) => gate).join(', ')}`,
  ];
}

function mapFacts(chart: NatalChart): string[] {
  const astrocartography = astrocartographyOfChart(chart, gazetteerPlaceIndex());
  return astrocartography.lines.map((line) => {
    const near = line.nearPlaces.slice(0, 3).map((place) => place.name);
    const where = near.length > 0 ? ` Near: ${near.join(', ')}.` : '';
    return `${mapBodyMeanings[line.body].name} on the ${angleNames[line.angle]}: ${mapLineMeaning(line.body, line.angle)}${where}`;
  });
}

function matrixFacts(birthDate: string): string[] {
  const matrix = computeDestinyMatrix(birthDate);
  return matrixSpotNames.flatMap((name) => {
    const position = keyPositionMeanings[name];
    const point = matrix.points[name];
    return position ? [`${position.title}: ${point.arcanum} ${point.name}`] : [];
  });
}

function yearFacts(chart: NatalChart, today: string): string[] {
  const year = computeYearAhead(chart, { from: today, perWeek: 1 });
  return [...year.events]
    .sort((left, right) => right.weight - left.weight)
    .slice(0, YEAR_EVENTS_SHOWN)
    .sort((left, right) => left.utc.localeCompare(right.utc))
    .map((event) => `${event.utc.slice(0, 10)}: ${event.summary}`);
}

const titles: Record<WrittenReadingChart, string> = {
  'natal-wheel': 'Natal chart',
  bodygraph: 'Bodygraph',
  'astrocartography-map': 'Astrocartography map',
  'destiny-matrix': 'Destiny Matrix',
  'year-events': "The year's events",
};

export function natalChartOf(birth: BirthInput): NatalChart | null {
  try {
    return computeNatalChart({ date: birth.date, time: birth.time, place: birth.place });
  } catch {
    return null;
  }
}

/**
 * The facts of each chart a reader may place, computed from the order's birth data by the same
 * engines as the documents. A chart the birth data cannot give (a map without a birth time or a
 * recognised place) is left out rather than guessed. The year's events take most of a second's
 * work, so they come on their own request (`yearEventFactsOf`), after the page has opened.
 */
export function chartFactsOf(birth: BirthInput): WorkspaceChartFacts[] {
  const chart = natalChartOf(birth);
  if (!chart) return [];
  const entries: [WrittenReadingChart, () => string[]][] = [
    ['natal-wheel', () => natalFacts(chart)],
    ['bodygraph', () => bodygraphFacts(chart)],
    ['astrocartography-map', () => (birth.time && chart.place ? mapFacts(chart) : [])],
    ['destiny-matrix', () => matrixFacts(birth.date)],
  ];
  return entries.flatMap(([kind, facts]) => {
    const lines = facts();
    return lines.length > 0 ? [{ chart: kind, title: titles[kind], facts: lines }] : [];
  });
}

/** The year's weightiest events from `today`, or null when the birth data gives no chart. */
export function yearEventFactsOf(birth: BirthInput, today: string): WorkspaceChartFacts | null {
  const chart = natalChartOf(birth);
  if (!chart) return null;
  const facts = yearFacts(chart, today);
  return facts.length > 0 ? { chart: 'year-events', title: titles['year-events'], facts } : null;
}
