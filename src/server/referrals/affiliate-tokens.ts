import { createHash, randomBytes } from 'node:crypto';
import { and, count, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { Queryable } from '../db/client';
import { affiliates, affiliateTokens } from '../db/schema';
import { enqueueEmail } from '../mail/outbox';
import { AFFILIATE_INVITE_KIND, AFFILIATE_RESET_KIND } from '../mail/contracts';

export { AFFILIATE_INVITE_KIND, AFFILIATE_RESET_KIND };

export type AffiliateTokenPurpose = 'invite' | 'reset';

/** An invitation waits a week for someone to open their mail; a reset is asked for right now. */
const LIFETIME_MINUTES: Record<AffiliateTokenPurpose, number> = {
  invite: 7 * 24 * 60,
  reset: 60,
};

/** Where both mails send the affiliate (the client page reads `token`). */
export const SET_PASSWORD_PATH = '/affiliate/set-password';

function hashOf(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * A one-time token for a set-password link: 32 random bytes (base64url) in the mail, only its
 * SHA-256 in the database. Issuing one ends the affiliate's older unused tokens of the same
 * purpose, so only the newest invitation or reset link works (a stale mail found later in an
 * inbox opens nothing).
 */
export async function issueAffiliateToken(
  db: Queryable,
  options: { affiliateId: string; purpose: AffiliateTokenPurpose },
): Promise<{ token: string; expiresAt: Date }> {
  const token = randomBytes(32).toString('base64url');
  await db
    .update(affiliateTokens)
    .set({ expiresAt: sql`least(${affiliateTokens.expiresAt}, now())` })
    .where(
      and(
        eq(affiliateTokens.affiliateId, options.affiliateId),
        eq(affiliateTokens.purpose, options.purpose),
        isNull(affiliateTokens.usedAt),
        gt(affiliateTokens.expiresAt, sql`now()`),
      ),
    );
  const [row] = await db
    .insert(affiliateTokens)
    .values({
      affiliateId: options.affiliateId,
      purpose: options.purpose,
      tokenHash: hashOf(token),
      expiresAt: sql`now() + make_interval(mins => ${LIFETIME_MINUTES[options.purpose]})`,
    })
    .returning({ expiresAt: affiliateTokens.expiresAt });
  if (!row) throw new Error('affiliate token insert returned no row');
  return { token, expiresAt: row.expiresAt };
}

/**
 * Uses a token once: one UPDATE checks purpose, expiry and that it is unused, and marks it
 * used, so two requests racing with the same link cannot both succeed. Returns the
 * affiliate's id, or null for an unknown, expired, used or wrong-purpose token.
 */
/**
 * Whether a link's token could still set a password (unused, unexpired, of one of these
 * purposes), without using it up. Says nothing about the affiliate it belongs to.
 */
export async function isAffiliateTokenUsable(
  db: Queryable,
  token: string,
  purposes: readonly AffiliateTokenPurpose[],
): Promise<boolean> {
  if (!token || purposes.length === 0) return false;
  const [row] = await db
    .select({ one: sql<number>`1` })
    .from(affiliateTokens)
    .where(usableTokenWhere(token, purposes))
    .limit(1);
  return row !== undefined;
}

function usableTokenWhere(token: string, purposes: readonly AffiliateTokenPurpose[]) {
  return and(
    eq(affiliateTokens.tokenHash, hashOf(token)),
    inArray(affiliateTokens.purpose, [...purposes]),
    isNull(affiliateTokens.usedAt),
    gt(affiliateTokens.expiresAt, sql`now()`),
  );
}

export async function consumeAffiliateToken(
  db: Queryable,
  token: string,
  purpose: AffiliateTokenPurpose | readonly AffiliateTokenPurpose[],
): Promise<string | null> {
  const purposes = typeof purpose === 'string' ? [purpose] : [...purpose];
  if (!token || purposes.length === 0) return null;
  const [row] = await db
    .update(affiliateTokens)
    .set({ usedAt: sql`now()` })
    .where(usableTokenWhere(token, purposes))
    .returning({ affiliateId: affiliateTokens.affiliateId });
  return row?.affiliateId ?? null;
}

/** Ends every unused token of an affiliate (after a password was set, no older link works). */
export async function endAffiliateTokens(db: Queryable, affiliateId: string): Promise<void> {
  await db
    .update(affiliateTokens)
    .set({ expiresAt: sql`least(${affiliateTokens.expiresAt}, now())` })
    .where(and(eq(affiliateTokens.affiliateId, affiliateId), isNull(affiliateTokens.usedAt)));
}

/** Reset tokens issued for an affiliate in the last hour (a per-address request limit). */
export async function recentResetCount(db: Queryable, affiliateId: string): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(affiliateTokens)
    .where(
      and(
        eq(affiliateTokens.affiliateId, affiliateId),
        eq(affiliateTokens.purpose, 'reset'),
        gt(affiliateTokens.createdAt, sql`now() - interval '1 hour'`),
      ),
    );
  return row?.total ?? 0;
}

export interface AffiliateRecipient {
  id: string;
  name: string;
  email: string;
}

/** The payload both access mails render (`mail/templates/affiliate-access.tsx`). */
export interface AffiliateAccessMailPayload extends Record<string, unknown> {
  name: string;
  /** Site-relative: `/affiliate/set-password?token=...`. */
  link: string;
  /** ISO timestamp. */
  expiresAt: string;
  /** The invitation states the programme's terms at the affiliate's own rate (a percent). */
  commissionRate?: string;
}

async function queueAccessMail(
  db: Queryable,
  affiliate: AffiliateRecipient,
  purpose: AffiliateTokenPurpose,
): Promise<{ expiresAt: Date }> {
  const { token, expiresAt } = await issueAffiliateToken(db, {
    affiliateId: affiliate.id,
    purpose,
  });
  const payload: AffiliateAccessMailPayload = {
    name: affiliate.name,
    link: `${SET_PASSWORD_PATH}?token=${encodeURIComponent(token)}`,
    expiresAt: expiresAt.toISOString(),
  };
  if (purpose === 'invite') {
    // Read in the caller's transaction, so it is the rate the account was just given.
    const [account] = await db
      .select({ commissionRate: affiliates.commissionRate })
      .from(affiliates)
      .where(eq(affiliates.id, affiliate.id));
    if (account) payload.commissionRate = account.commissionRate;
  }
  await enqueueEmail(db, {
    kind: purpose === 'invite' ? AFFILIATE_INVITE_KIND : AFFILIATE_RESET_KIND,
    recipient: affiliate.email,
    payload,
  });
  return { expiresAt };
}

/**
 * Issues an invitation token and queues the invitation mail. Call it inside the transaction
 * that creates the affiliate (or resends the invitation), so the mail exists exactly when that
 * change does. The mail carries a link, never a password.
 */
export function queueAffiliateInvitation(
  db: Queryable,
  options: { affiliate: AffiliateRecipient },
): Promise<{ expiresAt: Date }> {
  return queueAccessMail(db, options.affiliate, 'invite');
}

/** Issues a reset token and queues the reset mail (from the sign-in dialog's request). */
export function queueAffiliatePasswordReset(
  db: Queryable,
  options: { affiliate: AffiliateRecipient },
): Promise<{ expiresAt: Date }> {
  return queueAccessMail(db, options.affiliate, 'reset');
}
