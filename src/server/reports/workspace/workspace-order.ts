import { and, eq } from 'drizzle-orm';
import { findProduct, type Product } from '../../../common/catalogue';
import { workspaceMessages } from '../../../common/workspace';
import type { Queryable } from '../../db/client';
import { purchases, type Purchase } from '../../db/schema';
import { AppError } from '../../errors';
import { isPlacedOrder } from '../../orders/orders';

export interface WorkspaceOrder {
  purchase: Purchase;
  product: Product;
}

/**
 * The order a workspace route names, if a reader may write for it: placed, paid and not refunded,
 * of a product with written deliverables. Anything else is refused before a draft is read or
 * written, so no text is ever kept for an order that will not be delivered.
 */
export async function workspaceOrder(db: Queryable, purchaseId: string): Promise<WorkspaceOrder> {
  const [purchase] = await db
    .select()
    .from(purchases)
    .where(and(eq(purchases.id, purchaseId), isPlacedOrder));
  if (!purchase) throw new AppError('not_found', workspaceMessages.orderNotFound);
  const product = findProduct(purchase.productId);
  if (!product || product.writtenDocuments.length === 0) {
    throw new AppError('not_found', workspaceMessages.noWrittenReading);
  }
  if (purchase.paymentStatus !== 'completed') {
    throw new AppError('conflict', workspaceMessages.notPaid);
  }
  return { purchase, product };
}

/** The section's catalogue key, if the order's product has it. */
export function sectionOf(product: Product, sectionKey: string) {
  const section = product.writtenDocuments.find((item) => item.key === sectionKey);
  if (!section) throw new AppError('not_found', workspaceMessages.sectionNotFound);
  return section;
}
