/**
 * Birthday and personal year against worked examples on numerology pages (each named; read
 * 2026-11 through the search tool). A personal year does not depend on the birth year: where
 * a page gives only the birthday, the year below is a placeholder and says so.
 */
import { describe, expect, it } from 'vitest';
import { InvalidBirthDataError } from '../chart/birth-input';
import { birthdayNumber, personalYear, personalYearOn } from './date-numbers';
import { lifePathNumber } from './life-path';

const placeholderYear = 1980;

describe('personal year (published examples)', () => {
  it.each([
    [
      'numerologica.blogs.com/weblog/how-to-find-your-personal.html',
      `${placeholderYear}-04-02`,
      2007,
      6,
    ],
    [
      'numerologica.blogs.com/weblog/how-to-find-your-personal.html',
      `${placeholderYear}-11-23`,
      2008,
      8,
    ],
    ['codingace.net/general/personal_year_number.html', '1990-06-15', 2026, 4],
    ['codingace.net/general/personal_year_number.html', '1988-11-29', 2027, 6],
    ['codingace.net/general/personal_year_number.html', '2001-03-08', 2028, 5],
    [
      'inspiredcreatively.com (personal daily, monthly and yearly numerology)',
      '1965-04-23',
      2020,
      4,
    ],
    [
      'affinitynumerology.com/using-numerology/your-personal-years-months-and-days.php',
      '1965-04-23',
      2025,
      9,
    ],
    ['lynsreadings.com (calculating the personal year number)', '1985-08-06', 2018, 7],
    ['lynsreadings.com (calculating the personal year number)', '1945-12-27', 2018, 5],
    ['thenumerologyapp.com/calculations', '1985-03-14', 2025, 8],
  ])('%s: born %s, year %i -> %i', (_source, birthDate, year, expected) => {
    expect(personalYear(birthDate, year)).toEqual({ number: expected, year });
  });

  it('runs through the cycle of nine year by year', () => {
    const numbers = Array.from(
      { length: 18 },
      (_, index) => personalYear('1990-06-15', 2020 + index).number,
    );
    expect(numbers.slice(0, 9).sort()).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(numbers.slice(9)).toEqual(numbers.slice(0, 9));
  });

  it('on a given date is the personal year of its calendar year (decision 206), birthday or not', () => {
    expect(personalYearOn('1965-04-23', '2020-10-07')).toEqual({ number: 4, year: 2020 });
    expect(personalYearOn('1965-04-23', '2020-01-02')).toEqual({ number: 4, year: 2020 });
    expect(personalYearOn('1965-04-23', '2021-01-02').number).toBe(5);
  });

  it('refuses a year that is not a whole number', () => {
    expect(() => personalYear('1990-06-15', 2026.5)).toThrow(RangeError);
  });
});

describe('birthday number', () => {
  it('is the day of the month with its reduction: the 14th -> 5 (thenumerologyapp.com/calculations)', () => {
    expect(birthdayNumber('1985-03-14')).toEqual({ number: 14, reduced: 5 });
  });

  it('keeps the master numbers 11 and 22 in the reduction', () => {
    expect(birthdayNumber('1988-11-29')).toEqual({ number: 29, reduced: 11 });
    expect(birthdayNumber('1988-11-22')).toEqual({ number: 22, reduced: 22 });
  });

  it('refuses a date that does not exist', () => {
    expect(() => birthdayNumber('1988-02-30')).toThrow(InvalidBirthDataError);
  });
});

describe('life path, published examples', () => {
  it('March 14 1985: 3 + 5 + 5 = 13 -> 4 (thenumerologyapp.com/calculations)', () => {
    expect(lifePathNumber('1985-03-14').number).toBe(4);
  });

  it('1987-09-04 -> 2 by reducing the parts, not 11 (docs/readings.md, Decoz method)', () => {
    expect(lifePathNumber('1987-09-04').number).toBe(2);
  });
});
