import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Queryable } from '../db/client';
import { reportJobs, type ReportJob } from '../db/schema';
import { defineJobKind } from './job-kind';
import { createLeasedJobStore } from './job-store';

/** A report job its worker holds; `attempts` is the claim token, as for every leased job. */
export type ClaimedReportJob = Pick<
  ReportJob,
  'id' | 'purchaseId' | 'reason' | 'requestedBy' | 'attempts' | 'createdAt'
>;

/** Report jobs in the shared leased store; a held job is `rendering`, a finished one `done`. */
export const reportJobStore = createLeasedJobStore<ClaimedReportJob>({
  table: reportJobs,
  runningStatus: 'rendering',
  doneStatus: 'done',
  claimed: {
    id: reportJobs.id,
    purchaseId: reportJobs.purchaseId,
    reason: reportJobs.reason,
    requestedBy: reportJobs.requestedBy,
    attempts: reportJobs.attempts,
    createdAt: reportJobs.createdAt,
  },
  onEnding: () => ({ finishedAt: sql`now()` }),
});

/** Why a computed report is (re)made: the payment, or an admin after correcting birth data. */
export const reportJobReasons = ['paid', 'regenerate'] as const;
export type ReportJobReason = (typeof reportJobReasons)[number];

/** What a report job carries, for whoever queues one and for the worker that makes it. */
export const reportJobPayloadSchema = z.object({
  purchaseId: z.uuid(),
  reason: z.enum(reportJobReasons),
  /** `system` or `admin:<e-mail>`: who asked for this version. */
  requestedBy: z.union([z.literal('system'), z.string().startsWith('admin:')]),
});
export type ReportJobPayload = z.infer<typeof reportJobPayloadSchema>;

/**
 * The computed report of an order (products 1-2, decision 094). The `paid` job is queued once
 * per order (dedupe key `paid:<order>`), however many times the payment is reported.
 */
export const reportJobKind = defineJobKind({
  kind: 'report',
  payload: reportJobPayloadSchema,
  store: reportJobStore,
  async write(db: Queryable, payload, options) {
    const dedupeKey =
      options.dedupeKey ?? (payload.reason === 'paid' ? `paid:${payload.purchaseId}` : null);
    const [row] = await db
      .insert(reportJobs)
      .values({
        ...payload,
        dedupeKey,
        ...(options.delayHours
          ? { nextAttemptAt: sql`now() + make_interval(hours => ${options.delayHours})` }
          : {}),
      })
      .onConflictDoNothing({ target: reportJobs.dedupeKey })
      .returning({ id: reportJobs.id });
    return row?.id ?? null;
  },
  payloadOf: ({ purchaseId, reason, requestedBy }) => ({ purchaseId, reason, requestedBy }),
});
