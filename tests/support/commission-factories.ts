import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { guaranteeDaysFor } from '../../src/common/guarantee';
import { purchases, type Affiliate } from '../../src/server/db/schema';
import { bookCommission } from '../../src/server/orders/commissions';
import { createPaidTestOrder } from './checkout-factories';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * A paid order referred by `affiliate` with its commission booked: payable now (its guarantee
 * window ended a day ago) unless `isPending`, when it was completed just now. The order gets
 * the referral snapshot as checkout would have written it (tests only).
 */
export async function createReferredPaidOrder(
  app: FastifyInstance,
  affiliate: Pick<Affiliate, 'id' | 'referralCode' | 'commissionRate'>,
  options: { productId?: number; isPending?: boolean; fullName?: string } = {},
) {
  const productId = options.productId ?? 5;
  const { purchaseId, person } = await createPaidTestOrder(app, productId, {
    ...(options.fullName ? { fullName: options.fullName } : {}),
  });
  const { db } = app.deps;
  const [purchase] = await db
    .update(purchases)
    .set({
      affiliateId: affiliate.id,
      referralCode: affiliate.referralCode,
      commissionRate: affiliate.commissionRate,
    })
    .where(eq(purchases.id, purchaseId))
    .returning();
  if (!purchase) throw new Error('purchase not found');
  const completedAt = options.isPending
    ? new Date()
    : new Date(Date.now() - (guaranteeDaysFor(productId) + 1) * DAY_MS);
  const entryId = await bookCommission(db, purchase, completedAt);
  if (!entryId) throw new Error('no commission booked');
  return { purchaseId, person, entryId };
}
