import { and, eq } from 'drizzle-orm';
import { adminMessages, type AdminOrderDetail } from '../../../common/admin';
import { findProduct } from '../../../common/catalogue';
import type { Queryable } from '../../db/client';
import { admins, purchases, users } from '../../db/schema';
import { AppError } from '../../errors';
import { hasReportInProgress, orderBirthData } from '../../orders/computed-reports';
import { isPlacedOrder } from '../../orders/orders';
import { stillOwedOfOrder } from '../../orders/still-owed';
import { orderTimeline } from '../../orders/timeline';
import { adminEventView } from '../event-view';
import { orderCardColumns, toAdminOrder } from '../admin-views';
import { adminGiftOf } from '../../orders/gifts';
import { adminPaymentsOf } from '../../orders/upgrades';
import { orderDiscountColumns, orderDiscountOf } from './order-discount';
import { orderReferral } from './order-referral';
import { latestQuestionnaires, unsubmittedUploads } from '../questionnaire-views';
import { assignedReaderOf } from '../../../common/readers';

/** `GET /api/purchase/:id`: the order with what its tier includes, answers and timeline. */
export async function orderDetail(
  db: Queryable,
  purchaseId: string,
  now: Date,
): Promise<AdminOrderDetail> {
  const [row] = await db
    .select({
      ...orderCardColumns,
      paymentProvider: purchases.paymentProvider,
      completedAt: purchases.completedAt,
      refundedAt: purchases.refundedAt,
      customer: purchases.customer,
      referralCode: purchases.referralCode,
      affiliateId: purchases.affiliateId,
      commissionRate: purchases.commissionRate,
      isSelfReferral: purchases.isSelfReferral,
      ...orderDiscountColumns,
      readerId: admins.id,
      readerEmail: admins.email,
      readerName: admins.name,
      readerDisplayName: admins.displayName,
    })
    .from(purchases)
    .leftJoin(users, eq(users.id, purchases.userId))
    .leftJoin(admins, eq(admins.id, purchases.assignedReaderId))
    .where(and(eq(purchases.id, purchaseId), isPlacedOrder));
  if (!row) throw new AppError('not_found', adminMessages.orderNotFound);
  const product = findProduct(row.productId);
  const isComputed = product?.hasComputedDocuments ?? false;
  const [[questionnaire], unsubmittedFiles, timeline, isInProgress, referral, owed, gift, paid] =
    await Promise.all([
      latestQuestionnaires(db, [purchaseId]),
      unsubmittedUploads(db, purchaseId),
      orderTimeline(db, purchaseId),
      isComputed ? hasReportInProgress(db, purchaseId) : false,
      orderReferral(db, { ...row, id: purchaseId }, now),
      stillOwedOfOrder(
        db,
        { id: purchaseId, productId: row.productId, paymentStatus: row.status },
        now,
      ),
      adminGiftOf(db, { id: purchaseId, paymentStatus: row.status }),
      adminPaymentsOf(db, {
        id: purchaseId,
        productId: row.productId,
        amount: row.amount,
        paymentStatus: row.status,
        paymentIntentId: row.stripePaymentIntentId,
        completedAt: row.completedAt,
        refundedAt: row.refundedAt,
      }),
    ]);
  return {
    ...toAdminOrder(row),
    paymentProvider: row.paymentProvider,
    completedAt: row.completedAt?.toISOString() ?? null,
    includes: product?.includes ?? [],
    questionnaire: questionnaire ?? null,
    unsubmittedFiles,
    computedReport: isComputed
      ? {
          birthData: orderBirthData({ customer: row.customer }),
          isInProgress,
          documentNames: product?.computedDocuments.map((item) => item.name) ?? [],
        }
      : null,
    referral,
    discount: orderDiscountOf(row),
    owed,
    timeline: timeline.map(adminEventView),
    assignedReader: assignedReaderOf(row),
    gift,
    payments: paid.payments,
    refundableUpgrade: paid.refundableUpgrade,
  };
}
