import { and, asc, eq, inArray, lt, lte, or, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { mailboxKey } from '../../common/affiliate';
import { emailJobs } from '../db/schema';

/**
 * A job this worker holds. `attempts` after the claim doubles as the claim token: every claim
 * increments it, so a write conditioned on it only lands while this claim is the current one.
 */
export interface ClaimedJob {
  id: string;
  kind: string;
  recipient: string;
  payload: unknown;
  attempts: number;
  createdAt: Date;
  purchaseId: string | null;
}

/** The database's clock, or a given instant (tests move time forward with it). */
export type ClockReading = Date | undefined;

function nowOf(clock: ClockReading) {
  return clock ? sql`${clock.toISOString()}::timestamptz` : sql`now()`;
}

const isDue = (now: ReturnType<typeof nowOf>) =>
  or(
    and(eq(emailJobs.status, 'queued'), lte(emailJobs.nextAttemptAt, now)),
    // A worker that claimed this and then died: its lease ran out, so the job is free again.
    and(eq(emailJobs.status, 'sending'), lt(emailJobs.lockedUntil, now)),
  );

/**
 * Claims up to `limit` due jobs for `leaseMs`. The rows are locked with SKIP LOCKED, so
 * concurrent workers (in this process or on other instances) never claim the same job. One
 * statement, so no transaction to open and commit: the worker polls while the shop is busiest,
 * and on PGlite an open transaction would hold every request back.
 */
export async function claimDueJobs(
  db: Database,
  limit: number,
  leaseMs: number,
  clock?: ClockReading,
): Promise<ClaimedJob[]> {
  const now = nowOf(clock);
  const due = db
    .select({ id: emailJobs.id })
    .from(emailJobs)
    .where(isDue(now))
    .orderBy(asc(emailJobs.nextAttemptAt))
    .limit(limit)
    .for('update', { skipLocked: true });
  return db
    .update(emailJobs)
    .set({
      status: 'sending',
      attempts: sql`${emailJobs.attempts} + 1`,
      lockedUntil: sql`${now} + make_interval(secs => ${leaseMs / 1000})`,
    })
    .where(inArray(emailJobs.id, due))
    .returning({
      id: emailJobs.id,
      kind: emailJobs.kind,
      recipient: emailJobs.recipient,
      payload: emailJobs.payload,
      attempts: emailJobs.attempts,
      createdAt: emailJobs.createdAt,
      purchaseId: emailJobs.purchaseId,
    });
}

function heldBy(job: ClaimedJob) {
  return and(
    eq(emailJobs.id, job.id),
    eq(emailJobs.status, 'sending'),
    eq(emailJobs.attempts, job.attempts),
  );
}

/** Extends the lease of jobs this worker still holds; a claim that was lost stays lost. */
export async function renewLeases(
  db: Database,
  jobs: ClaimedJob[],
  leaseMs: number,
  clock?: ClockReading,
): Promise<void> {
  if (jobs.length === 0) return;
  await db
    .update(emailJobs)
    .set({ lockedUntil: sql`${nowOf(clock)} + make_interval(secs => ${leaseMs / 1000})` })
    .where(or(...jobs.map(heldBy)));
}

/** Records a delivery. Returns false when the claim had been lost (lease expired). */
export async function markSent(db: Database, job: ClaimedJob, messageId: string) {
  const rows = await db
    .update(emailJobs)
    .set({ status: 'sent', messageId, sentAt: sql`now()`, lockedUntil: null, lastError: null })
    .where(heldBy(job))
    .returning({ id: emailJobs.id });
  return rows.length === 1;
}

/** Puts a failed job back in the queue for `retryInMs`, or gives it up when that is null. */
export async function markFailed(
  db: Database,
  job: ClaimedJob,
  error: string,
  retryInMs: number | null,
) {
  const rows = await db
    .update(emailJobs)
    .set(
      retryInMs === null
        ? { status: 'dead', lockedUntil: null, lastError: error }
        : {
            status: 'queued',
            lockedUntil: null,
            lastError: error,
            nextAttemptAt: sql`now() + make_interval(secs => ${retryInMs / 1000})`,
          },
    )
    .where(heldBy(job))
    .returning({ id: emailJobs.id });
  return rows.length === 1;
}

/** A claimed job that is no longer wanted (e.g. a reminder whose questionnaire came in). */
export async function markCancelled(db: Database, job: ClaimedJob, reason: string) {
  await db
    .update(emailJobs)
    .set({ status: 'cancelled', lockedUntil: null, lastError: reason })
    .where(heldBy(job));
}

/** Hands back a claimed job that was not tried (shutting down, lease too short), uncounted. */
export async function releaseJob(db: Database, job: ClaimedJob): Promise<void> {
  await db
    .update(emailJobs)
    .set({
      status: 'queued',
      lockedUntil: null,
      attempts: sql`${emailJobs.attempts} - 1`,
      nextAttemptAt: sql`now()`,
    })
    .where(heldBy(job));
}

/**
 * How many mails of `kind` went to the mailbox of `recipient` in the last `windowHours`, however
 * its address was written (case, `+tags`, Gmail dots: `mailboxKey`).
 */
export async function countRecentlySent(
  db: Database,
  kind: string,
  recipient: string,
  windowHours: number,
): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(emailJobs)
    .where(
      and(
        eq(emailJobs.kind, kind),
        eq(emailJobs.recipientKey, mailboxKey(recipient)),
        sql`${emailJobs.sentAt} > now() - make_interval(hours => ${windowHours})`,
      ),
    );
  return row?.total ?? 0;
}
