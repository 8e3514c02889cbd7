import { describe, expect, it } from 'vitest';
import {
  formatCalendarDay,
  formatCount,
  formatDay,
  formatDayRange,
  formatDayTime,
  formatFileSize,
  formatHour,
  formatLongDay,
  formatShortDay,
  formatShortWeekday,
  formatSpelledMoment,
  formatSessionMoment,
  formatLongDayTime,
  formatTime,
  formatWeekday,
  formatZoneName,
  viewerZone,
} from './format';

// 9:05 PM on Tuesday, March 3, 2026 in New York; already Wednesday, March 4 in UTC.
const evening = '2026-03-04T02:05:00.000Z';
const newYork = 'America/New_York';

describe('the shop’s dates and times', () => {
  it('writes an instant in the zone it is given', () => {
    expect(formatDay(evening, newYork)).toBe('Mar 3, 2026');
    expect(formatDay(evening, 'UTC')).toBe('Mar 4, 2026');
    expect(formatLongDay(evening, newYork)).toBe('March 3, 2026');
    expect(formatShortDay(evening, newYork)).toBe('Mar 3');
    expect(formatWeekday(evening, newYork)).toBe('Tuesday, March 3');
    expect(formatShortWeekday(evening, 'UTC')).toBe('Wed, Mar 4');
    expect(formatTime(evening, newYork)).toBe('9:05 PM');
    expect(formatTime(evening, 'UTC')).toBe('2:05 AM');
    expect(formatDayTime(evening, newYork)).toMatch(/^Mar 3, 2026, 9:05\sPM$/);
  });

  it('takes an ISO string, epoch milliseconds or a Date alike', () => {
    const expected = formatDay(evening, newYork);
    expect(formatDay(Date.parse(evening), newYork)).toBe(expected);
    expect(formatDay(new Date(evening), newYork)).toBe(expected);
  });

  it('writes the same as the Intl formatters the pages built for themselves', () => {
    const at = new Date(evening);
    const zone = viewerZone();
    const intl = (options: Intl.DateTimeFormatOptions) =>
      new Intl.DateTimeFormat('en-US', options).format(at);
    expect(formatDay(at, zone)).toBe(intl({ dateStyle: 'medium' }));
    expect(formatDay(at, zone)).toBe(intl({ year: 'numeric', month: 'short', day: 'numeric' }));
    expect(formatDayTime(at, zone)).toBe(
      intl({ year: 'numeric', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' }),
    );
    expect(formatLongDay(at, zone)).toBe(intl({ dateStyle: 'long' }));
    expect(formatHour(15)).toBe(
      new Intl.DateTimeFormat('en-US', { hour: 'numeric' }).format(new Date(2000, 0, 1, 15)),
    );
  });

  it('writes a span of days once at each end', () => {
    expect(formatDayRange('2027-06-01T12:00:00Z', '2027-06-07T12:00:00Z', 'UTC')).toMatch(
      /^June 1\s–\s7, 2027$/,
    );
  });

  it('spells a session’s time out with its zone, day before month', () => {
    expect(formatSpelledMoment('2026-11-30T14:30:00.000Z', 'UTC')).toBe(
      'Monday, 30 November 2026, 14:30 UTC',
    );
    expect(formatSpelledMoment('not a time', 'UTC')).toBe('not a time');
  });

  it('gives a customer their session’s time in their zone, its name written whole', () => {
    expect(formatSessionMoment('2026-11-30T14:30:00.000Z', newYork)).toBe(
      'Monday, 30 November 2026 at 09:30 Eastern Standard Time',
    );
    expect(formatSessionMoment('not a time', newYork)).toBe('not a time');
  });

  it('writes a moment in a sentence with its day spelled and its clock time', () => {
    expect(formatLongDayTime('2026-11-30T14:30:00.000Z', 'UTC')).toMatch(
      /^November 30, 2026 at 2:30\sPM$/,
    );
  });

  it('names a zone as it is at the instant asked about', () => {
    expect(formatZoneName(newYork, '2026-07-01T12:00:00Z')).toBe('Eastern Daylight Time');
    expect(formatZoneName(newYork, '2026-01-01T12:00:00Z')).toBe('Eastern Standard Time');
  });

  it('writes a calendar day as that day, in each of its styles', () => {
    expect(formatCalendarDay('2026-03-04')).toBe('Mar 4, 2026');
    expect(formatCalendarDay('2026-03-04', 'long')).toBe('March 4, 2026');
    expect(formatCalendarDay('2026-12-15', 'full')).toBe('Tuesday, December 15, 2026');
    expect(formatCalendarDay('2026-12-15', 'short-weekday')).toBe('Tue, Dec 15, 2026');
  });
});

describe('the shop’s counts and sizes', () => {
  it('groups thousands', () => {
    expect(formatCount(0)).toBe('0');
    expect(formatCount(12_500)).toBe('12,500');
  });

  it('reads exactly as the browser’s en-US number format, whole or not', () => {
    const intl = new Intl.NumberFormat('en-US');
    const counts = [
      0,
      1,
      9,
      10,
      99,
      100,
      999,
      1_000,
      1_001,
      9_999,
      10_000,
      99_999,
      100_000,
      999_999,
      1_000_000,
      12_345_678,
      123_456_789_012,
      Number.MAX_SAFE_INTEGER,
      -1,
      -1_000,
      -12_345,
      -987_654_321,
      1.5,
      1_234.5678,
      -0.25,
      Number.MAX_SAFE_INTEGER + 2,
    ];
    for (let value = 1; value < 1e15; value = value * 7 + 3) counts.push(value, -value);
    for (const count of counts) expect(formatCount(count), String(count)).toBe(intl.format(count));
    // The one difference: a count never shows a minus on nothing.
    expect(formatCount(-0)).toBe('0');
  });

  it('writes a file size to the unit that reads best', () => {
    expect(formatFileSize(512)).toBe('512 B');
    expect(formatFileSize(48 * 1024)).toBe('48 KB');
    expect(formatFileSize(2.4 * 1024 * 1024)).toBe('2.4 MB');
  });
});
