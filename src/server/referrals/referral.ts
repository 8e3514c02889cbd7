import { and, eq } from 'drizzle-orm';
import type { ReferralLookup } from '../../common/affiliate';
import type { Queryable } from '../db/client';
import { affiliates } from '../db/schema';

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
