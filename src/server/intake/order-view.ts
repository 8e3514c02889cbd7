import { count, eq } from 'drizzle-orm';
import type { IntakeOrderView } from '../../common/intake';
import type { Queryable } from '../db/client';
import { questionnaireSubmissions } from '../db/schema';
import { findIntakeOrder } from './intake-order';
import { receivedUploads } from './uploads';

/**
 * What the questionnaire page may show of its order: the tier, the date and the files already
 * received, nothing personal.
 */
export async function intakeOrderView(db: Queryable, purchaseId: string): Promise<IntakeOrderView> {
  const { purchase, product, questionnaire } = await findIntakeOrder(db, purchaseId);
  const [[submitted], files] = await Promise.all([
    db
      .select({ total: count() })
      .from(questionnaireSubmissions)
      .where(eq(questionnaireSubmissions.purchaseId, purchase.id)),
    receivedUploads(db, purchase.id),
  ]);
  return {
    purchaseId: purchase.id,
    productId: product.id,
    productName: product.name,
    questionnaire,
    orderedAt: (purchase.completedAt ?? purchase.createdAt).toISOString(),
    submissions: submitted?.total ?? 0,
    files,
  };
}
