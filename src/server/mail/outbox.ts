import { emailJobs } from '../db/schema';
import type { Queryable } from '../db/client';
import { announceEmailQueued } from './queued-signal';

export interface EmailJobInput {
  kind: string;
  recipient: string;
  payload: Record<string, unknown>;
  /** Same key twice -> one mail. Use it for anything that must be sent once per event. */
  dedupeKey?: string;
}

/**
 * Queues a mail. Call it with the transaction that makes the business change, so the mail
 * exists exactly when the change does.
 */
export async function enqueueEmail(db: Queryable, job: EmailJobInput): Promise<void> {
  await db
    .insert(emailJobs)
    .values({
      kind: job.kind,
      recipient: job.recipient,
      payload: job.payload,
      dedupeKey: job.dedupeKey ?? null,
    })
    .onConflictDoNothing({ target: emailJobs.dedupeKey });
  announceEmailQueued();
}
