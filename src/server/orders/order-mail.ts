import type { Queryable } from '../db/client';
import type { MailKind, mailContracts } from '../mail/contracts';
import { enqueueEmail, type EmailJobInput } from '../mail/outbox';
import { recordOrderEvent, type OrderActor } from './timeline';

/**
 * Queues a mail about an order and writes `email-queued` on its timeline, in the caller's
 * transaction. A mail its dedupe key had already queued writes nothing. Returns the job id.
 */
export async function queueOrderEmail<Kind extends MailKind>(
  db: Queryable,
  purchaseId: string,
  job: EmailJobInput<typeof mailContracts, Kind>,
  actor: OrderActor = 'system',
): Promise<string | null> {
  const jobId = await enqueueEmail(db, { ...job, purchaseId } as EmailJobInput<
    typeof mailContracts,
    Kind
  >);
  if (jobId) {
    await recordOrderEvent(db, {
      purchaseId,
      kind: 'email-queued',
      actor,
      data: {
        emailJobId: jobId,
        mailKind: job.kind,
        ...(job.delayHours ? { delayHours: job.delayHours } : {}),
      },
    });
  }
  return jobId;
}

/** The mail worker's report of a sent order mail, for the timeline. */
export interface SentOrderMail {
  id: string;
  kind: string;
  purchaseId: string | null;
  messageId: string;
}

export async function recordOrderEmailSent(db: Queryable, mail: SentOrderMail): Promise<void> {
  if (!mail.purchaseId) return;
  await recordOrderEvent(db, {
    purchaseId: mail.purchaseId,
    kind: 'email-sent',
    actor: 'system',
    data: { emailJobId: mail.id, mailKind: mail.kind, messageId: mail.messageId },
  });
}
