import { sql } from 'drizzle-orm';
import { emailJobs } from '../db/schema';
import type { Queryable } from '../db/client';
import { announceEmailQueued } from './queued-signal';

export interface EmailJobInput {
  kind: string;
  recipient: string;
  payload: Record<string, unknown>;
  /** Same key twice -> one mail. Use it for anything that must be sent once per event. */
  dedupeKey?: string;
  /** The order the mail is about: its sending is then written on the order timeline. */
  purchaseId?: string;
  /** Not before this many hours from now (scheduled mails such as reminders). */
  delayHours?: number;
}

/**
 * Queues a mail. Call it with the transaction that makes the business change, so the mail
 * exists exactly when the change does. Returns the job id, or null when the dedupe key had
 * already queued one.
 */
export async function enqueueEmail(db: Queryable, job: EmailJobInput): Promise<string | null> {
  const [queued] = await db
    .insert(emailJobs)
    .values({
      kind: job.kind,
      recipient: job.recipient,
      payload: job.payload,
      dedupeKey: job.dedupeKey ?? null,
      purchaseId: job.purchaseId ?? null,
      ...(job.delayHours
        ? { nextAttemptAt: sql`now() + make_interval(hours => ${job.delayHours})` }
        : {}),
    })
    .onConflictDoNothing({ target: emailJobs.dedupeKey })
    .returning({ id: emailJobs.id });
  if (queued && !job.delayHours) announceEmailQueued();
  return queued?.id ?? null;
}
