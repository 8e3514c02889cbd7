import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { mailboxKey } from '../../common/affiliate';
import { emailJobs } from '../db/schema';
import { createLeasedJobStore, type ClaimToken, type ClockReading } from '../jobs/job-store';

/**
 * A job this worker holds. `attempts` after the claim doubles as the claim token: every claim
 * increments it, so a write conditioned on it only lands while this claim is the current one.
 */
export interface ClaimedJob extends ClaimToken {
  kind: string;
  recipient: string;
  payload: unknown;
  purchaseId: string | null;
}

export type { ClockReading } from '../jobs/job-store';

/** Mail jobs in the shared leased store; a held mail is `sending`, a delivered one `sent`. */
export const mailJobStore = createLeasedJobStore<ClaimedJob>({
  table: emailJobs,
  runningStatus: 'sending',
  doneStatus: 'sent',
  claimed: {
    id: emailJobs.id,
    kind: emailJobs.kind,
    recipient: emailJobs.recipient,
    payload: emailJobs.payload,
    attempts: emailJobs.attempts,
    createdAt: emailJobs.createdAt,
    purchaseId: emailJobs.purchaseId,
  },
  queuedOrder: emailJobs.queuedOrder,
  // A mail's `sent_at` is its place under its recipient limit while it is being sent: a job that
  // goes back to the queue, or ends unsent, gives that place up.
  onLeavingRunning: () => ({ sentAt: null }),
});

const heldBy = mailJobStore.heldBy;

/** Claims up to `limit` due mails for `leaseMs` (SKIP LOCKED: two workers never share one). */
export const claimDueJobs = (db: Database, limit: number, leaseMs: number, clock?: ClockReading) =>
  mailJobStore.claim(db, limit, leaseMs, clock);

/** Extends the lease of mails this worker still holds. */
export const renewLeases = (
  db: Database,
  jobs: ClaimedJob[],
  leaseMs: number,
  clock?: ClockReading,
) => mailJobStore.renew(db, jobs, leaseMs, clock);

/** Records a delivery. Returns false when the claim had been lost (lease expired). */
export const markSent = (db: Database, job: ClaimedJob, messageId: string) =>
  mailJobStore.complete(db, job, { messageId, sentAt: sql`now()` });

/** Puts a failed mail back in the queue for `retryInMs`, or gives it up when that is null. */
export const markFailed = (
  db: Database,
  job: ClaimedJob,
  error: string,
  retryInMs: number | null,
) => mailJobStore.fail(db, job, error, retryInMs);

/** A claimed mail that is no longer wanted (e.g. a reminder whose questionnaire came in). */
export async function markCancelled(db: Database, job: ClaimedJob, reason: string) {
  await mailJobStore.cancel(db, job, reason);
}

/** Hands back a claimed mail that was not tried (shutting down, lease too short), uncounted. */
export const releaseJob = (db: Database, job: ClaimedJob) => mailJobStore.release(db, job);

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
