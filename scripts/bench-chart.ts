/**
 * Chart engine benchmark (figures only, no assertions). Budgets from decision 065 and the
 * engine's issues: chart < 2 ms median after warm-up, place lookup < 1 ms, gazetteer
 * (GeoNames cities500 with alternate names, decision 090) load < 1.5 s and < 200 MB extra RSS.
 *   npm run bench:chart            (node --expose-gc gives steadier memory figures)
 */
import { MakeTime } from 'astronomy-engine';
import {
  computeCalendarYear,
  computeNatalChart,
  coreNumbers,
  loadGazetteer,
  resolvePlace,
  searchPlaces,
} from '../src/astrology';
import { completeChart, type ChartCompletionOptions } from '../src/astrology/chart/complete-chart';
import { chartAngles } from '../src/astrology/ephemeris/angles';
import { birthplaceFixtures } from '../tests/support/birthplace-fixtures';

function percentile(sortedMilliseconds: number[], fraction: number): number {
  return (
    sortedMilliseconds[
      Math.min(sortedMilliseconds.length - 1, Math.floor(sortedMilliseconds.length * fraction))
    ] ?? NaN
  );
}

function timeEach<T>(inputs: T[], rounds: number, run: (input: T) => unknown): number[] {
  const samples: number[] = [];
  for (let round = 0; round < rounds; round++) {
    for (const input of inputs) {
      const start = performance.now();
      run(input);
      samples.push(performance.now() - start);
    }
  }
  return samples.sort((first, second) => first - second);
}

const megabytes = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);
const format = (milliseconds: number) => milliseconds.toFixed(3);

globalThis.gc?.();
const before = process.memoryUsage();
const loadStart = performance.now();
loadGazetteer();
const loadMilliseconds = performance.now() - loadStart;
globalThis.gc?.();
const after = process.memoryUsage();

// The typed birthplaces of the test suite: villages, exonyms, former names, fallbacks.
const places = birthplaceFixtures.map((fixture) => fixture.text);
const births = [
  { date: '1961-08-04', time: '19:24', place: 'Honolulu, HI' },
  { date: '1946-06-14', time: '10:54', place: 'New York, NY' },
  { date: '1968-05-28', time: '11:00', place: 'Melbourne, Australia' },
  { date: '1955-02-24', time: '19:15', place: 'San Francisco, CA' },
  {
    date: '1990-01-01',
    time: '00:05',
    place: { latitude: 69.6489, longitude: 18.9551, timeZone: 'Europe/Oslo' },
  },
];

// Warm-up: JIT and per-zone Intl formatters.
for (let round = 0; round < 200; round++) for (const birth of births) computeNatalChart(birth);

const charts = timeEach(births, 400, computeNatalChart);
// The completion (speeds, houses, aspects) on its own: speeds cost two ephemeris calls a body.
const completions = births.map((birth): ChartCompletionOptions => {
  const chart = computeNatalChart(birth);
  const time = MakeTime(new Date(chart.utc));
  const { place } = chart;
  return {
    time,
    positions: { sun: chart.sun, moon: chart.moon, ...chart.planets },
    horizon: place
      ? { ...place, angles: chartAngles(time, place.latitude, place.longitude) }
      : null,
  };
});
const completionTimes = timeEach(completions, 400, completeChart);
const firstLookups = timeEach(places, 1, resolvePlace);
const lookups = timeEach(places, 20, resolvePlace);
const suggestions = timeEach(
  ['s', 'aus', 'new y', 'paris, t', 'mü', 'wien', 'calcu'],
  200,
  (query) => searchPlaces(query),
);

console.log(`gazetteer load        ${format(loadMilliseconds)} ms`);
console.log(
  `gazetteer memory      rss +${megabytes(after.rss - before.rss)} MB, heap used +${megabytes(after.heapUsed - before.heapUsed)} MB${globalThis.gc ? '' : ' (run node with --expose-gc for steadier figures)'}`,
);
console.log(
  `chart (${charts.length} runs)     median ${format(percentile(charts, 0.5))} ms, p95 ${format(percentile(charts, 0.95))} ms`,
);
console.log(
  `  of which completion median ${format(percentile(completionTimes, 0.5))} ms, p95 ${format(percentile(completionTimes, 0.95))} ms`,
);
console.log(
  `place lookup (${places.length} places) median ${format(percentile(lookups, 0.5))} ms, p95 ${format(percentile(lookups, 0.95))} ms (first pass, area fallbacks uncached: p95 ${format(percentile(firstLookups, 0.95))} ms)`,
);
console.log(
  `place autocomplete    median ${format(percentile(suggestions, 0.5))} ms, p95 ${format(percentile(suggestions, 0.95))} ms`,
);

