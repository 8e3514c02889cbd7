import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { insertTestOrders } from '../tests/support/admin-data-factories';
import { checkoutPerson } from '../tests/support/checkout-factories';
import { openDatabase } from '../src/server/db/client';
import { chartCommand } from './chart-command';

const script = fileURLToPath(new URL('./chart.ts', import.meta.url));
/** `npm run chart` as the operator runs it: its own process, through tsx. */
const spawnChart = (...args: string[]) =>
  spawnSync(process.execPath, ['--import', 'tsx', script, ...args], { encoding: 'utf8' });

/**
 * The same command in this process: what it prints and its exit code, without the 3 s of a
 * process of its own that imports the charts' data again. The spawned runs above prove the
 * script passes its arguments, output and exit code through.
 */
async function runChart(...args: string[]) {
  let stdout = '';
  let stderr = '';
  const status = await chartCommand(args, {
    stdout: (text) => (stdout += text),
    stderr: (text) => (stderr += text),
  });
  return { status, stdout, stderr };
}

describe('npm run chart', () => {
  it('prints exactly one JSON object with --json', () => {
    const result = spawnChart(
      '--date',
      '1961-08-04',
      '--time',
      '19:24',
      '--lat',
      '21.3069',
      '--lon',
      '-157.8583',
      '--tz',
      'Pacific/Honolulu',
      '--json',
    );
    expect(result.status).toBe(0);
    const lines = result.stdout.trim().split('\n');
    expect(lines).toHaveLength(1);
    const chart = JSON.parse(lines[0] ?? '') as Record<string, unknown>;
    expect(Object.keys(chart)).toEqual([
      'utc',
      'place',
      'sun',
      'moon',
      'ascendant',
      'midheaven',
      'planets',
      'houses',
      'aspects',
      'lifePath',
      'notes',
      'humanDesign',
      'astrocartography',
      'destinyMatrix',
      'numerology',
    ]);
    // Without --name, the name numbers are absent rather than guessed.
    expect(Object.keys(chart.numerology as object)).toEqual([
      'lifePath',
      'birthday',
      'personalYear',
    ]);
    expect(chart.utc).toBe('1961-08-05T05:24:00.000Z');
  });

  it('adds the astrocartography lines and the Destiny Matrix to the JSON (issue 22)', async () => {
    const result = await runChart(
      '--date',
      '1961-08-04',
      '--time',
      '19:24',
      '--place',
      'Honolulu, HI',
      '--json',
    );
    expect(result.status).toBe(0);
    const report = JSON.parse(result.stdout) as {
      astrocartography: {
        lines: {
          body: string;
          angle: string;
          longitude: number | null;
          points: number[][];
          nearPlaces: { name: string; distanceKm: number }[];
        }[];
        nearPlaceRadiusKm: number;
      };
      destinyMatrix: { points: Record<string, { arcanum: number; name: string }> };
    };
    const { lines, nearPlaceRadiusKm } = report.astrocartography;
    expect(lines).toHaveLength(40);
    expect(nearPlaceRadiusKm).toBe(300);
    const sunMc = lines.find((line) => line.body === 'sun' && line.angle === 'MC');
    // Apparent noon at 05:24 UT: (12 h − 5.4 h) × 15 = 99° E, and the equation of time (about
    // −6 min in early August) puts the Sun 1.5° further east.
    expect(sunMc?.longitude).toBeGreaterThan(99);
    expect(sunMc?.longitude).toBeLessThan(101);
    expect(sunMc?.points[0]).toEqual([sunMc?.longitude, -90]);
    expect(sunMc?.nearPlaces[0]?.name).toBe('Bangkok, Thailand');
    // 4 August 1961: day 4, month 8, 1+9+6+1 = 17, bottom 29 → 11, centre 40 → 4.
    const { points } = report.destinyMatrix;
    expect(
      [points.left, points.top, points.right, points.bottom, points.centre].map(
        (point) => point?.arcanum,
      ),
    ).toEqual([4, 8, 17, 11, 4]);
    expect(points.top?.name).toBe('Justice');
  });

  it('draws no map line without a birth time, but still gives the Destiny Matrix', async () => {
    const result = await runChart('--date', '1961-08-04', '--place', 'Honolulu, HI', '--json');
    expect(result.status).toBe(0);
    const report = JSON.parse(result.stdout) as {
      astrocartography: { lines: unknown[]; notes: string[] };
      destinyMatrix: { points: { centre: { arcanum: number } } };
    };
    expect(report.astrocartography.lines).toEqual([]);
    expect(report.astrocartography.notes[0]).toContain('birth time');
    expect(report.destinyMatrix.points.centre.arcanum).toBe(4);
  });

  it('prints a readable summary without --json', async () => {
    const result = await runChart(
      '--date',
      '1961-08-04',
      '--time',
      '19:24',
      '--place',
      'Honolulu, HI',
    );
    expect(result.status).toBe(0);
    expect(result.stdout).toContain("Sun        12°33' Leo");
    expect(result.stdout).toContain("Ascendant  18°03' Aquarius");
    expect(result.stdout).toContain('Map line   Sun MC 100.');
    expect(result.stdout).toContain('Bangkok, Thailand');
    expect(result.stdout).toContain('centre 4 The Emperor');
  });

  it('exits non-zero with a message on stderr for a bad date or time', async () => {
    const badDate = spawnChart(
      '--date',
      '1961-02-30',
      '--time',
      '19:24',
      '--place',
      'Paris',
      '--json',
    );
    expect(badDate.status).not.toBe(0);
    expect(badDate.stdout).toBe('');
    expect(badDate.stderr).toContain('not a real calendar date');
    const badTime = await runChart('--date', '1961-02-03', '--time', '7pm', '--place', 'Paris');
    expect(badTime.status).not.toBe(0);
    expect(badTime.stderr).toContain('HH:MM');
  });

  it('adds the Human Design bodygraph to the JSON (GeneticMatrix chart of 1969-12-12 22:12 Fresno)', async () => {
    const result = await runChart(
      '--date',
      '1969-12-12',
      '--time',
      '22:12',
      '--place',
      'Fresno, CA',
      '--json',
    );
    expect(result.status).toBe(0);
    const { humanDesign } = JSON.parse(result.stdout) as {
      humanDesign: Record<string, unknown> & {
        personality: Record<string, { gate: number; line: number }>;
        design: Record<string, { gate: number; line: number }>;
      };
    };
    expect(humanDesign).toMatchObject({
      type: 'Generator',
      strategy: 'To respond',
      authority: 'Sacral',
      profile: '5/1',
      definition: 'Split',
      channels: ['4-63', '18-58', '27-50', '47-64'],
      definedCentres: ['Head', 'Ajna', 'Spleen', 'Sacral', 'Root'],
      incarnationCross: { name: 'Left Angle Cross of Confrontation', gates: '26/45 | 6/36' },
      designUtc: expect.stringMatching(/^1969-09-16T02:5[67]/),
      timeKnown: true,
    });
    expect(Object.keys(humanDesign.personality)).toEqual([
      'sun', 'earth', 'northNode', 'southNode', 'moon', 'mercury', 'venus', 'mars', 'jupiter',
      'saturn', 'uranus', 'neptune', 'pluto',
    ]); // prettier-ignore
    expect(humanDesign.personality.moon).toMatchObject({ gate: 13, line: 2 });
    expect(humanDesign.design.northNode).toMatchObject({ gate: 22, line: 5 });
  });

  it('prints the bodygraph in the summary, and with no birth time prints ranges, not guesses', async () => {
    const known = await runChart(
      '--date',
      '1969-12-12',
      '--time',
      '22:12',
      '--place',
      'Fresno, CA',
    );
    expect(known.stdout).toContain('HD profile 5/1; definition Split');
    expect(known.stdout).toContain('HD cross   Left Angle Cross of Confrontation (26/45 | 6/36)');
    const unknown = await runChart('--date', '1969-12-12', '--place', 'Fresno, CA');
    expect(unknown.status).toBe(0);
    expect(unknown.stdout).toContain('HD type    Generator; strategy To respond');
    expect(unknown.stdout).toContain('HD profile 4/6 or 4/1 or 5/1 (depends on the birth time)');
    expect(unknown.stdout).toContain('Moon 60.5…13.3');
    expect(unknown.stdout).not.toContain('HD profile 4/1;');
  });

  it('adds the name numbers with --name and the year ahead with --year, in the JSON', async () => {
    const result = await runChart(
      '--date',
      '1961-08-04',
      '--time',
      '19:24',
      '--place',
      'Honolulu, HI',
      '--name',
      'John Smith',
      '--year',
      '2026',
      '--json',
    );
    expect(result.status).toBe(0);
    const output = JSON.parse(result.stdout) as {
      numerology: Record<string, { number: number }>;
      yearAhead: {
        from: string;
        to: string;
        events: { kind: string; utc: string }[];
        weeks: unknown[];
      };
    };
    // John Smith: 8, 6, 11 (cosmic-copilot.com/numerology/name-calculator); 8 + 4 + 2026 -> 4.
    expect(output.numerology.expression?.number).toBe(8);
    expect(output.numerology.soulUrge?.number).toBe(6);
    expect(output.numerology.personality?.number).toBe(11);
    expect(output.numerology.personalYear).toEqual({ number: 4, year: 2026 });
    expect(output.yearAhead.from).toBe('2026-01-01');
    expect(output.yearAhead.weeks).toHaveLength(53);
    const eclipses = output.yearAhead.events.filter((event) => event.kind === 'eclipse');
    expect(eclipses.map((event) => event.utc.slice(0, 10))).toEqual([
      '2026-02-17',
      '2026-03-03',
      '2026-08-12',
      '2026-08-28',
    ]);
  });

  it('prints the year by week and refuses a name it cannot read, in words', async () => {
    const result = await runChart(
      '--date',
      '1961-08-04',
      '--place',
      'Honolulu, HI',
      '--name',
      'Иван Петров',
      '--from',
      '2027-03-15',
    );
    expect(result.status).toBe(0);
    expect(result.stdout).toContain('Name       not read:');
    expect(result.stdout).toContain('Year ahead 2027-03-15 to 2028-03-15');
    expect(result.stdout).toContain('  Week of 2027-03-15  ');
    // No birth time: transit dates carry their uncertainty, and the note says why.
    expect(result.stdout).toMatch(/ ± \d+ d\)/);
    expect(result.stdout).toContain('No birth time was given');
  });

  it('exits non-zero for a malformed --from or both --year and --from', async () => {
    const badFrom = await runChart(
      '--date',
      '1961-08-04',
      '--place',
      'Paris',
      '--from',
      '15/03/2027',
    );
    expect(badFrom.status).not.toBe(0);
    expect(badFrom.stderr).toContain('--from must look like YYYY-MM-DD');
    const both = await runChart(
      '--date',
      '1961-08-04',
      '--place',
      'Paris',
      '--year',
      '2027',
      '--from',
      '2027-03-15',
    );
    expect(both.status).not.toBe(0);
    expect(both.stderr).toContain('not both');
  });
});

