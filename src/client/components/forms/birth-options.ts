export interface Option {
  value: string;
  label: string;
}

const pad = (value: number) => String(value).padStart(2, '0');

export const monthOptions: Option[] = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
].map((label, index) => ({ value: pad(index + 1), label }));

export const dayOptions: Option[] = Array.from({ length: 31 }, (_, index) => ({
  value: pad(index + 1),
  label: String(index + 1),
}));

const yearLists = new Map<number, readonly Option[]>();

/**
 * The last 100 years, the current one included, newest first: the same list each time for a
 * year, so a form drawn again does not draw its options again (`OptionList`).
 */
export function yearOptions(currentYear = new Date().getFullYear()): readonly Option[] {
  let years = yearLists.get(currentYear);
  if (!years) {
    years = Array.from({ length: 100 }, (_, index) => {
      const year = String(currentYear - index);
      return { value: year, label: year };
    });
    yearLists.set(currentYear, years);
  }
  return years;
}

export const hourOptions: Option[] = Array.from({ length: 12 }, (_, index) => ({
  value: String(index + 1),
  label: String(index + 1),
}));

export const minuteOptions: Option[] = Array.from({ length: 60 }, (_, index) => ({
  value: pad(index),
  label: pad(index),
}));

export const meridiemOptions: Option[] = [
  { value: 'AM', label: 'AM' },
  { value: 'PM', label: 'PM' },
];
