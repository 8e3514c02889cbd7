import { GIFT_DELIVERY_HOUR, GIFT_MAX_DAYS_AHEAD, todayIn } from '../../../common/gifts';
import { addDays } from '../../../common/zoned-time';

/**
 * What the checkout's gift section and the buyer's gift page say alike about a gift's day: the
 * days it may go out on, when on that day, and how the recipient is named.
 */

/** The date input's bounds: today to a year on, in the buyer's zone (the schema's own limits). */
export function deliveryDateLimits(
  timeZone: string,
  now: Date,
): { earliest: string; latest: string } {
  const today = todayIn(timeZone, now);
  return { earliest: today, latest: addDays(today, GIFT_MAX_DAYS_AHEAD) };
}

/** The line under the date: the hour the e-mail goes out, in the zone the buyer is in. */
export function deliveryTimeNote(zoneName: string): string {
  return `The gift e-mail goes out at ${GIFT_DELIVERY_HOUR}:00 on that day, your time (${zoneName}). Today's date sends it right away.`;
}

/** "Ana" of "Ana María Ruiz"; null while the name is blank. */
export function firstNameOf(name: string): string | null {
  return name.trim().split(/\s+/)[0] || null;
}
