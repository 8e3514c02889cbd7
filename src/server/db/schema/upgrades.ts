import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
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
    id: uuid('id').primaryKey().defaultRandom(),
    purchaseId: uuid('purchase_id')
      .notNull()
      .references(() => purchases.id, { onDelete: 'cascade' }),
    fromProductId: integer('from_product_id').notNull(),
    toProductId: integer('to_product_id').notNull(),
    /** The difference paid, in dollars (as `purchases.amount`). */
    amount: numeric('amount', { precision: 10, scale: 2 }).notNull(),
    currency: text('currency').notNull().default('usd'),
    paymentProvider: text('payment_provider').notNull(),
    paymentIntentId: text('payment_intent_id').notNull(),
    status: text('status').notNull().default('pending'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
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
