import { sql } from 'drizzle-orm';
import type { Database, Queryable } from '../db/client';
import { reportJobs, type ReportJob } from '../db/schema';
import { createLeasedJobStore } from '../jobs/job-store';

/** A report job this worker holds; `attempts` is the claim token, as for every leased job. */
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

/** Claims up to `limit` due jobs for `leaseMs` (SKIP LOCKED: two workers never share one). */
export const claimDueReportJobs = (db: Database, limit: number, leaseMs: number, clock?: Date) =>
  reportJobStore.claim(db, limit, leaseMs, clock);

/** Extends the lease of jobs this worker still holds; a claim that was lost stays lost. */
export const renewReportLeases = (
  db: Database,
  jobs: ClaimedReportJob[],
  leaseMs: number,
  clock?: Date,
) => reportJobStore.renew(db, jobs, leaseMs, clock);

/** Records the file the job made, in the transaction that delivers it; false if the claim was lost. */
export const markReportJobDone = (tx: Queryable, job: ClaimedReportJob, orderFileId: string) =>
  reportJobStore.complete(tx, job, { orderFileId });

/** Back in the queue after `retryInMs`, or given up (`dead`) when that is null. */
export async function markReportJobFailed(
  db: Database,
  job: ClaimedReportJob,
  error: string,
  retryInMs: number | null,
): Promise<void> {
  await reportJobStore.fail(db, job, error, retryInMs);
}

/** The order can no longer get this report (refunded, or nothing to compute it from). */
export async function cancelReportJob(db: Queryable, job: ClaimedReportJob, reason: string) {
  await reportJobStore.cancel(db, job, reason);
}

/** Hands back a claimed job that was not tried (shutting down), uncounted. */
export const releaseReportJob = (db: Database, job: ClaimedReportJob) =>
  reportJobStore.release(db, job);
