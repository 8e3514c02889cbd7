import { sql } from 'drizzle-orm';
import { date, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, instant, optionalReference, updatedAt } from './columns';
import { purchases, users } from './core';

/**
 * A reading given to someone else (decision 356): one row per gift order, beside its purchase.
 * The buyer owns the payment, the message and this row's buyer columns; the recipient's birth
 * data and answers live where every customer's do (the purchase's customer, `birth_data`),
 * filed only when they claim it. `version` counts the gift e-mails that can still be claimed
 * from: a new date, a new address or a resend adds one, and every mail and link of an older
 * version stops working.
 */
export const gifts = pgTable(
  'gifts',
  {
    purchaseId: uuid('purchase_id')
      .primaryKey()
      .references(() => purchases.id, { onDelete: 'cascade' }),
    /** The buyer once the money arrived (a contact, no birth); null after their erasure. */
    buyerUserId: optionalReference('buyer_user_id', () => users.id, 'set null'),
    /** As the buyer gave them at the checkout; blanked by the buyer's erasure. */
    buyerName: text('buyer_name').notNull(),
    buyerEmail: text('buyer_email').notNull(),
    buyerPhone: text('buyer_phone'),
    recipientName: text('recipient_name').notNull(),
    recipientEmail: text('recipient_email').notNull(),
    message: text('message').notNull().default(''),
    /** The delivery day in the buyer's zone, the zone, and the instant the gift e-mail is due. */
    deliverOn: date('deliver_on', { mode: 'string' }).notNull(),
    timeZone: text('time_zone').notNull(),
    deliverAt: instant('deliver_at').notNull(),
    version: integer('version').notNull().default(1),
    /** When the gift e-mail of the current version went out (the mail worker's record). */
    deliveredAt: instant('delivered_at'),
    /** When the recipient claimed it: from then the order is theirs (`purchases.user_id`). */
    claimedAt: instant('claimed_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('gifts_buyer_user_idx')
      .on(table.buyerUserId)
      .where(sql`${table.buyerUserId} is not null`),
  ],
);

export type Gift = typeof gifts.$inferSelect;
