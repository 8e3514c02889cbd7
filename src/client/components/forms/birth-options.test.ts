import { describe, expect, it } from 'vitest';
import { dayOptions, hourOptions, minuteOptions, monthOptions, yearOptions } from './birth-options';

describe('free form dropdowns', () => {
  it('offer the spec ranges', () => {
    expect(monthOptions.map((option) => option.value)).toEqual([
      '01',
      '02',
      '03',
      '04',
      '05',
      '06',
      '07',
      '08',
      '09',
      '10',
      '11',
      '12',
    ]);
    expect(dayOptions).toHaveLength(31);
    expect(dayOptions.at(-1)?.label).toBe('31');
    expect(hourOptions.map((option) => option.label)).toEqual([
      '1',
      '2',
      '3',
      '4',
      '5',
      '6',
      '7',
      '8',
      '9',
      '10',
      '11',
      '12',
    ]);
    expect(minuteOptions[0]?.label).toBe('00');
    expect(minuteOptions.at(-1)?.label).toBe('59');
  });

  it('lists the last 100 years including the current one', () => {
    const years = yearOptions(2026);
    expect(years).toHaveLength(100);
    expect(years[0]?.value).toBe('2026');
    expect(years.at(-1)?.value).toBe('1927');
  });
});
