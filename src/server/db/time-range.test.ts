import { describe, expect, it } from 'vitest';
import { parseTimeRange, timeRangeLiteral } from './time-range';

describe('time ranges as PostgreSQL writes them', () => {
  it('reads the instants of a range in UTC, in another zone and with fractions of a second', () => {
    expect(parseTimeRange('["2027-04-03 16:00:00+00","2027-04-03 17:15:00+00")')).toEqual({
      start: new Date('2027-04-03T16:00:00Z'),
      end: new Date('2027-04-03T17:15:00Z'),
    });
    expect(parseTimeRange('["2027-04-03 21:30:00.25+05:30","2027-04-03 17:15:00-04")')).toEqual({
      start: new Date('2027-04-03T16:00:00.250Z'),
      end: new Date('2027-04-03T21:15:00Z'),
    });
  });

  it('reads back what it writes, and refuses what is no bounded range', () => {
    const range = {
      start: new Date('2027-04-03T16:00:00Z'),
      end: new Date('2027-04-03T17:15:00Z'),
    };
    expect(timeRangeLiteral(range)).toBe('[2027-04-03T16:00:00.000Z,2027-04-03T17:15:00.000Z)');
    expect(parseTimeRange(timeRangeLiteral(range))).toEqual(range);
    expect(() => parseTimeRange('empty')).toThrow(/Not a bounded time range/);
    expect(() => parseTimeRange('["2027-04-03 16:00:00+00",)')).toThrow(/Not a bounded/);
  });
});
