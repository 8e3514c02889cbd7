import { describe, expect, it } from 'vitest';
import { formatBirthData } from './format';

describe('birth data on admin pages', () => {
  it('reads as a date and a 24-hour time, without seconds', () => {
    expect(formatBirthData('1985-11-03', '07:30:00')).toBe('3 November 1985, 07:30');
    expect(formatBirthData('2001-01-31', '23:05')).toBe('31 January 2001, 23:05');
    expect(formatBirthData('1999-12-01')).toBe('1 December 1999');
  });

  it('keeps text it cannot read as it is', () => {
    expect(formatBirthData('around 1980', 'morning')).toBe('around 1980, morning');
    expect(formatBirthData('1985-13-03', null)).toBe('1985-13-03');
  });
});
