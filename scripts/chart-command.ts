// The `npm run chart` command itself, for scripts/chart.ts and its tests (which run it in-process).
import { parseArgs } from 'node:util';
import {
  astrocartographyOfChart,
  computeDestinyMatrix,
  computeNatalChart,
  humanDesignForChart,
  describePosition,
  gazetteerPlaceIndex,
  InvalidBirthDataError,
  planetNames,
  type Astrocartography,
  type DestinyMatrix,
  type NatalChart,
  type NatalChartInput,
} from '../src/astrology';
import { readFile } from 'node:fs/promises';
import { chartTruth, checkText, type CheckedStatement } from '../src/astrology/fact-check';
import { terminalJson, terminalLine } from '../src/common/plain-text';
import { humanDesignSummary } from './chart-human-design';
import { birthOfOrder } from './chart-order';
import {
  numerologyFor,
  numerologyLines,
  yearAheadFor,
  yearAheadLines,
  yearAheadOptions,
} from './chart-year-ahead';

const usage =
  'Usage: npm run chart -- (--date YYYY-MM-DD [--time HH:MM] (--place "City, Country" | --lat N --lon E --tz Zone) | --order REFERENCE) [--name "Full Name"] [--year YYYY | --from YYYY-MM-DD] [--check FILE] [--json]';

/** A reading larger than this is not a reading: the check refuses it rather than stall. */
const checkedFileLimitBytes = 2 * 1024 * 1024;

function checkedLines(statements: CheckedStatement[]): string[] {
  if (statements.length === 0) return ['No statement about the chart was found.'];
  return statements.map(
    (statement) =>
      `${statement.verdict.toUpperCase().padEnd(10)}${statement.start}-${statement.end}  "${statement.text}"  chart: ${statement.chart}`,
  );
}

/** `--check FILE`: the fact check of a reading written elsewhere, against this chart. */
async function checkFile(
  file: string,
  input: { date: string; time: string | null; place: ReturnType<typeof placeArgument> },
  values: Record<string, string | boolean | undefined>,
): Promise<CheckedStatement[] | string> {
  let text: string;
  try {
    const bytes = await readFile(file);
    if (bytes.length > checkedFileLimitBytes)
      return `${file} is over 2 MB: check one reading at a time.`;
    text = bytes.toString('utf8');
  } catch (error) {
    return `Cannot read ${file}: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}`;
  }
  const truth = chartTruth({
    ...input,
    fullName: typeof values.name === 'string' ? values.name : null,
    year: numerologyFor(input.date, values).personalYear.year,
  });
  return checkText(text, truth);
}

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

