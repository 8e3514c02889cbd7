import { sql } from 'drizzle-orm';
import { check, index, integer, numeric, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, instant, requiredReference, uuidPrimaryKey } from './columns';
import { purchases } from './core';

/**
 * An order's second payment (decision 358): the buyer upgrades a paid order to a higher product
 * and pays the difference of the two catalogue prices. The order keeps its first payment on its
 * own row (`purchases.amount`, `payment_intent_id`); each upgrade is its own payment here, with
 * its intent, its status and its refund, so money is always per payment.
 * - `pending`: the intent is open; `completed`: paid and applied (the order is `to_product_id`);
 * - `superseded`: paid after the order had moved on (another upgrade came first): refunded whole;
 * - `refunded`: the difference went back, and the order went back to `from_product_id`.
 */
export const orderUpgrades = pgTable(
  'order_upgrades',
  {
    id: uuidPrimaryKey(),
    purchaseId: requiredReference('purchase_id', () => purchases.id, 'cascade'),
    fromProductId: integer('from_product_id').notNull(),
    toProductId: integer('to_product_id').notNull(),
    /** The difference paid, in dollars (as `purchases.amount`). */
    amount: numeric('amount', { precision: 10, scale: 2 }).notNull(),
    currency: text('currency').notNull().default('usd'),
    paymentProvider: text('payment_provider').notNull(),
    paymentIntentId: text('payment_intent_id').notNull(),
    status: text('status').notNull().default('pending'),
    createdAt: createdAt(),
    completedAt: instant('completed_at'),
    refundedAt: instant('refunded_at'),
  },
  (table) => [
    uniqueIndex('order_upgrades_payment_intent_unique').on(table.paymentIntentId),
    index('order_upgrades_purchase_idx').on(table.purchaseId, table.createdAt),
    check(
      'order_upgrades_status',
      sql`${table.status} in ('pending', 'completed', 'superseded', 'refunded')`,
    ),
    check('order_upgrades_amount_positive', sql`${table.amount} > 0`),
  ],
);

export type OrderUpgrade = typeof orderUpgrades.$inferSelect;
