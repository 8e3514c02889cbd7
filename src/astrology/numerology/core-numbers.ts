/**
 * The core numbers for a reading: the date's numbers always, the name's only when a full
 * birth name is given (a name it cannot read says why instead of giving a number).
 */
import {
  birthdayNumber,
  personalYear,
  type BirthdayNumber,
  type PersonalYear,
} from './date-numbers';
import { lifePathNumber, type LifePath } from './life-path';
import { nameNumbers, type NameNumber } from './name-numbers';

export interface NumerologyInput {
  /** "YYYY-MM-DD". */
  birthDate: string;
  /** Full birth name; null when not given. */
  fullName: string | null;
  /** Calendar year for the personal year. */
  year: number;
}

export interface CoreNumbers {
  lifePath: LifePath;
  birthday: BirthdayNumber;
  personalYear: PersonalYear;
  /** Present only when a readable full name was given. */
  expression?: NameNumber;
  soulUrge?: NameNumber;
  personality?: NameNumber;
  /** The name as read (capitals, accents folded). */
  names?: string[];
  /** Why the name numbers are missing although a name was given. */
  nameNotRead?: string;
}

export function coreNumbers({ birthDate, fullName, year }: NumerologyInput): CoreNumbers {
  const numbers: CoreNumbers = {
    lifePath: lifePathNumber(birthDate),
    birthday: birthdayNumber(birthDate),
    personalYear: personalYear(birthDate, year),
  };
  if (fullName === null) return numbers;
  const fromName = nameNumbers(fullName);
  if (!fromName.isReadable) return { ...numbers, nameNotRead: fromName.message };
  const { expression, soulUrge, personality, names } = fromName;
  return { ...numbers, expression, soulUrge, personality, names };
}
