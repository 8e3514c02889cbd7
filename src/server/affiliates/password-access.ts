import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import {
  affiliateMessages,
  type AffiliatePasswordResetInput,
  type AffiliateSetPasswordInput,
} from '../../common/affiliate';
import type { Database } from '../db/client';
import { affiliates } from '../db/schema';
import { AppError } from '../errors';
import { beginLoginAttempt, clearLoginFailures } from '../sign-ins/login-throttle';
import { destroySignInsOf } from '../sign-ins/store';
import { findAffiliateByEmail, emailKeyOf } from '../referrals/accounts';
import {
  consumeAffiliateToken,
  isAffiliateTokenUsable,
  endAffiliateTokens,
  queueAffiliatePasswordReset,
  recentResetCount,
} from '../referrals/affiliate-tokens';
import { hashPassword } from '../referrals/password';
import { signInAffiliate, type AffiliateLoginResult } from './login';

/** Reset requests: 5 an hour for one address from one IP, 20 an hour from one IP. */
const RESET_LIMITS = { perEmailAndIp: 5, perIp: 20, windowMinutes: 60 };
/** Reset mails one affiliate may receive an hour, whoever asks. */
const RESETS_PER_ADDRESS_PER_HOUR = 5;

/**
 * Whether an invitation or reset link can still set a password, asked when its page opens so a
 * used or expired link says so at once instead of after the form is filled in. Nothing is used
 * up, and the answer is the same for every unusable token, known or not.
 */
export function isPasswordLinkUsable(db: Database, token: string): Promise<boolean> {
  return isAffiliateTokenUsable(db, token, ['invite', 'reset']);
}

/**
 * Sets the password of the affiliate an invitation or reset link names, and signs them in
 * (a fresh session; every older one ends, since a reset implies doubt). The token is used up
 * in the same transaction, so a link works once. Throttled per address like the sign-in, which
 * bounds the scrypt work a flood of requests can cause.
 */
export async function setPasswordWithToken(
  db: Database,
  request: AffiliateSetPasswordInput & { ipAddress: string },
  options: { signInLifetimeSeconds: number },
): Promise<AffiliateLoginResult> {
  const attemptKey = {
    scope: 'affiliate-set-password',
    emailKey: createHash('sha256').update(request.token).digest('hex').slice(0, 32),
    ipAddress: request.ipAddress,
  };
  const { isAllowed } = await beginLoginAttempt(db, attemptKey);
  if (!isAllowed) throw new AppError('too_many_requests', affiliateMessages.tooManyAttempts);

  const passwordHash = await hashPassword(request.password);
  const result = await db.transaction(async (tx) => {
    const affiliateId = await consumeAffiliateToken(tx, request.token, ['invite', 'reset']);
    const [affiliate] = affiliateId
      ? await tx
          .update(affiliates)
          .set({ passwordHash, updatedAt: sql`now()` })
          .where(eq(affiliates.id, affiliateId))
          .returning()
      : [];
    if (!affiliate) throw new AppError('bad_request', affiliateMessages.linkExpired);
    // Rolls the token back too: a reactivated affiliate's link still works.
    if (!affiliate.isActive) throw new AppError('forbidden', affiliateMessages.inactive);
    await endAffiliateTokens(tx, affiliate.id);
    await destroySignInsOf(tx, 'affiliate', affiliate.id);
    // The new password retired every known device; this browser is the first of the new ones.
    return signInAffiliate(tx, affiliate, options);
  });
  await clearLoginFailures(db, attemptKey);
  return result;
}

/**
 * Queues a reset mail when an active affiliate uses the address. The caller always gives the
 * same reply, so nothing here may show (by status or message) whether the address is known or
 * the request was over a limit: limited requests are dropped silently.
 */
export async function requestPasswordReset(
  db: Database,
  request: AffiliatePasswordResetInput & { ipAddress: string },
): Promise<void> {
  const { isAllowed } = await beginLoginAttempt(
    db,
    { scope: 'affiliate-reset', emailKey: emailKeyOf(request.email), ipAddress: request.ipAddress },
    RESET_LIMITS,
  );
  if (!isAllowed) return;
  const affiliate = await findAffiliateByEmail(db, request.email);
  if (!affiliate?.isActive) return;
  await db.transaction(async (tx) => {
    if ((await recentResetCount(tx, affiliate.id)) >= RESETS_PER_ADDRESS_PER_HOUR) return;
    await queueAffiliatePasswordReset(tx, { affiliate });
  });
}
