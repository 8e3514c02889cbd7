import { and, eq, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import { products, type Product } from '../../../common/catalogue';
import { clockStartsAfter } from '../../../common/reading-due';
import { purchases } from '../../db/schema';
import { isPlacedOrder } from '../../orders/orders';

/** The products whose orders hold a report a reader writes within a promise of business days. */
export const queuedProducts: readonly Product[] = products.filter(
  (product) =>
    product.writtenDocuments.length > 0 && product.deliveryPromise.kind === 'business-days',
);

/**
 * An order of the queue: paid, not refunded, its written reading not yet delivered, its
 * customer known. Apart from the customer, the predicate of the partial indexes
 * `purchases_reading_queue_*` (migration reading_queue), so the planner reads the queue from
 * them rather than from the million orders.
 */
export function isOpenReading(productId: number): SQL {
  // Literals, not parameters, so the planner matches the partial indexes on any plan.
  return and(
    isPlacedOrder,
    sql.raw(`${purchases.paymentStatus.name} = 'completed'`),
    sql.raw(`${purchases.processingStatus.name} <> 'delivered'`),
    eq(purchases.productId, productId),
    // A gift not claimed yet has nobody to write for (decision 356): it joins at the claim.
    isNotNull(purchases.userId),
  )!;
}

/** The instant the product's clock starts from, as a column. */
export function clockStartColumn(product: Product) {
  return clockStartsAfter(product) === 'questionnaire'
    ? purchases.questionnaireSubmittedAt
    : purchases.completedAt;
}

/** Orders still waiting on the customer (only a questionnaire product's orders ever do). */
export function waitsOnCustomer(product: Product): SQL | null {
  return clockStartsAfter(product) === 'questionnaire'
    ? isNull(purchases.questionnaireSubmittedAt)
    : null;
}

/** A `YYYY-MM-DD` day as the instant it starts, UTC. */
export function startOfDay(day: string): SQL {
  return sql`(${day}::date)::timestamp at time zone 'UTC'`;
}
