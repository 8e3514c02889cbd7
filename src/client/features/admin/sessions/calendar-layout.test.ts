import { describe, expect, it } from 'vitest';
import { daysFrom, hoursShown, isCompact, lanesOf, localDay, placeInDay } from './calendar-layout';

/** Local wall times of this process's zone, as the browser's grid reads them. */
const at = (day: number, hour: number, minute = 0) => new Date(2027, 5, day, hour, minute);

describe('the admin calendar grid', () => {
  it('shows 08:00-18:00 unless a session or working hour lies outside', () => {
    const days = daysFrom(localDay(at(7, 12)), 7);
    expect(days.map((day) => day.getDate())).toEqual([7, 8, 9, 10, 11, 12, 13]);
    expect(hoursShown(days, [])).toEqual({ first: 8, last: 18 });
    expect(hoursShown(days, [{ start: at(9, 6, 30), end: at(9, 7, 30) }])).toEqual({
      first: 6,
      last: 18,
    });
    expect(hoursShown(days, [{ start: at(13, 20), end: at(13, 21, 15) }])).toEqual({
      first: 8,
      last: 22,
    });
  });

  it('places a session by its time in its own day only, cut to the hours shown', () => {
    const hours = { first: 8, last: 18 };
    const session = { start: at(8, 10, 30), end: at(8, 11, 30) };
    expect(placeInDay(session, localDay(at(8, 0)), hours)).toEqual({ top: 25, height: 10 });
    expect(placeInDay(session, localDay(at(9, 0)), hours)).toBeNull();
    const late = { start: at(8, 17, 30), end: at(8, 19) };
    expect(placeInDay(late, localDay(at(8, 0)), hours)).toEqual({ top: 95, height: 5 });
  });

  it('puts overlapping sessions of two readers side by side, others full width', () => {
    const first = { id: 'a', start: at(8, 10), end: at(8, 11) };
    const second = { id: 'b', start: at(8, 10, 30), end: at(8, 11, 30) };
    const later = { id: 'c', start: at(8, 14), end: at(8, 15) };
    const lanes = lanesOf([later, second, first]).map(({ item, lane, lanes: of }) => [
      item.id,
      lane,
      of,
    ]);
    expect(lanes).toEqual([
      ['a', 0, 2],
      ['b', 1, 2],
      ['c', 0, 1],
    ]);
  });

  it('cuts a session across midnight into two pieces, each short one drawn on one line', () => {
    const session = { start: at(8, 23, 30), end: at(9, 0, 30) };
    const hours = { first: 0, last: 24 };
    const evening = placeInDay(session, localDay(at(8, 12)), hours)!;
    const morning = placeInDay(session, localDay(at(9, 12)), hours)!;
    expect(evening.height).toBeCloseTo((30 / 1440) * 100);
    expect(morning).toEqual({ top: 0, height: (30 / 1440) * 100 });
    // 24 hours of 48 px: half an hour is 24 px, too short for three lines; an hour is not.
    expect(isCompact(evening, 24 * 48)).toBe(true);
    expect(
      isCompact(
        placeInDay({ start: at(8, 9), end: at(8, 10) }, localDay(at(8, 12)), hours)!,
        24 * 56,
      ),
    ).toBe(false);
  });
});