/** A name stored before single-line fields refused control characters (issue 36). */
const forgedName = 'Ann\nOrder      FAKE0001, Mallory\u001b[2J\u009b31m\u202e';

describe('npm run chart -- --check (issue 38)', () => {
  // Barack Obama's birth as Astro-Databank records it (Rodden AA), as in
  // src/astrology/chart/reference-charts.test.ts: Sun in Leo, Moon in Gemini, Aquarius rising.
  const obama = ['--date', '1961-08-04', '--time', '19:24', '--lat', '21.306944', '--lon', '-157.858333', '--tz', 'Pacific/Honolulu']; // prettier-ignore
  let folder = '';
  beforeAll(() => {
    folder = mkdtempSync(path.join(os.tmpdir(), 'chart-check-'));
  });
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  it('prints every statement about the chart in the file, in order, with its verdict and what the chart says', async () => {
    const file = path.join(folder, 'reading.md');
    const text =
      '# Your chart\n\nYour Moon in Gemini keeps you curious. **Your Sun in Virgo** asks for order.\n\nPeople with the Moon in Scorpio feel deeply; you are an Aquarius rising.\n';
    writeFileSync(file, text);
    const result = await runChart(
      ...obama,
      '--name',
      'Barack Hussein Obama',
      '--check',
      file,
      '--json',
    );
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
    const { statements } = JSON.parse(result.stdout) as {
      statements: { text: string; start: number; end: number; verdict: string; chart: string }[];
    };
    expect(statements.map(({ text: said, verdict }) => [said, verdict])).toEqual([
      ['Your Moon in Gemini', 'true'],
      ['Your Sun in Virgo', 'false'],
      ['you are an Aquarius rising', 'true'],
    ]);
    for (const statement of statements) {
      expect(text.slice(statement.start, statement.end)).toBe(statement.text);
      expect(Object.keys(statement)).toEqual(['text', 'start', 'end', 'verdict', 'chart']);
    }
    expect(statements[1]?.chart).toBe("Sun: Leo (12°33')");
  });

  it('says uncertain for what the birth time would settle, and refuses a file it cannot read', async () => {
    const file = path.join(folder, 'no-time.txt');
    writeFileSync(file, 'Your Leo rising is warm. Your Sun in Leo is bright.');
    const result = await runChart(
      '--date',
      '1961-08-04',
      '--place',
      'Honolulu, HI',
      '--check',
      file,
      '--json',
    );
    const { statements } = JSON.parse(result.stdout) as { statements: { verdict: string }[] };
    expect(statements.map((statement) => statement.verdict)).toEqual(['uncertain', 'true']);

    const missing = await runChart(...obama, '--check', path.join(folder, 'missing.md'));
    expect(missing.status).toBe(1);
    expect(missing.stderr).toMatch(/^Cannot read .*missing\.md: ENOENT\n$/);
    const huge = path.join(folder, 'huge.md');
    writeFileSync(huge, 'x'.repeat(2 * 1024 * 1024 + 1));
    const refused = await runChart(...obama, '--check', huge);
    expect(refused.status).toBe(1);
    expect(refused.stderr).toContain('is over 2 MB');
  });
});

