/**
 * The numbers of the birth date besides the life path: the birthday (the day of the month,
 * 1-31, with its reduction) and the personal year, a nine-year cycle that runs with the
 * calendar year (docs/decisions/206-numerology-conventions.md).
 */
import { parseBirthDate } from '../chart/birth-input';
import { reduceKeepingMasterNumbers } from './life-path';

export interface BirthdayNumber {
  /** The day of the month as born: 29. */
  number: number;
  /** Reduced, master numbers kept: 29 -> 11. */
  reduced: number;
}

export interface PersonalYear {
  number: number;
  /** The calendar year it describes. */
  year: number;
}

function reduceFully(value: number): number {
  return value === 0 ? 0 : ((value - 1) % 9) + 1;
}

export function birthdayNumber(birthDate: string): BirthdayNumber {
  const { day } = parseBirthDate(birthDate);
  return { number: day, reduced: reduceKeepingMasterNumbers(day) };
}

/**
 * Birth month + birth day + the calendar year's digits, reduced to 1-9: a personal year is
 * a step in a cycle of nine, so 11 and 22 are not kept here (every way of adding gives the
 * same single digit).
 */
export function personalYear(birthDate: string, year: number): PersonalYear {
  if (!Number.isInteger(year) || year < 1 || year > 9999) {
    throw new RangeError(`Year ${year} must be a whole number from 1 to 9999.`);
  }
  const { month, day } = parseBirthDate(birthDate);
  return { number: reduceFully(month + day + year), year };
}

/** The personal year in force on a date ("YYYY-MM-DD"): the one of its calendar year. */
export function personalYearOn(birthDate: string, date: string): PersonalYear {
  const { year } = parseBirthDate(date);
  return personalYear(birthDate, year);
}
