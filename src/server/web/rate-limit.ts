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
 * The fixed window `nowMs` falls in for `rule`: its start, and `outcomeOf(hits)`, which reads a
 * client's count in it.
 */
export function rateLimitWindow(rule: RateLimit, nowMs: number = Date.now()) {
  const windowMs = rule.windowSeconds * 1000;
  const windowStartMs = Math.floor(nowMs / windowMs) * windowMs;
  return {
    windowStart: new Date(windowStartMs).toISOString(),
    outcomeOf(hits: number): RateLimitOutcome {
      const isAllowed = hits <= rule.limit;
      return {
        isAllowed,
        retryAfterSeconds: isAllowed ? 0 : Math.ceil((windowStartMs + windowMs - nowMs) / 1000),
      };
    },
  };
}

/**
 * One request of `clientKey` counted against `rule`: an upsert returning `hits`, which
 * `outcomeOf(hits)` reads. (A batch counts its clients' hits in its own statement with
 * `rateLimitWindow`, as the free sign-ups do.)
 */
function rateLimitHit(rule: RateLimit, clientKey: string, nowMs: number = Date.now()) {
  const window = rateLimitWindow(rule, nowMs);
  const statement = sql`insert into ${rateLimitHits} (bucket, client_key, window_start, hits)
    values (${rule.bucket}, ${clientKey}, ${window.windowStart}::timestamptz, 1)
    on conflict (bucket, client_key, window_start)
    do update set hits = ${rateLimitHits}.hits + 1
    returning hits`;
  return { statement, outcomeOf: window.outcomeOf };
}

/** Drops windows no limit looks at any more, on 1 in `SWEEP_ONE_IN` calls. */
export async function sweepOldWindowsNowAndThen(
  db: Queryable,
  nowMs: number = Date.now(),
): Promise<void> {
  if (Math.random() * SWEEP_ONE_IN >= 1) return;
  await db
    .delete(rateLimitHits)
    .where(lt(rateLimitHits.windowStart, new Date(nowMs - KEEP_WINDOWS_MS)));
}

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
  const hit = rateLimitHit(rule, clientKey, nowMs);
  const result = (await db.execute(hit.statement)) as unknown as { rows: { hits: number }[] };
  await sweepOldWindowsNowAndThen(db, nowMs);
  return hit.outcomeOf(result.rows[0]?.hits ?? 1);
}

/** The reply to a client over its limit: 429, `Retry-After` and the shop's message. */
export function refuseOverLimit(reply: FastifyReply, outcome: RateLimitOutcome): never {
  reply.header('retry-after', String(outcome.retryAfterSeconds));
  throw new AppError('too_many_requests', RATE_LIMITED_MESSAGE);
}

/**
 * Clients this process has seen refused, per database (whose count decided) and limit:
 * bucket and address -> window end (ms).
 */
const refusalsByDatabase = new WeakMap<Queryable, Map<string, number>>();
/** Enough for a flood from thousands of addresses; the oldest entry goes first beyond it. */
const MAX_REMEMBERED_REFUSALS = 10_000;

function rememberRefusal(refusedUntil: Map<string, number>, key: string, untilMs: number): void {
  refusedUntil.delete(key);
  refusedUntil.set(key, untilMs);
  if (refusedUntil.size > MAX_REMEMBERED_REFUSALS) {
    const oldest = refusedUntil.keys().next().value;
    if (oldest !== undefined) refusedUntil.delete(oldest);
  }
}

/**
 * A route hook that answers 429 with `Retry-After` once the client's address (the proxy's
 * client under `TRUST_PROXY`) has used up `rule` in the current window. A client this process
 * already saw refused is refused again from memory until its window ends, without the
 * database: the shared count decides, the memory only spares it a flood it already refused.
 */
export function rateLimited(db: Queryable, rule: RateLimit) {
  let refusedUntil = refusalsByDatabase.get(db);
  if (!refusedUntil) {
    refusedUntil = new Map();
    refusalsByDatabase.set(db, refusedUntil);
  }
  const refusals = refusedUntil;
  return async function checkRateLimit(request: FastifyRequest, reply: FastifyReply) {
    const key = `${rule.bucket}\u0000${request.ip}`;
    const nowMs = Date.now();
    const untilMs = refusals.get(key);
    if (untilMs !== undefined) {
      if (untilMs > nowMs) {
        refuseOverLimit(reply, {
          isAllowed: false,
          retryAfterSeconds: Math.ceil((untilMs - nowMs) / 1000),
        });
      }
      refusals.delete(key);
    }
    const outcome = await hitRateLimit(db, rule, request.ip, nowMs);
    if (!outcome.isAllowed) {
      rememberRefusal(refusals, key, nowMs + outcome.retryAfterSeconds * 1000);
      refuseOverLimit(reply, outcome);
    }
  };
}
