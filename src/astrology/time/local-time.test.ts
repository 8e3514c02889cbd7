import { describe, expect, it } from 'vitest';
import { intlOffsetSeconds } from './intl-offset';
import { wallClockToUtc, type WallClockTime } from './local-time';

const wall = (text: string): WallClockTime => {
  const [date = '', time = ''] = text.split(' ');
  const [year, month, day] = date.split('-').map(Number);
  const [hour, minute] = time.split(':').map(Number);
  return {
    year: year ?? 0,
    month: month ?? 0,
    day: day ?? 0,
    hour: hour ?? 0,
    minute: minute ?? 0,
  };
};
const utcOf = (text: string, zone: string, longitude = 0) =>
  new Date(wallClockToUtc(wall(text), zone, longitude).utcMilliseconds).toISOString();

describe('daylight saving gaps and overlaps', () => {
  it('moves a clock time inside the spring-forward gap forward by the gap', () => {
    const resolved = wallClockToUtc(wall('2021-03-14 02:30'), 'America/New_York', -74);
    expect(resolved.situation).toEqual({ kind: 'gap', skippedMinutes: 60 });
    // 02:30 EST would be 07:30 UTC, which the clocks showed as 03:30 EDT.
    expect(new Date(resolved.utcMilliseconds).toISOString()).toBe('2021-03-14T07:30:00.000Z');
  });

  it('takes the earlier instant (still on summer time) when a clock time happened twice', () => {
    const resolved = wallClockToUtc(wall('2021-11-07 01:30'), 'America/New_York', -74);
    expect(resolved.situation).toEqual({ kind: 'overlap', repeatedMinutes: 60 });
    expect(new Date(resolved.utcMilliseconds).toISOString()).toBe('2021-11-07T05:30:00.000Z');
    expect(resolved.offsetSeconds).toBe(-4 * 3600);
  });

  it('handles the European changes (last Sunday of March / October)', () => {
    expect(wallClockToUtc(wall('2019-03-31 02:15'), 'Europe/Paris', 2.35).situation.kind).toBe(
      'gap',
    );
    expect(wallClockToUtc(wall('2019-10-27 02:15'), 'Europe/Paris', 2.35).situation.kind).toBe(
      'overlap',
    );
    expect(utcOf('2019-10-27 02:15', 'Europe/Paris')).toBe('2019-10-27T00:15:00.000Z');
  });

  it('treats the hours either side of a change as normal', () => {
    expect(wallClockToUtc(wall('2021-03-14 01:59'), 'America/New_York', -74).situation.kind).toBe(
      'normal',
    );
    expect(utcOf('2021-03-14 03:00', 'America/New_York')).toBe('2021-03-14T07:00:00.000Z');
  });
});

describe('war time', () => {
  it('uses British Double Summer Time in 1942 (UT+2)', () => {
    expect(utcOf('1942-06-18 14:00', 'Europe/London')).toBe('1942-06-18T12:00:00.000Z');
  });

  it('uses US war time all winter 1943 (Eastern War Time, UT-4)', () => {
    expect(utcOf('1943-01-15 12:00', 'America/New_York')).toBe('1943-01-15T16:00:00.000Z');
  });
});

describe('zones whose history before 1970 lives in the tz backzone', () => {
  it('gives Oslo its own 1960 summer time, which Intl (merged with Berlin) lacks', () => {
    expect(intlOffsetSeconds('Europe/Oslo', Date.UTC(1960, 6, 1))).toBe(3600);
    expect(utcOf('1960-07-01 12:00', 'Europe/Oslo')).toBe('1960-07-01T10:00:00.000Z');
  });

  it('puts Reykjavík 1950 on UT-1, not on Abidjan time', () => {
    expect(intlOffsetSeconds('Atlantic/Reykjavik', Date.UTC(1950, 0, 1))).toBe(0);
    expect(utcOf('1950-01-01 12:00', 'Atlantic/Reykjavik')).toBe('1950-01-01T13:00:00.000Z');
  });

  it('keeps Amsterdam Mean Time (+00:19:32) in 1930, a legal time and not a birthplace LMT', () => {
    const resolved = wallClockToUtc(wall('1930-01-15 12:00'), 'Europe/Amsterdam', 4.9);
    expect(resolved.offsetSeconds).toBe(19 * 60 + 32);
    expect(resolved.situation.kind).toBe('normal');
  });

  it('uses Addis Ababa Mean Time (+02:35:20) before 1936 rather than Nairobi time', () => {
    expect(
      wallClockToUtc(wall('1930-06-01 12:00'), 'Africa/Addis_Ababa', 38.75).offsetSeconds,
    ).toBe(2 * 3600 + 35 * 60 + 20);
  });

  it('agrees with Intl from 1970 on', () => {
    expect(utcOf('1990-07-01 12:00', 'Europe/Oslo')).toBe('1990-07-01T10:00:00.000Z');
  });
});

describe('local mean time before standard time', () => {
  it('uses the birthplace longitude in Jeddah before Saudi Arabia adopted +03 (1947)', () => {
    const resolved = wallClockToUtc(wall('1940-05-05 12:00'), 'Asia/Riyadh', 39.19);
    expect(resolved.situation).toEqual({ kind: 'local-mean-time' });
    // 39.19° east is 2 h 36 min 46 s ahead of Greenwich, not Riyadh's own +03:06:52.
    expect(resolved.offsetSeconds).toBe(Math.round(39.19 * 240));
    expect(new Date(resolved.utcMilliseconds).toISOString()).toBe('1940-05-05T09:23:14.000Z');
  });

  it('uses it in Kathmandu before Nepal adopted +05:30 in 1920, and not after', () => {
    expect(wallClockToUtc(wall('1910-05-05 12:00'), 'Asia/Kathmandu', 85.32).situation.kind).toBe(
      'local-mean-time',
    );
    expect(wallClockToUtc(wall('1921-05-05 12:00'), 'Asia/Kathmandu', 85.32).offsetSeconds).toBe(
      5.5 * 3600,
    );
  });

  it('gives two places in one zone their own longitudes, not the zone reference city', () => {
    // America/New_York had no standard time before 1883-11-18: Boston and Buffalo kept
    // their own sun time, 31 minutes apart, though both are in the zone today.
    const boston = wallClockToUtc(wall('1880-06-01 12:00'), 'America/New_York', -71.0589);
    const buffalo = wallClockToUtc(wall('1880-06-01 12:00'), 'America/New_York', -78.8784);
    expect(boston.situation.kind).toBe('local-mean-time');
    expect(boston.offsetSeconds).toBe(-(4 * 3600 + 44 * 60 + 14)); // −04:44:14
    expect(buffalo.offsetSeconds).toBe(-(5 * 3600 + 15 * 60 + 31)); // −05:15:31
    // Vienna and Innsbruck in 1870, before Austria's 1893 Central European Time.
    const vienna = wallClockToUtc(wall('1870-03-01 09:00'), 'Europe/Vienna', 16.3738);
    const innsbruck = wallClockToUtc(wall('1870-03-01 09:00'), 'Europe/Vienna', 11.4041);
    expect(vienna.offsetSeconds).toBe(3930); // +01:05:30
    expect(innsbruck.offsetSeconds).toBe(2737); // +00:45:37
    expect(innsbruck.utcMilliseconds - vienna.utcMilliseconds).toBe((3930 - 2737) * 1000);
  });
});
