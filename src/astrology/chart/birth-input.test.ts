import { describe, expect, it } from 'vitest';
import { InvalidBirthDataError, parseBirthDate, parseClockTime, to24Hour } from './birth-input';

describe('12-hour clock', () => {
  it('reads 12 AM as midnight and 12 PM as noon', () => {
    expect(to24Hour(12, 'AM')).toBe(0);
    expect(to24Hour(12, 'PM')).toBe(12);
    expect(to24Hour(1, 'AM')).toBe(1);
    expect(to24Hour(11, 'PM')).toBe(23);
  });

  it('parses "12:05 AM" as 00:05 and "7:45 pm" as 19:45', () => {
    expect(parseClockTime('12:05 AM')).toEqual({ hour: 0, minute: 5 });
    expect(parseClockTime('12:30 PM')).toEqual({ hour: 12, minute: 30 });
    expect(parseClockTime('7:45 pm')).toEqual({ hour: 19, minute: 45 });
    expect(parseClockTime('00:00')).toEqual({ hour: 0, minute: 0 });
  });

  it('refuses impossible times', () => {
    for (const time of ['24:00', '13:00 PM', '0:30 AM', '12:60', 'noon', '']) {
      expect(() => parseClockTime(time)).toThrow(InvalidBirthDataError);
    }
  });
});

describe('parseBirthDate', () => {
  it('accepts real dates, leap days included', () => {
    expect(parseBirthDate('2000-02-29')).toEqual({ year: 2000, month: 2, day: 29 });
  });

  it('refuses malformed or impossible dates with a clear message', () => {
    expect(() => parseBirthDate('1900-02-29')).toThrow('not a real calendar date');
    expect(() => parseBirthDate('1988-3-14')).toThrow('YYYY-MM-DD');
    expect(() => parseBirthDate('1988-13-01')).toThrow(InvalidBirthDataError);
  });
});
