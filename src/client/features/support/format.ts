const momentFormat = new Intl.DateTimeFormat('en-US', {
  dateStyle: 'medium',
  timeStyle: 'short',
});
const dayFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'long' });

/** A message's time in the viewer's own time zone, e.g. "Mar 2, 2026, 10:04 AM". */
export function formatMoment(iso: string): string {
  return momentFormat.format(new Date(iso));
}

/** A day as the pages say it, e.g. "April 1, 2026". */
export function formatLongDay(iso: string): string {
  return dayFormat.format(new Date(iso));
}

/** A calendar date `YYYY-MM-DD` (a UTC day), e.g. "March 10, 2026". */
export function formatCalendarDate(date: string): string {
  return new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${date}T12:00:00Z`),
  );
}

/** How long a question has waited, e.g. "3 hours", "2 days". */
export function waitedFor(sinceIso: string, now: Date = new Date()): string {
  const minutes = Math.max(0, Math.floor((now.getTime() - new Date(sinceIso).getTime()) / 60_000));
  if (minutes < 60) return `${minutes} minute${minutes === 1 ? '' : 's'}`;
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return `${hours} hour${hours === 1 ? '' : 's'}`;
  const days = Math.floor(hours / 24);
  return `${days} days`;
}
