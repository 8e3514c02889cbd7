import type { FastifyReply, FastifyRequest } from 'fastify';
import { lt, sql } from 'drizzle-orm';
import type { Queryable } from '../db/client';
import { rateLimitHits } from '../db/schema';
import { AppError } from '../errors';

/** What a client that went over a limit reads (a toast or the form's error). */
export const RATE_LIMITED_MESSAGE =
  'Too many requests from your connection. Please wait a few minutes and try again.';

export interface RateLimit {
  /** Names the limit in the table, e.g. `referral-purchase`. */
  bucket: string;
  /** Requests allowed per client address in one window. */
  limit: number;
  windowSeconds: number;
}

export interface RateLimitOutcome {
  isAllowed: boolean;
  /** Whole seconds until the window ends (0 when allowed). */
  retryAfterSeconds: number;
}

/** Windows this old are dropped now and then; no limit uses a longer window. */
const KEEP_WINDOWS_MS = 24 * 60 * 60 * 1000;
const SWEEP_ONE_IN = 200;

/**
 * Counts one request of `clientKey` against `rule` in a fixed window and says whether it may go
 * ahead. One upsert per request, in the database, so all instances share the count.
 */
export async function hitRateLimit(
  db: Queryable,
  rule: RateLimit,
  clientKey: string,
  nowMs: number = Date.now(),
): Promise<RateLimitOutcome> {
  const windowMs = rule.windowSeconds * 1000;
  const windowStartMs = Math.floor(nowMs / windowMs) * windowMs;
  const [row] = await db
    .insert(rateLimitHits)
    .values({ bucket: rule.bucket, clientKey, windowStart: new Date(windowStartMs), hits: 1 })
    .onConflictDoUpdate({
      target: [rateLimitHits.bucket, rateLimitHits.clientKey, rateLimitHits.windowStart],
      set: { hits: sql`${rateLimitHits.hits} + 1` },
    })
    .returning({ hits: rateLimitHits.hits });
  if (Math.random() * SWEEP_ONE_IN < 1) {
    await db
      .delete(rateLimitHits)
      .where(lt(rateLimitHits.windowStart, new Date(nowMs - KEEP_WINDOWS_MS)));
  }
  const isAllowed = (row?.hits ?? 1) <= rule.limit;
  return {
    isAllowed,
    retryAfterSeconds: isAllowed ? 0 : Math.ceil((windowStartMs + windowMs - nowMs) / 1000),
  };
}

/**
 * A route hook that answers 429 with `Retry-After` once the client's address (the proxy's
 * client under `TRUST_PROXY`) has used up `rule` in the current window.
 */
export function rateLimited(db: Queryable, rule: RateLimit) {
  return async function checkRateLimit(request: FastifyRequest, reply: FastifyReply) {
    const outcome = await hitRateLimit(db, rule, request.ip);
    if (outcome.isAllowed) return;
    reply.header('retry-after', String(outcome.retryAfterSeconds));
    throw new AppError('too_many_requests', RATE_LIMITED_MESSAGE);
  };
}
