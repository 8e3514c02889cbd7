import { bigint, date, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

/**
 * The shop's sales per UTC day, reading, affiliate and code, kept by the triggers of migration
 * 0033 as orders are paid and refunded (decision 363), so the owner's figures read a few rows a
 * day instead of the orders. A payment counts on the day it completed, a refund on its own day.
 * `shard` spreads concurrent writers over rows, as the dashboard's counters do; reads sum them.
 */
export const salesDays = pgTable(
  'sales_days',
  {
    day: date('day').notNull(),
    productId: integer('product_id').notNull(),
    /** The order's affiliate's id, or '' for none. */
    affiliateKey: text('affiliate_key').notNull(),
    /** The discount code as used, or '' for none. */
    code: text('code').notNull(),
    shard: integer('shard').notNull(),
    orders: integer('orders').notNull().default(0),
    grossCents: bigint('gross_cents', { mode: 'number' }).notNull().default(0),
    discountCents: bigint('discount_cents', { mode: 'number' }).notNull().default(0),
    refunds: integer('refunds').notNull().default(0),
    refundsCents: bigint('refunds_cents', { mode: 'number' }).notNull().default(0),
  },
  (table) => [
    primaryKey({
      columns: [table.day, table.productId, table.affiliateKey, table.code, table.shard],
    }),
  ],
);
