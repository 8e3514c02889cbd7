/**
 * UTC offsets from the runtime's own tz data (ICU in Node). Accurate from 1970 on and for
 * zones that are not in the tz `backzone` file; `zone-offset.ts` patches the rest.
 */
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** True when the runtime knows this IANA zone name. */
export function isKnownTimeZone(timeZone: string): boolean {
  try {
    formatterFor(timeZone);
    return true;
  } catch {
    return false;
  }
}

/** Seconds east of UTC in force in `timeZone` at the instant `utcMilliseconds`. */
export function intlOffsetSeconds(timeZone: string, utcMilliseconds: number): number {
  const wholeSecond = Math.floor(utcMilliseconds / 1000) * 1000;
  const fields: Record<string, number> = {};
  for (const part of formatterFor(timeZone).formatToParts(wholeSecond)) {
    if (part.type !== 'literal') fields[part.type] = Number(part.value);
  }
  const wallClock = Date.UTC(
    fields.year ?? 1970,
    (fields.month ?? 1) - 1,
    fields.day ?? 1,
    fields.hour ?? 0,
    fields.minute ?? 0,
    fields.second ?? 0,
  );
  return Math.round((wallClock - wholeSecond) / 1000);
}
