import { lt, sql } from 'drizzle-orm';
import type { Queryable } from '../db/client';
import { loginFailures, rateLimitHits } from '../db/schema';
import { pruneExpiredSignIns } from '../sign-ins/store';

/**
 * Rows that stopped counting and only take room: expired sessions, sign-in failures and
 * rate-limit windows older than a day (no throttle or limit looks back that far). Real time,
 * not the shop's clock (decision 102).
 */
export async function sweepExpiredRows(db: Queryable): Promise<Record<string, number>> {
  const dayAgo = sql`now() - interval '1 day'`;
  const sessions = await pruneExpiredSignIns(db);
  const failures = await db
    .delete(loginFailures)
    .where(lt(loginFailures.createdAt, dayAgo))
    .returning({ id: loginFailures.id });
  const windows = await db
    .delete(rateLimitHits)
    .where(lt(rateLimitHits.windowStart, dayAgo))
    .returning({ hits: rateLimitHits.hits });
  return {
    'expired.sessions': sessions,
    'expired.loginFailures': failures.length,
    'expired.rateLimitWindows': windows.length,
  };
}
