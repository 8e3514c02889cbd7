/**
 * Life path number, Decoz method: month, day and year are each reduced to one digit
 * (keeping the master numbers 11, 22 and 33), added, and the sum reduced the same way.
 */
import { parseBirthDate } from '../chart/birth-input';

const masterNumbers = new Set([11, 22, 33]);

export interface LifePath {
  number: number;
  /** The three reduced parts and their sum before the final reduction: 1979-11-29 -> 11 + 11 + 8 = 30. */
  reduced: { month: number; day: number; year: number; sum: number };
}

function digitSum(value: number): number {
  return String(value)
    .split('')
    .reduce((total, digit) => total + Number(digit), 0);
}

export function reduceKeepingMasterNumbers(value: number): number {
  let current = value;
  while (current > 9 && !masterNumbers.has(current)) current = digitSum(current);
  return current;
}

/** `date` is "YYYY-MM-DD". */
export function lifePathNumber(date: string): LifePath {
  const { year, month, day } = parseBirthDate(date);
  const reduced = {
    month: reduceKeepingMasterNumbers(month),
    day: reduceKeepingMasterNumbers(day),
    year: reduceKeepingMasterNumbers(year),
    sum: 0,
  };
  reduced.sum = reduced.month + reduced.day + reduced.year;
  return { number: reduceKeepingMasterNumbers(reduced.sum), reduced };
}
