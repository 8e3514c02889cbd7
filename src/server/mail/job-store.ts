import { and, asc, eq, inArray, lt, lte, ne, or, sql } from 'drizzle-orm';
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
        ? { status: 'dead', lockedUntil: null, lastError: error, sentAt: null }
        : {
            status: 'queued',
            lockedUntil: null,
            sentAt: null,
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
    .set({ status: 'cancelled', lockedUntil: null, lastError: reason, sentAt: null })
    .where(heldBy(job));
}

/** Hands back a claimed job that was not tried (shutting down, lease too short), uncounted. */
export async function releaseJob(db: Database, job: ClaimedJob): Promise<void> {
  await db
    .update(emailJobs)
    .set({
      status: 'queued',
      lockedUntil: null,
      sentAt: null,
      attempts: sql`${emailJobs.attempts} - 1`,
      nextAttemptAt: sql`now()`,
    })
    .where(heldBy(job));
}

/**
 * Takes one of the `perRecipient` mails of the job's kind its mailbox may get in `windowHours`,
 * for this claim, before it is sent. Counting what was already sent was not enough: two workers
 * (two instances) each counted two, both sent, and the mailbox got four of three. Here the count
 * and the reservation happen in one transaction under a lock on that kind and mailbox, and a
 * job being sent counts as sent: its reservation is its `sent_at`, set now while it is
 * `sending` and cleared if the send fails or the job is handed back. A claim that ran out and
 * is taken again does not count against itself.
 */
export async function reserveRecipientSlot(
  db: Database,
  job: ClaimedJob,
  limit: { perRecipient: number; windowHours: number },
): Promise<'reserved' | 'limit-reached' | 'claim-lost'> {
  const key = mailboxKey(job.recipient);
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${job.kind}), hashtext(${key}))`);
    const [row] = await tx
      .select({ total: sql<number>`count(*)::int` })
      .from(emailJobs)
      .where(
        and(
          eq(emailJobs.kind, job.kind),
          eq(emailJobs.recipientKey, key),
          ne(emailJobs.id, job.id),
          inArray(emailJobs.status, ['sent', 'sending']),
          sql`${emailJobs.sentAt} > now() - make_interval(hours => ${limit.windowHours})`,
        ),
      );
    if ((row?.total ?? 0) >= limit.perRecipient) return 'limit-reached';
    const reserved = await tx
      .update(emailJobs)
      .set({ sentAt: sql`now()` })
      .where(heldBy(job))
      .returning({ id: emailJobs.id });
    return reserved.length === 1 ? 'reserved' : 'claim-lost';
  });
}