describe('npm run chart -- --order', () => {
  let dataDir: string;
  let reference: string;
  let forgedReference: string;
  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'chart-order-'));
    const database = await openDatabase({ pgliteDir: path.join(dataDir, 'pg') });
    try {
      const [order, forged] = await insertTestOrders(database.db, [
        {
          productId: 5,
          customer: checkoutPerson({
            fullName: 'Stanley Ann Dunham',
            birthMonth: '11',
            birthDay: '29',
            birthYear: '1942',
            birthHour: '8',
            birthMinute: '15',
            ampm: 'AM',
            birthLocation: 'Wichita, Kansas',
          }),
        },
        { productId: 5, customer: checkoutPerson({ fullName: forgedName }) },
      ]);
      reference = order!.id.slice(-8).toUpperCase();
      forgedReference = forged!.id.slice(-8).toUpperCase();
    } finally {
      await database.close();
    }
  }, 120_000);
  afterAll(() => {
    rmSync(dataDir, { recursive: true, force: true });
  });

  afterEach(() => {
    vi.unstubAllEnvs();
  });
  /** The command in this process, reading the shop's database from the environment as it does. */
  const runWithData = (...args: string[]) => {
    vi.stubEnv('DATA_DIR', dataDir);
    vi.stubEnv('DATABASE_URL', '');
    return runChart(...args);
  };

  it("computes everything from an order's own birth data and name", async () => {
    const result = await runWithData('--order', reference, '--json');
    expect(result.stderr).not.toMatch(/error/i);
    expect(result.status).toBe(0);
    const chart = JSON.parse(result.stdout) as {
      utc: string;
      numerology: { expression?: { number: number } };
      humanDesign: { type: string };
      destinyMatrix: { points: { left: { arcanum: number } } };
    };
    // 8:15 AM Central War Time (UTC-5) on 29 November 1942.
    expect(chart.utc).toBe('1942-11-29T13:15:00.000Z');
    expect(chart.numerology.expression?.number).toBeGreaterThan(0);
    expect(chart.destinyMatrix.points.left.arcanum).toBe(11);
    expect(chart.humanDesign.type).toBeTruthy();
    const text = await runWithData('--order', `#${reference.toLowerCase()}`);
    expect(text.stdout).toContain(`Order      ${reference}, Stanley Ann Dunham`);
  });

  it('prints a name stored with line breaks and escapes on one line, with no escape sent', async () => {
    const text = await runWithData('--order', forgedReference);
    expect(text.stderr).toBe('');
    expect(text.status).toBe(0);
    const orderLines = text.stdout.split('\n').filter((line) => line.startsWith('Order '));
    expect(orderLines).toHaveLength(1);
    expect(orderLines[0]).toMatch(new RegExp(`^Order      ${forgedReference}, Ann `));
    // eslint-disable-next-line no-control-regex -- the point is that none reach the terminal
    const terminalControls = /[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u202a-\u202e]/u;
    expect(text.stdout).not.toMatch(terminalControls);
    const json = await runWithData('--order', forgedReference, '--json');
    expect(json.status).toBe(0);
    expect(json.stdout.trim()).not.toMatch(terminalControls);
  });

  it('says why when the reference names no order, or birth data is given twice', async () => {
    const unknown = await runWithData('--order', 'FFFFFFFF');
    expect(unknown.status).toBe(1);
    expect(unknown.stderr).toContain('No order FFFFFFFF');
    const notReference = await runWithData('--order', 'smith');
    expect(notReference.status).toBe(1);
    expect(notReference.stderr).toContain('is not an order reference');
    const both = await runWithData('--order', reference, '--date', '1961-08-04');
    expect(both.status).toBe(1);
    expect(both.stderr).toContain('leave out --date');
  });
});
