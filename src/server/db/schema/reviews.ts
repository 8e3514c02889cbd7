import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { admins } from './admin-accounts';
import {
  createdAt,
  instant,
  optionalReference,
  requiredReference,
  updatedAt,
  uuidPrimaryKey,
} from './columns';
import { purchases } from './core';

/**
 * A verified buyer's review of their delivered reading (issue 40, decision 361): one per order,
 * written on the private page the review request links to, shown only once an admin approves
 * it, with the first name and initial given at the time. A refund or the buyer's erasure
 * deletes it (the order's cascade too).
 */
export const reviews = pgTable(
  'reviews',
  {
    id: uuidPrimaryKey(),
    purchaseId: requiredReference('purchase_id', () => purchases.id, 'cascade'),
    productId: integer('product_id').notNull(),
    rating: integer('rating').notNull(),
    body: text('body').notNull(),
    /** "Mara Q.": how the review is signed on the shop's pages. */
    authorName: text('author_name').notNull(),
    /** `pending` until an admin approves or hides it; an edit makes it pending again. */
    status: text('status').notNull().default('pending'),
    /** The shop's public answer, under the review. */
    reply: text('reply'),
    repliedAt: instant('replied_at'),
    moderatedAt: instant('moderated_at'),
    moderatedBy: optionalReference('moderated_by', () => admins.id, 'set null'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('reviews_purchase_unique').on(table.purchaseId),
    index('reviews_product_status_idx').on(table.productId, table.status, table.createdAt),
    index('reviews_status_idx').on(table.status, table.createdAt),
    check('reviews_rating', sql`${table.rating} between 1 and 5`),
    check('reviews_status', sql`${table.status} in ('pending', 'approved', 'hidden')`),
    check('reviews_body_length', sql`length(${table.body}) <= 1000`),
  ],
);

export type Review = typeof reviews.$inferSelect;
