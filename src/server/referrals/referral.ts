import { and, eq, sql } from 'drizzle-orm';
import { referralCodeSchema, type ReferralLookup } from '../../common/affiliate';
import type { Queryable } from '../db/client';
import { affiliates, affiliateVisitDays } from '../db/schema';
import { readReferralCookie } from './referral-cookie';

/** `GET /api/referral/:code`: who a code belongs to and their commission, if still active. */
export async function lookupReferral(db: Queryable, code: string): Promise<ReferralLookup> {
  const [affiliate] = await db
    .select({ name: affiliates.name, commissionRate: affiliates.commissionRate })
    .from(affiliates)
    .where(and(eq(affiliates.referralCode, code.toUpperCase()), eq(affiliates.isActive, true)));
  if (!affiliate) return { valid: false };
  return {
    valid: true,
    affiliateName: affiliate.name,
    commissionRate: Number(affiliate.commissionRate),
  };
}

/**
 * The referral an order is bought through, as it stands now: the code, its affiliate and the
 * rate in force (decision 075). Null for an unknown, malformed or deactivated code, so
 * such an order simply has no referral. Checkout passes this to `createPendingOrder`.
 */
export interface ReferralSnapshot {
  code: string;
  affiliateId: string;
  /** Percent as stored, e.g. `20.00`. */
  commissionRate: string;
}

export async function referralSnapshot(
  db: Queryable,
  code: string | null | undefined,
): Promise<ReferralSnapshot | null> {
  const referral = await activeReferral(db, code);
  if (!referral) return null;
  return {
    code: referral.code,
    affiliateId: referral.affiliateId,
    commissionRate: referral.commissionRate,
  };
}

/** The snapshot with the affiliate's name, for the shop's applied-referral notice. */
export async function activeReferral(
  db: Queryable,
  code: string | null | undefined,
): Promise<(ReferralSnapshot & { affiliateName: string }) | null> {
  const parsed = referralCodeSchema.safeParse(code);
  if (!parsed.success) return null;
  const [affiliate] = await db
    .select({
      code: affiliates.referralCode,
      affiliateId: affiliates.id,
      commissionRate: affiliates.commissionRate,
      affiliateName: affiliates.name,
    })
    .from(affiliates)
    .where(and(eq(affiliates.referralCode, parsed.data), eq(affiliates.isActive, true)));
  return affiliate ?? null;
}

/** One more visit through the affiliate's link today (UTC): one row per affiliate and day. */
export async function countReferralVisit(
  db: Queryable,
  affiliateId: string,
  now: Date,
): Promise<void> {
  const day = now.toISOString().slice(0, 10);
  await db
    .insert(affiliateVisitDays)
    .values({ affiliateId, day, visits: 1 })
    .onConflictDoUpdate({
      target: [affiliateVisitDays.affiliateId, affiliateVisitDays.day],
      set: { visits: sql`${affiliateVisitDays.visits} + 1` },
    });
}

/**
 * Who an order is attributed to: the browser's referral cookie while it is within its 30 days
 * and its affiliate active (the first valid referral wins), else the code the purchase named
 * (the referral checkout's `?ref=`, a payment link's reference). Always checked here, never
 * taken from the browser as it is.
 */
export async function attributedReferral(
  db: Queryable,
  sources: { cookie?: string; code?: string | null; now: Date },
): Promise<ReferralSnapshot | null> {
  const kept = readReferralCookie(sources.cookie, sources.now);
  return (
    (kept ? await referralSnapshot(db, kept.code) : null) ?? referralSnapshot(db, sources.code)
  );
}
