import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { orderFiles } from './admin';
import { purchases } from './core';

/** `cancelled`: the order can no longer get it (refunded, or no birth date to compute from). */
export const reportJobStatus = pgEnum('report_job_status', [
  'queued',
  'rendering',
  'done',
  'dead',
  'cancelled',
]);

/**
 * Outbox for computed reports (catalogue `computedReport`, decision 074): a row is written in
 * the transaction that completes the payment (or an admin's regeneration), and the report
 * worker claims it, renders the PDF, stores it as a file of the order and delivers it.
 */
export const reportJobs = pgTable(
  'report_jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    purchaseId: uuid('purchase_id')
      .notNull()
      .references(() => purchases.id, { onDelete: 'cascade' }),
    /** `paid` (right after payment) or `regenerate` (an admin, after correcting birth data). */
    reason: text('reason').notNull(),
    /** `system` or `admin:<e-mail>`: who asked for this version. */
    requestedBy: text('requested_by').notNull(),
    /** One report per payment: `paid:<purchase id>`; regenerations are each their own. */
    dedupeKey: text('dedupe_key'),
    status: reportJobStatus('status').notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    /** The file this job made, once done. */
    orderFileId: uuid('order_file_id').references(() => orderFiles.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('report_jobs_dedupe_key_unique').on(table.dedupeKey),
    index('report_jobs_due_idx')
      .on(table.status, table.nextAttemptAt)
      .where(sql`${table.status} in ('queued', 'rendering')`),
    index('report_jobs_purchase_idx').on(table.purchaseId, table.createdAt),
  ],
);

export type ReportJob = typeof reportJobs.$inferSelect;
