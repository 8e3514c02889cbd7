/**
 * Operator CLI: compute one natal chart.
 *   npm run chart -- --date 1961-08-04 --time 19:24 --place "Honolulu, HI" [--json]
 *   npm run chart -- --date 1961-08-04 --time 19:24 --lat 21.3069 --lon -157.8583 --tz Pacific/Honolulu
 *   ... [--name "Full Birth Name"] [--year 2027 | --from 2027-03-15]   (numerology, year ahead)
 * With --json, stdout carries exactly one JSON object; errors go to stderr, exit code 1.
 */
import { parseArgs } from 'node:util';
import {
  computeNatalChart,
  describePosition,
  InvalidBirthDataError,
  planetNames,
  type NatalChart,
  type NatalChartInput,
} from '../src/astrology';
import {
  numerologyFor,
  numerologyLines,
  yearAheadFor,
  yearAheadLines,
  yearAheadOptions,
} from './chart-year-ahead';

const usage =
  'Usage: npm run chart -- --date YYYY-MM-DD [--time HH:MM] (--place "City, Country" | --lat N --lon E --tz Zone) [--name "Full Name"] [--year YYYY | --from YYYY-MM-DD] [--json]';

function placeArgument(
  values: Record<string, string | boolean | undefined>,
): NatalChartInput['place'] {
  const { place, lat, lon, tz } = values;
  if (typeof place === 'string') return place;
  if (lat === undefined && lon === undefined && tz === undefined) return null;
  if (typeof lat !== 'string' || typeof lon !== 'string' || typeof tz !== 'string') {
    throw new InvalidBirthDataError('--lat, --lon and --tz go together.');
  }
  const latitude = Number(lat);
  const longitude = Number(lon);
  if (!Number.isFinite(latitude) || !Number.isFinite(longitude))
    throw new InvalidBirthDataError('--lat and --lon must be numbers.');
  return { latitude, longitude, timeZone: tz };
}

function summary(chart: NatalChart): string {
  const lines = [
    chart.place
      ? `Place      ${chart.place.name} (${chart.place.latitude}, ${chart.place.longitude}${chart.place.precision === 'city' ? '' : `, ${chart.place.precision} clock only`}), ${chart.place.timeZone}, UTC offset ${chart.place.utcOffsetMinutes} min`
      : 'Place      not recognised',
    `UTC        ${chart.utc}`,
    `Sun        ${describePosition(chart.sun)}`,
    `Moon       ${describePosition(chart.moon)}`,
    `Ascendant  ${chart.ascendant ? describePosition(chart.ascendant) : '-'}`,
    `Midheaven  ${chart.midheaven ? describePosition(chart.midheaven) : '-'}`,
    ...planetNames.map((planet) => {
      const position = chart.planets[planet];
      const house = position.house ? `, house ${position.house}` : '';
      return `${`${planet[0]?.toUpperCase()}${planet.slice(1)}`.padEnd(11)}${describePosition(position)}${position.retrograde ? ' R' : ''}${house}`;
    }),
    chart.houses
      ? `Houses     ${chart.houses.system}: ${chart.houses.cusps.map((cusp, index) => `${index + 1} ${describePosition(cusp)}`).join(', ')}`
      : 'Houses     -',
    ...chart.aspects.map(
      (aspect) =>
        `Aspect     ${aspect.first} ${aspect.aspect} ${aspect.second} (orb ${aspect.orb.toFixed(2)}°)`,
    ),
    `Life path  ${chart.lifePath.number} (${chart.lifePath.reduced.month} + ${chart.lifePath.reduced.day} + ${chart.lifePath.reduced.year} = ${chart.lifePath.reduced.sum})`,
    ...chart.notes.map((note) => `Note       ${note.message}`),
  ];
  return lines.join('\n');
}

/** "--lon -157.8" would read as two flags: glue negative coordinates to their option. */
function withNegativeCoordinatesJoined(argv: string[]): string[] {
  const joined: string[] = [];
  for (let index = 0; index < argv.length; index++) {
    const argument = argv[index] ?? '';
    const next = argv[index + 1];
    if ((argument === '--lat' || argument === '--lon') && next !== undefined && /^-\d/.test(next)) {
      joined.push(`${argument}=${next}`);
      index++;
    } else joined.push(argument);
  }
  return joined;
}

function main(): number {
  let values: Record<string, string | boolean | undefined>;
  try {
    ({ values } = parseArgs({
      args: withNegativeCoordinatesJoined(process.argv.slice(2)),
      options: {
        date: { type: 'string' },
        time: { type: 'string' },
        place: { type: 'string' },
        lat: { type: 'string' },
        lon: { type: 'string' },
        tz: { type: 'string' },
        ...yearAheadOptions,
        json: { type: 'boolean', default: false },
      },
      allowNegative: false,
    }));
  } catch (error) {
    process.stderr.write(`${(error as Error).message}\n${usage}\n`);
    return 1;
  }
  try {
    if (typeof values.date !== 'string') throw new InvalidBirthDataError('--date is required.');
    const chart = computeNatalChart({
      date: values.date,
      time: typeof values.time === 'string' ? values.time : null,
      place: placeArgument(values),
    });
    const numerology = numerologyFor(values.date, values);
    const yearAhead = yearAheadFor(chart, values);
    const output = values.json
      ? JSON.stringify({ ...chart, numerology, ...(yearAhead ? { yearAhead } : {}) })
      : [
          summary(chart),
          ...numerologyLines(numerology),
          ...(yearAhead ? yearAheadLines(yearAhead) : []),
        ].join('\n');
    process.stdout.write(`${output}\n`);
    return 0;
  } catch (error) {
    if (!(error instanceof InvalidBirthDataError)) throw error;
    process.stderr.write(`${error.message}\n${usage}\n`);
    return 1;
  }
}

process.exitCode = main();
