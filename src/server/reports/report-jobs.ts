import { and, asc, eq, inArray, lt, lte, or, sql } from 'drizzle-orm';
import type { Database, Queryable } from '../db/client';
import { reportJobs, type ReportJob } from '../db/schema';

/**
 * A report job this worker holds. As in the mail outbox, `attempts` after the claim is the
 * claim token: a write conditioned on it only lands while this claim is the current one.
 */
export type ClaimedReportJob = Pick<
  ReportJob,
  'id' | 'purchaseId' | 'reason' | 'requestedBy' | 'attempts' | 'createdAt'
>;

function nowOf(clock: Date | undefined) {
  return clock ? sql`${clock.toISOString()}::timestamptz` : sql`now()`;
}

/** Claims up to `limit` due jobs for `leaseMs` (SKIP LOCKED: two workers never share one). */
export async function claimDueReportJobs(
  db: Database,
  limit: number,
  leaseMs: number,
  clock?: Date,
): Promise<ClaimedReportJob[]> {
  const now = nowOf(clock);
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ id: reportJobs.id })
      .from(reportJobs)
      .where(
        or(
          and(eq(reportJobs.status, 'queued'), lte(reportJobs.nextAttemptAt, now)),
          // A worker that claimed this and died: its lease ran out, so the job is free again.
          and(eq(reportJobs.status, 'rendering'), lt(reportJobs.lockedUntil, now)),
        ),
      )
      .orderBy(asc(reportJobs.nextAttemptAt))
      .limit(limit)
      .for('update', { skipLocked: true });
    if (due.length === 0) return [];
    return tx
      .update(reportJobs)
      .set({
        status: 'rendering',
        attempts: sql`${reportJobs.attempts} + 1`,
        lockedUntil: sql`${now} + make_interval(secs => ${leaseMs / 1000})`,
      })
      .where(
        inArray(
          reportJobs.id,
          due.map((row) => row.id),
        ),
      )
      .returning({
        id: reportJobs.id,
        purchaseId: reportJobs.purchaseId,
        reason: reportJobs.reason,
        requestedBy: reportJobs.requestedBy,
        attempts: reportJobs.attempts,
        createdAt: reportJobs.createdAt,
      });
  });
}

function heldBy(job: ClaimedReportJob) {
  return and(
    eq(reportJobs.id, job.id),
    eq(reportJobs.status, 'rendering'),
    eq(reportJobs.attempts, job.attempts),
  );
}

/** Extends the lease of jobs this worker still holds; a claim that was lost stays lost. */
export async function renewReportLeases(
  db: Database,
  jobs: ClaimedReportJob[],
  leaseMs: number,
  clock?: Date,
): Promise<void> {
  if (jobs.length === 0) return;
  await db
    .update(reportJobs)
    .set({ lockedUntil: sql`${nowOf(clock)} + make_interval(secs => ${leaseMs / 1000})` })
    .where(or(...jobs.map(heldBy)));
}

/** Records the file the job made, in the transaction that delivers it; false if the claim was lost. */
export async function markReportJobDone(
  tx: Queryable,
  job: ClaimedReportJob,
  orderFileId: string,
): Promise<boolean> {
  const rows = await tx
    .update(reportJobs)
    .set({
      status: 'done',
      orderFileId,
      lockedUntil: null,
      lastError: null,
      finishedAt: sql`now()`,
    })
    .where(heldBy(job))
    .returning({ id: reportJobs.id });
  return rows.length === 1;
}

/** Back in the queue after `retryInMs`, or given up (`dead`) when that is null. */
export async function markReportJobFailed(
  db: Database,
  job: ClaimedReportJob,
  error: string,
  retryInMs: number | null,
): Promise<void> {
  await db
    .update(reportJobs)
    .set(
      retryInMs === null
        ? { status: 'dead', lockedUntil: null, lastError: error, finishedAt: sql`now()` }
        : {
            status: 'queued',
            lockedUntil: null,
            lastError: error,
            nextAttemptAt: sql`now() + make_interval(secs => ${retryInMs / 1000})`,
          },
    )
    .where(heldBy(job));
}

/** The order can no longer get this report (refunded, or nothing to compute it from). */
export async function cancelReportJob(db: Queryable, job: ClaimedReportJob, reason: string) {
  await db
    .update(reportJobs)
    .set({ status: 'cancelled', lockedUntil: null, lastError: reason, finishedAt: sql`now()` })
    .where(heldBy(job));
}

/** Hands back a claimed job that was not tried (shutting down), uncounted. */
export async function releaseReportJob(db: Database, job: ClaimedReportJob): Promise<void> {
  await db
    .update(reportJobs)
    .set({
      status: 'queued',
      lockedUntil: null,
      attempts: sql`${reportJobs.attempts} - 1`,
      nextAttemptAt: sql`now()`,
    })
    .where(heldBy(job));
}
