import { eq } from 'drizzle-orm';
import type { AdminOrderReferral } from '../../../common/admin';
import type { Queryable } from '../../db/client';
import { affiliates, type Purchase } from '../../db/schema';
import { ledgerEntries } from '../../orders/commissions';

/**
 * The purchase page's referral: the code and the rate snapshot stored on the order, the
 * affiliate's name, the commission's amount and status now, and whether it was a self-referral.
 */
export async function orderReferral(
  db: Queryable,
  purchase: Pick<
    Purchase,
    'id' | 'referralCode' | 'affiliateId' | 'commissionRate' | 'isSelfReferral'
  >,
  now: Date,
): Promise<AdminOrderReferral | null> {
  if (!purchase.affiliateId && !purchase.referralCode) return null;
  const [affiliate] = purchase.affiliateId
    ? await db
        .select({ name: affiliates.name })
        .from(affiliates)
        .where(eq(affiliates.id, purchase.affiliateId))
    : [];
  const ledger = purchase.affiliateId
    ? await ledgerEntries(db, { affiliateId: purchase.affiliateId, now })
    : [];
  const commission = ledger.find(
    (entry) => entry.purchaseId === purchase.id && entry.kind === 'commission',
  );
  return {
    code: purchase.referralCode,
    affiliateId: purchase.affiliateId,
    affiliateName: affiliate?.name ?? null,
    commissionRate: purchase.commissionRate,
    isSelfReferral: purchase.isSelfReferral,
    commission: commission
      ? {
          amountCents: commission.amountCents,
          status: commission.status,
          payableAt: commission.payableAt.toISOString(),
        }
      : null,
  };
}