function summary(chart: NatalChart): string[] {
  return [
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
}

// Astrocartography and Destiny Matrix (issue 22): human-readable lines.
const capitalised = (word: string) => `${word[0]?.toUpperCase() ?? ''}${word.slice(1)}`;
const degreesEastWest = (longitude: number) =>
  `${Math.abs(longitude).toFixed(2)}°${longitude < 0 ? 'W' : 'E'}`;

function astrocartographySummary(map: Astrocartography): string[] {
  const lines = map.lines.map((line) => {
    const where = line.longitude === null ? '' : ` ${degreesEastWest(line.longitude)}`;
    const places = line.nearPlaces
      .slice(0, 3)
      .map((place) => `${place.name} (${place.distanceKm} km)`)
      .join('; ');
    return `Map line   ${capitalised(line.body)} ${line.angle}${where}${places ? `: ${places}` : ''}`;
  });
  const radius = map.nearPlaceRadiusKm ? ` (places within ${map.nearPlaceRadiusKm} km)` : '';
  return [
    `Map        ${map.lines.length} astrocartography lines${radius}`,
    ...lines,
    ...map.notes.map((note) => `Map note   ${note}`),
  ];
}

function destinyMatrixSummary(matrix: DestinyMatrix): string[] {
  const { points, lines } = matrix;
  const point = (label: string, name: keyof DestinyMatrix['points']) =>
    `${label} ${points[name].arcanum} ${points[name].name}`;
  return [
    `Matrix     ${['left (day)', 'top (month)', 'right (year)', 'bottom', 'centre'].map((label) => point(label, label.split(' ')[0] as keyof DestinyMatrix['points'])).join(', ')}`,
    `Matrix     ${point('sky', 'sky')}, ${point('earth', 'earth')}, ${point('personal', 'personal')}, ${point('social', 'social')}, ${point('spiritual', 'spiritual')}`,
    `Matrix     karmic tail ${lines.karmicTail.join('-')}, talents ${lines.talents.join('-')}, money ${lines.money.join('-')}, love ${lines.love.join('-')}`,
    ...matrix.notes.map((note) => `Matrix note ${note}`),
  ];
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

/** Where the command writes: the terminal, or a test's buffers. */
export interface ChartOutput {
  stdout(text: string): void;
  stderr(text: string): void;
}

/** Runs `npm run chart` with the arguments after `--`; resolves with the exit code. */
export async function chartCommand(argv: string[], output: ChartOutput): Promise<number> {
  let values: Record<string, string | boolean | undefined>;
  try {
    ({ values } = parseArgs({
      args: withNegativeCoordinatesJoined(argv),
      options: {
        date: { type: 'string' },
        time: { type: 'string' },
        place: { type: 'string' },
        lat: { type: 'string' },
        lon: { type: 'string' },
        tz: { type: 'string' },
        order: { type: 'string' },
        ...yearAheadOptions,
        check: { type: 'string' },
        json: { type: 'boolean', default: false },
      },
      allowNegative: false,
    }));
  } catch (error) {
    output.stderr(`${(error as Error).message}\n${usage}\n`);
    return 1;
  }
  if (typeof values.order === 'string') {
    const given = ['date', 'time', 'place', 'lat', 'lon', 'tz'].filter((key) => key in values);
    if (given.length > 0) {
      output.stderr(`--order brings its own birth data: leave out --${given.join(', --')}.\n`);
      return 1;
    }
    const birth = await birthOfOrder(values.order);
    if (typeof birth === 'string') {
      output.stderr(`${terminalLine(birth)}\n`);
      return 1;
    }
    values = {
      ...values,
      date: birth.date,
      time: birth.time ?? undefined,
      place: birth.place ?? undefined,
    };
    if (typeof values.name !== 'string') values.name = birth.name;
  }
  try {
    if (typeof values.date !== 'string') throw new InvalidBirthDataError('--date is required.');
    const input = {
      date: values.date,
      time: typeof values.time === 'string' ? values.time : null,
      place: placeArgument(values),
    };
    const chart = computeNatalChart(input);
    if (typeof values.check === 'string') {
      const statements = await checkFile(values.check, input, values);
      if (typeof statements === 'string') {
        output.stderr(`${terminalLine(statements)}\n`);
        return 1;
      }
      output.stdout(
        values.json
          ? `${terminalJson({ statements: statements.map(({ text, start, end, verdict, chart: says }) => ({ text, start, end, verdict, chart: says })) })}\n`
          : `${checkedLines(statements).map(terminalLine).join('\n')}\n`,
      );
      return 0;
    }
    const astrocartography = astrocartographyOfChart(chart, gazetteerPlaceIndex());
    const destinyMatrix = computeDestinyMatrix(values.date);
    const humanDesign = humanDesignForChart(chart);
    const numerology = numerologyFor(values.date, values);
    const yearAhead = yearAheadFor(chart, values);
    const report = {
      ...chart,
      humanDesign,
      astrocartography,
      destinyMatrix,
      numerology,
      ...(yearAhead ? { yearAhead } : {}),
    };
    const lines = [
      ...(typeof values.order === 'string'
        ? [`Order      ${values.order.replace(/^#/, '').toUpperCase()}, ${String(values.name)}`]
        : []),
      ...summary(chart),
      ...humanDesignSummary(humanDesign),
      ...astrocartographySummary(astrocartography),
      ...destinyMatrixSummary(destinyMatrix),
      ...numerologyLines(numerology),
      ...(yearAhead ? yearAheadLines(yearAhead) : []),
    ];
    // Each line escaped whole: a name or place read from an order cannot add a line, or colour,
    // move or hide one, in the operator's terminal (issue 36).
    const text = lines.map(terminalLine).join('\n');
    output.stdout(values.json ? `${terminalJson(report)}\n` : `${text}\n`);
    return 0;
  } catch (error) {
    if (!(error instanceof InvalidBirthDataError)) throw error;
    output.stderr(`${terminalLine(error.message)}\n${usage}\n`);
    return 1;
  }
}
