import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const script = fileURLToPath(new URL('./chart.ts', import.meta.url));
const runChart = (...args: string[]) =>
  spawnSync(process.execPath, ['--import', 'tsx', script, ...args], { encoding: 'utf8' });

describe('npm run chart', () => {
  it('prints exactly one JSON object with --json', () => {
    const result = runChart(
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

  it('prints a readable summary without --json', () => {
    const result = runChart('--date', '1961-08-04', '--time', '19:24', '--place', 'Honolulu, HI');
    expect(result.status).toBe(0);
    expect(result.stdout).toContain("Sun        12°33' Leo");
    expect(result.stdout).toContain("Ascendant  18°03' Aquarius");
  });

  it('exits non-zero with a message on stderr for a bad date or time', () => {
    const badDate = runChart(
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
    const badTime = runChart('--date', '1961-02-03', '--time', '7pm', '--place', 'Paris');
    expect(badTime.status).not.toBe(0);
    expect(badTime.stderr).toContain('HH:MM');
  });

  it('adds the name numbers with --name and the year ahead with --year, in the JSON', () => {
    const result = runChart(
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

  it('prints the year by week and refuses a name it cannot read, in words', () => {
    const result = runChart(
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

  it('exits non-zero for a malformed --from or both --year and --from', () => {
    const badFrom = runChart('--date', '1961-08-04', '--place', 'Paris', '--from', '15/03/2027');
    expect(badFrom.status).not.toBe(0);
    expect(badFrom.stderr).toContain('--from must look like YYYY-MM-DD');
    const both = runChart(
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
