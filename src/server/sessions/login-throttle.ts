import { and, count, eq, gt, lt, sql } from 'drizzle-orm';
import type { Queryable } from '../db/client';
import { loginFailures } from '../db/schema';

export interface ThrottleLimits {
  /** Failures allowed for one e-mail from one address within the window. */
  perEmailAndIp: number;
  /** Failures allowed from one address whatever the e-mail (password spraying). */
  perIp: number;
  windowMinutes: number;
}

export const defaultThrottleLimits: ThrottleLimits = {
  perEmailAndIp: 5,
  perIp: 50,
  windowMinutes: 15,
};

export interface LoginAttemptKey {
  /** Which sign-in, e.g. `affiliate`. */
  scope: string;
  emailKey: string;
  ipAddress: string;
}

/**
 * Counts this attempt as a failure before the password is checked, so parallel guesses see
 * each other, then says whether it may go ahead. A refused attempt is not counted, so the
 * wait ends a window after the last real failure. Call `clearLoginFailures` on success.
 */
export async function beginLoginAttempt(
  db: Queryable,
  key: LoginAttemptKey,
  limits: ThrottleLimits = defaultThrottleLimits,
): Promise<{ isAllowed: boolean }> {
  const windowStart = sql`now() - make_interval(mins => ${limits.windowMinutes})`;
  const fromAddress = and(
    eq(loginFailures.scope, key.scope),
    eq(loginFailures.ipAddress, key.ipAddress),
  );
  // Old failures from this address no longer count; dropping them keeps the table small.
  await db.delete(loginFailures).where(and(fromAddress, lt(loginFailures.createdAt, windowStart)));
  const [attempt] = await db.insert(loginFailures).values(key).returning({ id: loginFailures.id });
  if (!attempt) throw new Error('login attempt insert returned no row');

  const [totals] = await db
    .select({
      forEmail: count(sql`case when ${loginFailures.emailKey} = ${key.emailKey} then 1 end`),
      forAddress: count(),
    })
    .from(loginFailures)
    .where(and(fromAddress, gt(loginFailures.createdAt, windowStart)));
  const isAllowed =
    (totals?.forEmail ?? 0) <= limits.perEmailAndIp && (totals?.forAddress ?? 0) <= limits.perIp;
  if (!isAllowed) await db.delete(loginFailures).where(eq(loginFailures.id, attempt.id));
  return { isAllowed };
}

/** A successful sign-in forgets the failures of that e-mail from that address. */
export async function clearLoginFailures(db: Queryable, key: LoginAttemptKey): Promise<void> {
  await db
    .delete(loginFailures)
    .where(
      and(
        eq(loginFailures.scope, key.scope),
        eq(loginFailures.emailKey, key.emailKey),
        eq(loginFailures.ipAddress, key.ipAddress),
      ),
    );
}