// Issue 22, astrocartography and Destiny Matrix: 40 lines with the towns near each (goal < 20 ms).
{
  const { astrocartographyOfChart, computeDestinyMatrix, gazetteerPlaceIndex } =
    await import('../src/astrology');
  const indexStart = performance.now();
  const placeIndex = gazetteerPlaceIndex();
  const indexMilliseconds = performance.now() - indexStart;
  const mapCharts = births.map((birth) => computeNatalChart(birth));
  for (let round = 0; round < 20; round++)
    for (const chart of mapCharts) astrocartographyOfChart(chart, placeIndex);
  const maps = timeEach(mapCharts, 40, (chart) => astrocartographyOfChart(chart, placeIndex));
  const linesOnly = timeEach(mapCharts, 40, (chart) => astrocartographyOfChart(chart));
  const matrices = timeEach(
    births.map((birth) => birth.date),
    400,
    computeDestinyMatrix,
  );
  console.log(
    `astrocartography      40 lines + near places median ${format(percentile(maps, 0.5))} ms, p95 ${format(percentile(maps, 0.95))} ms (lines alone median ${format(percentile(linesOnly, 0.5))} ms; place grid built once in ${format(indexMilliseconds)} ms, ${placeIndex.cellIds.length} places)`,
  );
  console.log(
    `destiny matrix        median ${format(percentile(matrices, 0.5))} ms, p95 ${format(percentile(matrices, 0.95))} ms`,
  );
}

// Human Design (issue 22; goal < 5 ms a chart): the bodygraph of each birth above, from its UTC.
{
  const { computeHumanDesign, humanDesignForChart } = await import('../src/astrology');
  const instants = births.map((birth) => computeNatalChart(birth).utc);
  for (let round = 0; round < 50; round++) for (const utc of instants) computeHumanDesign({ utc });
  const bodygraphs = timeEach(instants, 100, (utc) => computeHumanDesign({ utc }));
  // No birth time: the chart is drawn hour by hour across the birth date (25 instants).
  const withoutTime = births.map((birth) => computeNatalChart({ ...birth, time: null }));
  const dayCharts = timeEach(withoutTime, 10, humanDesignForChart);
  console.log(
    `human design (${bodygraphs.length} runs) median ${format(percentile(bodygraphs, 0.5))} ms, p95 ${format(percentile(bodygraphs, 0.95))} ms; birth time unknown median ${format(percentile(dayCharts, 0.5))} ms, p95 ${format(percentile(dayCharts, 0.95))} ms`,
  );
}

// The year ahead (issue 22, goal < 300 ms for one chart) and the numerology core numbers.
{
  const natalCharts = births.map((birth) => computeNatalChart(birth));
  for (const chart of natalCharts.slice(0, 2)) computeCalendarYear(chart, 2027); // warm-up
  const years = timeEach(natalCharts, 4, (chart) => computeCalendarYear(chart, 2027));
  const eventCounts = natalCharts.map((chart) => computeCalendarYear(chart, 2027).events.length);
  const numbers = timeEach(births, 400, (birth) =>
    coreNumbers({ birthDate: birth.date, fullName: 'Stanley Ann Dunham', year: 2027 }),
  );
  console.log(
    `year ahead (${years.length} runs)  median ${format(percentile(years, 0.5))} ms, p95 ${format(percentile(years, 0.95))} ms, ${Math.min(...eventCounts)}-${Math.max(...eventCounts)} events a year`,
  );
  console.log(
    `numerology core numbers median ${format(percentile(numbers, 0.5))} ms, p95 ${format(percentile(numbers, 0.95))} ms`,
  );
}
