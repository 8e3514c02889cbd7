import { describe, expect, it } from 'vitest';
import {
  busyRangeOf,
  freeSlots,
  slotsByDay,
  workingRanges,
  type ReaderHours,
} from './booking-slots';
import { instantOfWallTime, wallTimeAt } from './zoned-time';

const everyDay = (start: string, end: string) =>
  [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, start, end }));

const losAngelesMornings: ReaderHours = {
  timeZone: 'America/Los_Angeles',
  weekly: everyDay('09:00', '11:00'),
  daysOff: [],
  bufferMinutes: 0,
};

const rules = (now: string, extra: Partial<Parameters<typeof freeSlots>[2]> = {}) => ({
  now: new Date(now),
  sessionMinutes: 60,
  minimumNoticeHours: 0,
  horizonDays: 10,
  stepMinutes: 60,
  ...extra,
});

const starts = (slots: { start: Date }[]) => slots.map((slot) => slot.start.toISOString());

describe('wall times in a zone', () => {
  it('moves a spring-forward gap forward and takes the earlier of an autumn overlap', () => {
    // Los Angeles: 2027-03-14 02:00 PST jumps to 03:00 PDT; 2027-11-07 02:00 PDT back to 01:00 PST.
    expect(instantOfWallTime('2027-03-14', 150, 'America/Los_Angeles').toISOString()).toBe(
      '2027-03-14T10:30:00.000Z',
    );
    expect(instantOfWallTime('2027-11-07', 90, 'America/Los_Angeles').toISOString()).toBe(
      '2027-11-07T08:30:00.000Z',
    );
    expect(instantOfWallTime('2027-07-01', 9 * 60, 'Pacific/Auckland').toISOString()).toBe(
      '2027-06-30T21:00:00.000Z',
    );
  });
});

describe('free slots', () => {
  it('keeps the reader’s 09:00 across their spring change', () => {
    const slots = freeSlots(
      losAngelesMornings,
      [],
      rules('2027-03-12T00:00:00Z', { horizonDays: 3 }),
    );
    expect(starts(slots)).toEqual([
      '2027-03-12T17:00:00.000Z',
      '2027-03-12T18:00:00.000Z',
      '2027-03-13T17:00:00.000Z',
      '2027-03-13T18:00:00.000Z',
      '2027-03-14T16:00:00.000Z',
      '2027-03-14T17:00:00.000Z',
    ]);
    for (const slot of slots)
      expect(wallTimeAt(slot.start, 'America/Los_Angeles').minuteOfDay).toBeGreaterThanOrEqual(540);
  });

  it('keeps the reader’s 09:00 across their autumn change', () => {
    const slots = freeSlots(
      losAngelesMornings,
      [],
      rules('2027-11-06T12:00:00Z', { horizonDays: 2 }),
    );
    expect(starts(slots)).toEqual([
      '2027-11-06T16:00:00.000Z',
      '2027-11-06T17:00:00.000Z',
      '2027-11-07T17:00:00.000Z',
      '2027-11-07T18:00:00.000Z',
    ]);
  });

  it('counts real minutes through a window that spans the clock change', () => {
    const london: ReaderHours = {
      timeZone: 'Europe/London',
      weekly: everyDay('00:30', '03:30'),
      daysOff: [],
      bufferMinutes: 0,
    };
    const slots = freeSlots(london, [], rules('2027-03-27T12:00:00Z', { horizonDays: 1 }));
    // 00:30 GMT to 03:30 BST is two real hours on the night clocks go forward.
    expect(starts(slots)).toEqual(['2027-03-28T00:30:00.000Z', '2027-03-28T01:30:00.000Z']);
  });

  it('shows a customer 13 hours and a date line away their own day and time, across their change', () => {
    const slots = freeSlots(
      losAngelesMornings,
      [],
      rules('2027-04-02T00:00:00Z', { horizonDays: 2 }),
    );
    const days = slotsByDay(slots, 'Pacific/Auckland');
    // Los Angeles Friday 09:00 PDT is Auckland Saturday 05:00 NZDT; Saturday 09:00 PDT falls
    // after Auckland's clocks went back on Sunday 4 April, so it is 04:00 NZST there.
    expect(days.map((day) => day.date)).toEqual(['2027-04-03', '2027-04-04']);
    const clock = (date: Date) => wallTimeAt(date, 'Pacific/Auckland').minuteOfDay / 60;
    expect(days[0]!.slots.map((slot) => clock(slot.start))).toEqual([5, 6]);
    expect(days[1]!.slots.map((slot) => clock(slot.start))).toEqual([4, 5]);
    expect(slotsByDay(slots, 'America/Los_Angeles').map((day) => day.date)).toEqual([
      '2027-04-02',
      '2027-04-03',
    ]);
  });

  it('starts after the minimum notice and stops at the horizon', () => {
    const slots = freeSlots(
      losAngelesMornings,
      [],
      rules('2027-06-01T16:30:00Z', { minimumNoticeHours: 24, horizonDays: 3 }),
    );
    expect(starts(slots)).toEqual([
      '2027-06-02T17:00:00.000Z',
      '2027-06-03T16:00:00.000Z',
      '2027-06-03T17:00:00.000Z',
      '2027-06-04T16:00:00.000Z',
    ]);
  });

  it('skips days off and keeps the buffer after booked sessions', () => {
    const hours: ReaderHours = {
      ...losAngelesMornings,
      weekly: everyDay('09:00', '13:00'),
      daysOff: ['2027-06-03'],
      bufferMinutes: 15,
    };
    const booked = busyRangeOf(new Date('2027-06-02T17:00:00Z'), 60, 15);
    const slots = freeSlots(
      hours,
      [booked],
      rules('2027-06-02T00:00:00Z', { horizonDays: 2, stepMinutes: 30 }),
    );
    expect(starts(slots)).toEqual([
      // 09:00 to 11:00 run into the 10:00 session or the 15 minutes kept after it.
      '2027-06-02T18:30:00.000Z',
      '2027-06-02T19:00:00.000Z',
    ]);
  });

  it('offers nothing with no weekly hours', () => {
    expect(
      freeSlots({ ...losAngelesMornings, weekly: [] }, [], rules('2027-06-01T00:00:00Z')),
    ).toEqual([]);
  });
});

describe('a reader’s working time for the calendar', () => {
  it('lists their windows within the range, cut at its ends, less their days off', () => {
    const hours: ReaderHours = { ...losAngelesMornings, daysOff: ['2027-03-15'] };
    // Sunday 14 March 2027 is the clock change in Los Angeles: 09:00 is 16:00Z, then 17:00Z.
    const ranges = workingRanges(
      hours,
      new Date('2027-03-13T17:00:00Z'),
      new Date('2027-03-17T00:00:00Z'),
    );
    expect(ranges.map((range) => [range.start.toISOString(), range.end.toISOString()])).toEqual([
      ['2027-03-13T17:00:00.000Z', '2027-03-13T19:00:00.000Z'],
      ['2027-03-14T16:00:00.000Z', '2027-03-14T18:00:00.000Z'],
      ['2027-03-16T16:00:00.000Z', '2027-03-16T18:00:00.000Z'],
    ]);
  });
});
