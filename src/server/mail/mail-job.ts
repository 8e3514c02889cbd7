import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { mailboxKey } from '../../common/affiliate';
import { leasedJobs } from '../db/schema';
import { completeJob, heldBy } from '../jobs/job-store';

/** A mail job as the mail job runs it: `kind` is the mail's kind, `payload` its template's. */
export interface MailJob {
  id: string;
  attempts: number;
  createdAt: Date;
  kind: string;
  recipient: string;
  payload: Record<string, unknown>;
  purchaseId: string | null;
}

/** Records a delivery. Returns false when the claim had been lost (lease expired). */
export const markSent = (db: Database, job: MailJob, messageId: string) =>
  completeJob(db, job, { messageId }, { sentAt: sql`now()` });

/**
 * Takes one of the `perRecipient` mails of the job's kind its mailbox may get in `windowHours`,
 * for this claim, before it is sent. Counting what was already sent was not enough: two workers
 * (two instances) each counted two, both sent, and the mailbox got four of three. Here the count
 * and the reservation happen in one transaction under a lock on that kind and mailbox, and a
 * job being sent counts as sent: its reservation is its `sent_at`, set now while it is
 * `running` and cleared if the send fails or the job is handed back. A claim that ran out and
 * is taken again does not count against itself.
 */
export async function reserveRecipientSlot(
  db: Database,
  job: MailJob,
  limit: { perRecipient: number; windowHours: number },
): Promise<'reserved' | 'limit-reached' | 'claim-lost'> {
  const key = mailboxKey(job.recipient);
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${job.kind}), hashtext(${key}))`);
    const [row] = await tx
      .select({ total: sql<number>`count(*)::int` })
      .from(leasedJobs)
      .where(
        and(
          eq(leasedJobs.mailKind, job.kind),
          eq(leasedJobs.recipientKey, key),
          ne(leasedJobs.id, job.id),
          inArray(leasedJobs.status, ['done', 'running']),
          sql`${leasedJobs.sentAt} > now() - make_interval(hours => ${limit.windowHours})`,
        ),
      );
    if ((row?.total ?? 0) >= limit.perRecipient) return 'limit-reached';
    const reserved = await tx
      .update(leasedJobs)
      .set({ sentAt: sql`now()` })
      .where(heldBy(job))
      .returning({ id: leasedJobs.id });
    return reserved.length === 1 ? 'reserved' : 'claim-lost';
  });
}
