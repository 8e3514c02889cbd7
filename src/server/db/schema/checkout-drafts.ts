import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import type { CheckoutDraftDetails } from '../../../common/checkout-reminders';
import { createdAt, instant, updatedAt, uuidPrimaryKey } from './columns';

/**
 * What a buyer typed at a checkout they asked to be reminded of (issue 40, decision 360): kept
 * only with that consent, to send one reminder after `CHECKOUT_REMINDER_DELAY_MINUTES` with a link
 * that reopens the checkout as it was. Never the card. Deleted when consent is withdrawn, by the
 * buyer's erasure, and by the retention purge.
 */
export const checkoutDrafts = pgTable(
  'checkout_drafts',
  {
    id: uuidPrimaryKey(),
    productId: integer('product_id').notNull(),
    /** As typed, trimmed: the reminder goes here. */
    email: text('email').notNull(),
    /** The person fields typed so far (no card): the reopened checkout is filled from them. */
    details: jsonb('details').$type<CheckoutDraftDetails>().notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /** When the one reminder went out; null while it waits (or was never wanted). */
    remindedAt: instant('reminded_at'),
    /** When its link last reopened the checkout. */
    resumedAt: instant('resumed_at'),
  },
  (table) => [
    index('checkout_drafts_email_idx').on(sql`lower(${table.email})`),
    index('checkout_drafts_created_idx').on(table.createdAt),
    index('checkout_drafts_reminded_idx')
      .on(table.remindedAt)
      .where(sql`${table.remindedAt} is not null`),
  ],
);

/**
 * Addresses that asked for no more mails of a kind (one click in the mail, or its
 * `List-Unsubscribe`): honoured for every later mail of that kind. Keyed by the mailbox
 * (`mailboxKey`), so `Ann.Lee+x@gmail.com` unsubscribes `annlee@gmail.com`.
 */
export const mailUnsubscribes = pgTable(
  'mail_unsubscribes',
  {
    mailboxKey: text('mailbox_key').notNull(),
    kind: text('kind').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.mailboxKey, table.kind] }),
    check('mail_unsubscribes_kind', sql`length(${table.kind}) between 1 and 64`),
  ],
);

export type CheckoutDraft = typeof checkoutDrafts.$inferSelect;
