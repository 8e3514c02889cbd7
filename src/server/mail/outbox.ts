import { z } from 'zod';
import type { Queryable } from '../db/client';
import { defineJobKind, enqueueJob, type EnqueueOptions } from '../jobs/job-kind';
import { announceJobQueued, onJobQueued } from '../jobs/queued-signal';
import { mailContracts, type MailContracts } from './contracts';

/** The name of the mail job kind: its queued signal and its place in `jobs`. */
export const MAIL_JOB_KIND = 'mail';

/** A mail to queue, typed by its kind: the payload is the one that kind's template reads. */
export type EmailJobInput<
  Contracts extends MailContracts = typeof mailContracts,
  Kind extends keyof Contracts & string = keyof Contracts & string,
> = {
  [K in Kind]: {
    kind: K;
    recipient: string;
    payload: z.input<Contracts[K]>;
    /** The order the mail is about: its sending is then written on the order timeline. */
    purchaseId?: string;
  } & EnqueueOptions;
}[Kind];

/**
 * The mail job's own payload: the mail's kind, whom it goes to, and that kind's payload. The
 * worker reads a job through this; which kinds there are is its templates' business.
 */
export const mailJobShape = z.object({
  kind: z.string().min(1),
  recipient: z.string().trim().min(1),
  purchaseId: z.uuid().optional(),
  payload: z.record(z.string(), z.unknown()),
});

/** The mail job's payload as it is queued: also checked against its kind's schema. */
function mailJobSchema(contracts: MailContracts) {
  return mailJobShape.superRefine((job, context) => {
      const contract = Object.hasOwn(contracts, job.kind) ? contracts[job.kind] : undefined;
      if (!contract) {
        context.addIssue({
          code: 'custom',
          path: ['kind'],
          message: `no mail of kind "${job.kind}"`,
        });
        return;
      }
      const checked = contract.safeParse(job.payload);
      for (const issue of checked.error?.issues ?? []) {
        context.addIssue({
          code: 'custom',
          path: ['payload', ...issue.path],
          message: issue.message,
        });
      }
    });
}

/**
 * The outbox of a set of mail kinds: the shop's (`enqueueEmail`), or a test's own. A mail is
 * written in the caller's transaction, so it exists exactly when the business change does.
 */
export function createMailOutbox<Contracts extends MailContracts>(contracts: Contracts) {
  const kind = defineJobKind({
    kind: MAIL_JOB_KIND,
    payload: mailJobSchema(contracts),
    // As given: the template reads it through the same schema, defaults included.
    rowOf: (job) => ({
      mailKind: job.kind,
      recipient: job.recipient,
      purchaseId: job.purchaseId ?? null,
      payload: job.payload,
    }),
    payloadOf: (job) => ({
      kind: job.mailKind,
      recipient: job.recipient,
      payload: job.payload,
      ...(job.purchaseId ? { purchaseId: job.purchaseId } : {}),
    }),
  });
  return {
    kind,
    /**
     * Queues a mail; returns the job id, or null when the dedupe key had already queued one.
     * A payload its kind's schema refuses throws `InvalidJobPayloadError` and queues nothing.
     */
    enqueue<Kind extends keyof Contracts & string>(
      db: Queryable,
      job: EmailJobInput<Contracts, Kind>,
    ): Promise<string | null> {
      const { dedupeKey, delayHours, notBefore, ...mail } = job;
      // The mapped type above is what the caller is held to; the schema checks it again here.
      return enqueueJob(db, kind, mail as z.input<typeof kind.payload>, {
        ...(dedupeKey ? { dedupeKey } : {}),
        ...(delayHours ? { delayHours } : {}),
        ...(notBefore ? { notBefore } : {}),
      });
    },
  };
}

/** The shop's mail kinds, each with its schema (`contracts.ts`). */
export const mailOutbox = createMailOutbox(mailContracts);

/** Queues one of the shop's mails, typed by its kind and checked against its schema. */
export const enqueueEmail = mailOutbox.enqueue;

/** For mails written by a statement of their own (the free sign-ups' batch insert). */
export const announceEmailQueued = () => announceJobQueued(MAIL_JOB_KIND);

/** Returns the unsubscribe function. */
export const onEmailQueued = (listener: () => void) => onJobQueued(MAIL_JOB_KIND, listener);
