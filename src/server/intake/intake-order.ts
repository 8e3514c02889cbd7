import { findProduct, type Product, type QuestionnaireKind } from '../../common/catalogue';
import { intakeMessages } from '../../common/intake';
import type { Queryable } from '../db/client';
import type { Purchase } from '../db/schema';
import { AppError } from '../errors';
import { findOrder } from '../orders/orders';

export interface IntakeOrder {
  purchase: Purchase;
  product: Product;
  questionnaire: QuestionnaireKind;
}

/**
 * The order a questionnaire or an upload is for. The random purchase id is the buyer's
 * capability (decision 065); only a paid purchase of a product with a questionnaire
 * takes answers or files.
 */
export async function findIntakeOrder(db: Queryable, purchaseId: string): Promise<IntakeOrder> {
  const purchase = await findOrder(db, purchaseId);
  if (!purchase) throw new AppError('not_found', intakeMessages.orderNotFound);
  if (purchase.paymentStatus !== 'completed') {
    throw new AppError('conflict', intakeMessages.orderNotPaid);
  }
  const product = findProduct(purchase.productId);
  if (!product?.questionnaire) throw new AppError('conflict', intakeMessages.noQuestionnaire);
  return { purchase, product, questionnaire: product.questionnaire };
}
