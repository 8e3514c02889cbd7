import { count, eq } from 'drizzle-orm';
import { findProduct, type Product, type QuestionnaireKind } from '../../common/catalogue';
import { intakeMessages, type IntakeOrderView } from '../../common/intake';
import type { Queryable } from '../db/client';
import { questionnaireSubmissions, type Purchase } from '../db/schema';
import { AppError } from '../errors';
import { findPurchase } from '../orders/purchases';

export interface IntakeOrder {
  purchase: Purchase;
  product: Product;
  questionnaire: QuestionnaireKind;
}

/**
 * The order a questionnaire or an upload is for. The random purchase id is the buyer's
 * capability (DESIGN.md decision 5); only a paid purchase of a product with a questionnaire
 * takes answers or files.
 */
export async function findIntakeOrder(db: Queryable, purchaseId: string): Promise<IntakeOrder> {
  const purchase = await findPurchase(db, purchaseId);
  if (!purchase) throw new AppError('not_found', intakeMessages.purchaseNotFound);
  if (purchase.paymentStatus !== 'completed') {
    throw new AppError('conflict', intakeMessages.purchaseNotPaid);
  }
  const product = findProduct(purchase.productId);
  if (!product?.questionnaire) throw new AppError('conflict', intakeMessages.noQuestionnaire);
  return { purchase, product, questionnaire: product.questionnaire };
}

/** What the questionnaire page may show of its order: the tier and the date, nothing personal. */
export async function intakeOrderView(db: Queryable, purchaseId: string): Promise<IntakeOrderView> {
  const { purchase, product, questionnaire } = await findIntakeOrder(db, purchaseId);
  const [submitted] = await db
    .select({ total: count() })
    .from(questionnaireSubmissions)
    .where(eq(questionnaireSubmissions.purchaseId, purchase.id));
  return {
    purchaseId: purchase.id,
    productId: product.id,
    productName: product.name,
    questionnaire,
    orderedAt: (purchase.completedAt ?? purchase.createdAt).toISOString(),
    submissions: submitted?.total ?? 0,
  };
}
