const monthNames = [
  'January', 'February', 'March', 'April', 'May', 'June', 'July',
  'August', 'September', 'October', 'November', 'December',
]; // prettier-ignore

/**
 * Birth data as people say it: `1985-11-03` and `07:30:00` -> `3 November 1985, 07:30`. Read
 * from the text, never through a Date, so no time zone can move the day. Text that is not a
 * date or a time is shown as it is. A null time is one the person does not know.
 */
export function formatBirthData(birthDate: string, birthTime?: string | null): string {
  const dateMatch = /^(\d{4})-(\d{2})-(\d{2})$/.exec(birthDate.trim());
  const month = dateMatch ? monthNames[Number(dateMatch[2]) - 1] : undefined;
  const date =
    dateMatch && month ? `${Number(dateMatch[3])} ${month} ${dateMatch[1]}` : birthDate.trim();
  if (birthTime === null) return `${date}, time unknown`;
  if (!birthTime) return date;
  const timeMatch = /^(\d{2}):(\d{2})(?::\d{2}(?:\.\d+)?)?$/.exec(birthTime.trim());
  return `${date}, ${timeMatch ? `${timeMatch[1]}:${timeMatch[2]}` : birthTime.trim()}`;
}
