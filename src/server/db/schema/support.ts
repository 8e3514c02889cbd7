import { sql } from 'drizzle-orm';
import { check, index, pgEnum, pgTable, text } from 'drizzle-orm/pg-core';
import { admins } from './admin-accounts';
import { instant, optionalReference, requiredReference, uuidPrimaryKey } from './columns';
import { purchases } from './core';

/** Who wrote a support message: the buyer on the reading page, or a reader from the admin area. */
export const supportSide = pgEnum('support_side', ['customer', 'reader']);

/**
 * The thread of an order's support window (decision 282): one row per message, plain text as
 * typed. Never edited; erased with the customer (the order's personal data).
 */
export const supportMessages = pgTable(
  'support_messages',
  {
    id: uuidPrimaryKey(),
    purchaseId: requiredReference('purchase_id', () => purchases.id, 'cascade'),
    side: supportSide('side').notNull(),
    /** The reader who answered; null on the customer's messages (and if that admin is gone). */
    adminId: optionalReference('admin_id', () => admins.id, 'set null'),
    body: text('body').notNull(),
    createdAt: instant('created_at').notNull(),
    /** When the other side first opened the thread after it was written; null while unseen. */
    readAt: instant('read_at'),
  },
  (table) => [
    index('support_messages_purchase_idx').on(table.purchaseId, table.createdAt),
    // The shared inbox reads the customer's unanswered messages.
    index('support_messages_waiting_idx')
      .on(table.createdAt)
      .where(sql`${table.side} = 'customer'`),
    check('support_messages_body_length', sql`char_length(${table.body}) between 1 and 4000`),
  ],
);

export type SupportMessage = typeof supportMessages.$inferSelect;
