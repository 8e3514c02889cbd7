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
});
