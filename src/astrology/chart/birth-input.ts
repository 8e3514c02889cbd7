/**
 * Parsing of the birth date and clock time the customer typed. Bad input throws
 * `InvalidBirthDataError` with a message fit to show (the CLI prints it on stderr).
 */
export class InvalidBirthDataError extends Error {
  override readonly name = 'InvalidBirthDataError';
}

export interface BirthDate {
  year: number;
  month: number;
  day: number;
}

export interface ClockTime {
  hour: number;
  minute: number;
}

export function parseBirthDate(date: string): BirthDate {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date.trim());
  if (!match) throw new InvalidBirthDataError(`Birth date "${date}" must look like YYYY-MM-DD.`);
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const calendarDate = new Date(Date.UTC(year, month - 1, day));
  if (calendarDate.getUTCMonth() !== month - 1 || calendarDate.getUTCDate() !== day) {
    throw new InvalidBirthDataError(`Birth date "${date}" is not a real calendar date.`);
  }
  if (year < 1800 || year > 2200)
    throw new InvalidBirthDataError(`Birth year ${year} is outside 1800-2200.`);
  return { year, month, day };
}

/** Converts the form's 12-hour clock to 24 hours: 12 AM is 00:xx, 12 PM is 12:xx. */
export function to24Hour(hour12: number, meridiem: 'AM' | 'PM'): number {
  if (!Number.isInteger(hour12) || hour12 < 1 || hour12 > 12) {
    throw new InvalidBirthDataError(`Hour ${hour12} must be between 1 and 12 on a 12-hour clock.`);
  }
  return (hour12 % 12) + (meridiem === 'PM' ? 12 : 0);
}

/** Accepts "19:45" (24-hour) or "7:45 PM" / "12:05 am" (12-hour). */
export function parseClockTime(time: string): ClockTime {
  const match = /^(\d{1,2}):(\d{2})\s*([AaPp][Mm])?$/.exec(time.trim());
  if (!match)
    throw new InvalidBirthDataError(
      `Birth time "${time}" must look like HH:MM (24-hour) or h:mm AM/PM.`,
    );
  const minute = Number(match[2]);
  const meridiem = match[3]?.toUpperCase() as 'AM' | 'PM' | undefined;
  const hour = meridiem ? to24Hour(Number(match[1]), meridiem) : Number(match[1]);
  if (hour > 23 || minute > 59)
    throw new InvalidBirthDataError(`Birth time "${time}" is not a valid clock time.`);
  return { hour, minute };
}
