import { integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { instant } from './columns';

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
    startedAt: instant('started_at').notNull().defaultNow(),
    attempts: integer('attempts').notNull().default(1),
    finishedAt: instant('finished_at'),
    /** What the run did (counts), for the operator. */
    result: jsonb('result').$type<Record<string, unknown>>(),
  },
  (table) => [primaryKey({ columns: [table.job, table.day] })],
);

export type ScheduledRun = typeof scheduledRuns.$inferSelect;
