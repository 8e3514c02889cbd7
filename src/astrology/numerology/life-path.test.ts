import { describe, expect, it } from 'vitest';
import { InvalidBirthDataError } from '../chart/birth-input';
import { lifePathNumber, reduceKeepingMasterNumbers } from './life-path';

describe('lifePathNumber (Decoz: reduce month, day, year separately, then the sum)', () => {
  it('gives 7 for 1988-03-14 (3 + 5 + 8 = 16)', () => {
    expect(lifePathNumber('1988-03-14')).toEqual({
      number: 7,
      reduced: { month: 3, day: 5, year: 8, sum: 16 },
    });
  });

  it('keeps master numbers in the parts: 1979-11-29 is 11 + 11 + 8 = 30, so 3', () => {
    expect(lifePathNumber('1979-11-29')).toEqual({
      number: 3,
      reduced: { month: 11, day: 11, year: 8, sum: 30 },
    });
  });

  it.each([
    ['1979-01-02', 11, { month: 1, day: 2, year: 8, sum: 11 }],
    ['1979-05-09', 22, { month: 5, day: 9, year: 8, sum: 22 }],
    ['2009-11-11', 33, { month: 11, day: 11, year: 11, sum: 33 }],
  ])('stops at the master number for %s', (date, number, reduced) => {
    expect(lifePathNumber(date)).toEqual({ number, reduced });
  });

  it('keeps a master year such as 1975 (1+9+7+5 = 22)', () => {
    expect(lifePathNumber('1975-01-01').reduced.year).toBe(22);
    expect(lifePathNumber('1975-01-01').number).toBe(6);
  });

  it('reduces sums that are not master numbers', () => {
    expect(reduceKeepingMasterNumbers(38)).toBe(11);
    expect(reduceKeepingMasterNumbers(29)).toBe(11);
    expect(reduceKeepingMasterNumbers(44)).toBe(8);
    expect(reduceKeepingMasterNumbers(9)).toBe(9);
  });

  it('refuses dates that do not exist', () => {
    expect(() => lifePathNumber('1990-02-30')).toThrow(InvalidBirthDataError);
    expect(() => lifePathNumber('14/03/1988')).toThrow(InvalidBirthDataError);
  });
});
