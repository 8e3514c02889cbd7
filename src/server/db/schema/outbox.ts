import { sql } from 'drizzle-orm';
import { purchases } from './core';
import {
  bigserial,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/** `cancelled`: no longer wanted (e.g. a reminder after the questionnaire came in); never sent. */
export const emailJobStatus = pgEnum('email_job_status', [
  'queued',
  'sending',
  'sent',
  'dead',
  'cancelled',
]);

/**
 * Transactional outbox for e-mail: a row is written in the same transaction as the business
 * change, and the mail worker claims, renders, sends and records it (docs/architecture.md §2).
 */
export const emailJobs = pgTable(
  'email_jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Which template renders it, e.g. `free-summary`, `order-confirmation`. */
    kind: text('kind').notNull(),
    recipient: text('recipient').notNull(),
    /**
     * The mailbox behind the address, as `mailboxKey` (common/affiliate.ts) folds it: lower
     * case, no `+tag`, and no dots for Gmail. Per-recipient limits count by it, so
     * `ann+1@…` and `ann+2@…` share one limit.
     */
    recipientKey: text('recipient_key').generatedAlwaysAs(
      sql`case when split_part(lower(trim(recipient)), '@', 2) in ('gmail.com', 'googlemail.com')
        then replace(split_part(split_part(lower(trim(recipient)), '@', 1), '+', 1), '.', '') || '@gmail.com'
        else split_part(split_part(lower(trim(recipient)), '@', 1), '+', 1) || '@' || split_part(lower(trim(recipient)), '@', 2)
      end`,
    ),
    payload: jsonb('payload').notNull(),
    /** Makes enqueueing idempotent: one mail per business event (e.g. one per purchase). */
    dedupeKey: text('dedupe_key'),
    /** The order a mail is about, so its sending lands on the order timeline. */
    purchaseId: uuid('purchase_id').references(() => purchases.id, { onDelete: 'set null' }),
    status: emailJobStatus('status').notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    messageId: text('message_id'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * The order mails were queued in, also within one transaction (whose `now()` is one instant):
     * the worker sends mails due together in this order, so an order's confirmation goes before
     * the "book your sessions" mail its payment queued next.
     */
    queuedOrder: bigserial('queued_order', { mode: 'number' }).notNull(),
  },
  (table) => [
    uniqueIndex('email_jobs_dedupe_key_unique').on(table.dedupeKey),
    index('email_jobs_due_idx').on(table.status, table.nextAttemptAt),
    index('email_jobs_purchase_idx')
      .on(table.purchaseId)
      .where(sql`${table.purchaseId} is not null`),
    // Per-recipient sending limits look up what one mailbox was recently sent.
    index('email_jobs_recipient_key_idx').on(table.kind, table.recipientKey, table.sentAt),
  ],
);

export type EmailJob = typeof emailJobs.$inferSelect;
