import { and, count, eq, gt, lt, ne, sql } from 'drizzle-orm';
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
): Promise<{ isAllowed: boolean; attemptId: string }> {
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
  return { isAllowed, attemptId: attempt.id };
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

/**
 * Failures against one account from every address: a guesser with many addresses passes the
 * per-address limits. After `freeFailures` in the window, each attempt waits a delay that
 * doubles with every further failure, from 1 s up to `maxDelaySeconds`, counted from the last
 * failure. The cap keeps the real owner's wait short, and a password-reset link signs in
 * whatever this delay says.
 */
export interface AccountDelay {
  freeFailures: number;
  maxDelaySeconds: number;
  windowMinutes: number;
}

export const defaultAccountDelay: AccountDelay = {
  freeFailures: 10,
  maxDelaySeconds: 60,
  windowMinutes: 15,
};

/** Seconds an account's next attempt waits after `failures` failures (0: none). */
export function accountDelaySeconds(failures: number, rule: AccountDelay): number {
  if (failures < rule.freeFailures) return 0;
  return Math.min(rule.maxDelaySeconds, 2 ** (failures - rule.freeFailures));
}

export interface AccountCheck {
  isAllowed: boolean;
  /** Whole seconds until the account takes an attempt again (0 when allowed). */
  retryAfterSeconds: number;
  /** Failures of the account in the window, from every address, this attempt not counted. */
  failures: number;
}

/**
 * Called after `beginLoginAttempt` counted this attempt (whose row is the newest of the
 * account): looks at the account's other failures in the window, from every address. A refused
 * attempt's row is removed again, so only attempts whose password was checked make the wait
 * grow. Parallel guesses see each other's rows and hold each other back.
 */
export async function checkAccountDelay(
  db: Queryable,
  key: LoginAttemptKey,
  attemptId: string,
  rule: AccountDelay = defaultAccountDelay,
): Promise<AccountCheck> {
  const [totals] = await db
    .select({
      failures: count(),
      secondsSinceLast: sql<
        number | null
      >`extract(epoch from now() - max(${loginFailures.createdAt}))::float8`,
    })
    .from(loginFailures)
    .where(
      and(
        eq(loginFailures.scope, key.scope),
        eq(loginFailures.emailKey, key.emailKey),
        gt(loginFailures.createdAt, sql`now() - make_interval(mins => ${rule.windowMinutes})`),
        ne(loginFailures.id, attemptId),
      ),
    );
  const failures = totals?.failures ?? 0;
  const delay = accountDelaySeconds(failures, rule);
  const waited = totals?.secondsSinceLast ?? Number.POSITIVE_INFINITY;
  if (delay === 0 || waited >= delay) return { isAllowed: true, retryAfterSeconds: 0, failures };
  await db.delete(loginFailures).where(eq(loginFailures.id, attemptId));
  return { isAllowed: false, retryAfterSeconds: Math.max(1, Math.ceil(delay - waited)), failures };
}
