import type { Database, Queryable } from '../db/client';
import { reportJobStore, type ClaimedReportJob } from '../jobs/report-job';

export type { ClaimedReportJob } from '../jobs/report-job';

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
