import { bookingMessages, SESSION_CHANGE_LIMITS } from '../../common/bookings';
import type { Queryable } from '../db/client';
import { AppError } from '../errors';
import type { OrderActor } from '../orders/timeline';
import { hitRateLimit, type RateLimit } from '../web/rate-limit';

/** Counted per order and per session, not per address: the link works from anywhere. */
const perOrderHour: RateLimit = {
  bucket: 'session-change-hour',
  limit: SESSION_CHANGE_LIMITS.perOrderHour,
  windowSeconds: 3600,
};
const perOrderDay: RateLimit = {
  bucket: 'session-change-day',
  limit: SESSION_CHANGE_LIMITS.perOrderDay,
  windowSeconds: 86_400,
};
const perSessionDay: RateLimit = {
  bucket: 'session-booking-change-day',
  limit: SESSION_CHANGE_LIMITS.perSessionDay,
  windowSeconds: 86_400,
};

/**
 * Counts one change of a customer inside the change's transaction (as support messages are,
 * decision 283): a refused change writes nothing, its count included. A booking counts per order;
 * a move or a cancel also per session. Admins are never limited.
 */
export async function refuseOverChangeLimits(
  tx: Queryable,
  change: { purchaseId: string; bookingId?: string; actor: OrderActor; now: Date },
): Promise<void> {
  if (change.actor.startsWith('admin:')) return;
  const counts: [RateLimit, string, string][] = [
    [perOrderHour, change.purchaseId, bookingMessages.tooManyChanges],
    [perOrderDay, change.purchaseId, bookingMessages.tooManyChanges],
  ];
  if (change.bookingId)
    counts.push([perSessionDay, change.bookingId, bookingMessages.tooManySessionChanges]);
  for (const [rule, key, message] of counts) {
    const outcome = await hitRateLimit(tx, rule, key, change.now.getTime());
    if (!outcome.isAllowed) {
      const refusal = new AppError('too_many_requests', message);
      refusal.retryAfterSeconds = outcome.retryAfterSeconds;
      throw refusal;
    }
  }
}
