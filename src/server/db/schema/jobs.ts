import { sql } from 'drizzle-orm';
import {
  bigserial,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, instant, optionalReference, uuidPrimaryKey } from './columns';
import { purchases } from './core';

/**
 * Where a job is. `running`: a worker holds it (its lease is `locked_until`). `cancelled`: no
 * longer wanted (a reminder after the questionnaire came in, a report of a refunded order).
 */
export const jobStatus = pgEnum('job_status', ['queued', 'running', 'done', 'dead', 'cancelled']);

/**
 * The shop's background work, every kind in one leased table (decisions 220, 327): a row is
 * written in the same transaction as the business change that asks for it, and the job worker
 * claims it, runs its kind's `defineJob` and records the outcome (docs/architecture.md §2).
 * What queries look for is a column; what only its kind reads is in `payload` and `result`.
 */
export const leasedJobs = pgTable(
  'jobs',
  {
    id: uuidPrimaryKey(),
    /** The `defineJob` that runs it: `mail` or `report`. */
    kind: text('kind').notNull(),
    /** What the kind's schema reads besides the columns below (a mail's template payload). */
    payload: jsonb('payload').notNull(),
    /** Makes enqueueing idempotent: one job per business event (e.g. one mail per purchase). */
    dedupeKey: text('dedupe_key'),
    /** The order it is for: its mails and documents land on the order's timeline. */
    purchaseId: optionalReference('purchase_id', () => purchases.id, 'set null'),
    /** A mail's kind, the template that renders it (`free-summary`, `order-confirmation`). */
    mailKind: text('mail_kind'),
    /** Whom a mail goes to. */
    recipient: text('recipient'),
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
    status: jobStatus('status').notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: instant('next_attempt_at').notNull().defaultNow(),
    lockedUntil: instant('locked_until'),
    lastError: text('last_error'),
    /**
     * When a mail went out. Set when its send starts, as its place under its recipient limit,
     * and cleared again if it goes back to the queue or ends unsent.
     */
    sentAt: instant('sent_at'),
    /** What a finished job made, for the record: a mail's `messageId`, a report's `orderFileId`. */
    result: jsonb('result').$type<Record<string, unknown>>(),
    createdAt: createdAt(),
    /** When it ended: done, given up or cancelled. */
    finishedAt: instant('finished_at'),
    /**
     * The order jobs were queued in, also within one transaction (whose `now()` is one instant):
     * jobs due together are run in this order, so an order's confirmation goes before the
     * "book your sessions" mail its payment queued next.
     */
    queuedOrder: bigserial('queued_order', { mode: 'number' }).notNull(),
  },
  (table) => [
    uniqueIndex('jobs_dedupe_key_unique').on(table.dedupeKey),
    index('jobs_due_idx')
      .on(table.kind, table.status, table.nextAttemptAt)
      .where(sql`${table.status} in ('queued', 'running')`),
    index('jobs_purchase_idx')
      .on(table.purchaseId, table.createdAt)
      .where(sql`${table.purchaseId} is not null`),
    // Per-recipient sending limits look up what one mailbox was recently sent.
    index('jobs_recipient_key_idx')
      .on(table.mailKind, table.recipientKey, table.sentAt)
      .where(sql`${table.mailKind} is not null`),
  ],
);

export type LeasedJob = typeof leasedJobs.$inferSelect;
