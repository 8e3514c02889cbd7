import { integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * One row per daily job and day (UTC, by the shop's clock): the instance whose insert made the
 * row runs the job that day, so a shop of several instances runs it once. A run that never
 * finished (its instance died) is taken again once its lease has passed.
 */
export const scheduledRuns = pgTable(
  'scheduled_runs',
  {
    /** Which job, e.g. `retention-purge`. */
    job: text('job').notNull(),
    /** `YYYY-MM-DD`. */
    day: text('day').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    attempts: integer('attempts').notNull().default(1),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    /** What the run did (counts), for the operator. */
    result: jsonb('result').$type<Record<string, unknown>>(),
  },
  (table) => [primaryKey({ columns: [table.job, table.day] })],
);

export type ScheduledRun = typeof scheduledRuns.$inferSelect;
