import { setTimeout as delay } from 'node:timers/promises';
import type { Database } from '../db/client';
import { markSent, reserveRecipientSlot, type MailJob } from './mail-job';
import { mailJobShape, mailOutbox } from './outbox';
import {
  createJobWorker,
  defineJob,
  GiveUpJob,
  type JobWorker,
  type RunningJob,
} from '../jobs/job-worker';
import { defaultRetryPolicy, type RetryPolicy } from '../jobs/retry-policy';
import type { MailTemplateRegistry } from './templates';
import type { MailLogger } from './transport';
import type { MailAttachment, MailContext, MailTransport, RenderedMail } from './types';
import { FREE_SUMMARIES_PER_DAY } from '../../common/shop-limits';

export type { MailJob } from './mail-job';

export interface MailWorkerOptions {
  db: Database;
  transport: MailTransport;
  templates: MailTemplateRegistry;
  context: MailContext;
  from: string;
  /** Right-hand side of generated Message-IDs, e.g. the sender's domain. */
  messageIdDomain: string;
  logger: MailLogger;
  pollIntervalMs?: number;
  batchSize?: number;
  /** How long a claim holds a job; a send only starts while at least half of it remains. */
  leaseMs?: number;
  /** Pause between an enqueue in this process and the look it triggers (lets the tx commit). */
  wakeDelayMs?: number;
  retryPolicy?: RetryPolicy;
  random?: () => number;
  /** Most mails of a kind one address may get in a window; the rest are dropped, not sent. */
  recipientLimits?: Partial<Record<string, RecipientLimit>>;
  /**
   * Asked right before a job of that kind is sent; false cancels it unsent (a reminder whose
   * questionnaire came in meanwhile).
   */
  stillWanted?: Partial<Record<string, (job: MailJob) => Promise<boolean>>>;
  /** Told after each delivery is recorded (the order timeline's `email-sent`). */
  onSent?: (job: MailJob, messageId: string) => Promise<void>;
  /** Which instant counts as now for due jobs; the database's clock when absent (tests set it). */
  clock?: () => Date;
  /** Reads a file a mail carries (a report PDF) from private storage; null when it is missing. */
  loadAttachment?: (storageKey: string) => Promise<Buffer | null>;
}

export interface RecipientLimit {
  perRecipient: number;
  windowHours: number;
}

/**
 * The free form sends to any address typed into it: at most three summaries a day reach one
 * inbox, so nobody can flood someone else's mailbox through the shop.
 */
export const defaultRecipientLimits: Partial<Record<string, RecipientLimit>> = {
  'free-summary': { perRecipient: FREE_SUMMARIES_PER_DAY, windowHours: 24 },
};

/** The job worker running mail jobs alone (tests, and a shop's own worker runs it with the rest). */
export type MailWorker = JobWorker;

type MailPayload = { kind: string; recipient: string; payload: Record<string, unknown> };

/** The mail's own view of its job: its kind, whom it goes to and its template's payload. */
function mailJobOf(job: RunningJob<MailPayload>): MailJob {
  return {
    id: job.id,
    attempts: job.attempts,
    createdAt: job.createdAt,
    kind: job.payload.kind,
    recipient: job.payload.recipient,
    payload: job.payload.payload,
    purchaseId: job.purchaseId,
  };
}

/**
 * The mail job (decision 328): asks whether the mail is still wanted, takes its place under
 * its recipient limit, renders it, sends it through the transport and records it. A refused
 * recipient, a missing template or the limit reached give it up at once; any other failed
 * send is retried by the job worker with the mail's backoff.
 */
export function mailJob(options: MailWorkerOptions) {
  const { db, logger } = options;
  const batchSize = options.batchSize ?? 10;

  async function render(job: MailJob): Promise<RenderedMail | string> {
    const template = Object.hasOwn(options.templates, job.kind)
      ? options.templates[job.kind]
      : undefined;
    if (!template) return `no mail template for kind "${job.kind}"`;
    try {
      const mail = await template(job.payload as Record<string, unknown>, options.context);
      const notice = options.context.testModeNotice;
      return notice ? markedAsTest(mail, notice) : mail;
    } catch (error) {
      return `rendering "${job.kind}" failed: ${describe(error)}`;
    }
  }

  /** Takes this job's place under its recipient limit, if its kind has one (decision 023). */
  async function recipientSlot(job: MailJob) {
    const limit = (options.recipientLimits ?? defaultRecipientLimits)[job.kind];
    if (!limit) return 'reserved';
    return reserveRecipientSlot(db, job, limit);
  }

  /**
   * Mails that went out but whose sending could not be written yet (the database is away):
   * written in the background until it answers, never sent again by this worker, and never
   * holding back the rest of the batch.
   */
  const unrecorded = new Map<string, { messageId: string; job: MailJob; log: object }>();
  let recording: Promise<void> | undefined;
  let isStopping = false;
  const stopWaiting = new AbortController();

  function recordLater(job: MailJob, messageId: string, log: object) {
    unrecorded.set(job.id, { job, messageId, log });
    logger.warn({ ...log, messageId }, 'mail sent; recording it once the database answers');
    recording ??= recordUnrecorded().finally(() => (recording = undefined));
  }

  async function recordUnrecorded(): Promise<void> {
    for (let round = 0; unrecorded.size > 0; round += 1) {
      const pause = Math.min(RECORD_RETRY_MAX_MS, RECORD_RETRY_FIRST_MS * 2 ** round);
      await delay(pause, undefined, { signal: stopWaiting.signal }).catch(() => {});
      for (const [id, { job, messageId, log }] of unrecorded) {
        const isDone = await writeSent(job, messageId, log).then(
          () => true,
          () => false,
        );
        if (isDone) unrecorded.delete(id);
      }
      // Shutting down: one last try, then the stop reports what is left.
      if (isStopping) break;
    }
  }

  async function deliver(job: MailJob): Promise<void> {
    const log = { jobId: job.id, kind: job.kind, attempt: job.attempts };
    // Sent by this worker before an outage, and claimed again when its lease ran out during
    // it: record the send under this claim instead of sending it twice.
    const earlier = unrecorded.get(job.id);
    if (earlier) {
      unrecorded.delete(job.id);
      await recordSent(job, earlier.messageId, log);
      return;
    }
    const slot = await recipientSlot(job);
    if (slot === 'claim-lost') {
      logger.warn(log, 'mail job left alone: its claim ran out before it was sent');
      return;
    }
    if (slot === 'limit-reached') throw new GiveUpJob(`recipient limit reached for "${job.kind}"`);
    const rendered = await render(job);
    // Retrying cannot fix a missing template or a payload it cannot render.
    if (typeof rendered === 'string') throw new GiveUpJob(rendered);
    let messageId: string;
    try {
      const { attachments: attachmentRefs, ...mail } = rendered;
      const attachments = await loadAttachments(attachmentRefs ?? []);
      ({ messageId } = await options.transport.send({
        ...mail,
        ...(attachments.length ? { attachments } : {}),
        to: job.recipient,
        from: options.from,
        replyTo: options.context.supportEmail,
        messageId: `<${job.id}@${options.messageIdDomain}>`,
      }));
    } catch (error) {
      const reason = describe(error);
      throw isPermanentRejection(error) ? new GiveUpJob(reason) : new Error(reason);
    }
    await recordSent(job, messageId, log);
  }

  /** Storage that fails now may answer later: a missing file is retried like a failed send. */
  async function loadAttachments(refs: MailAttachment[]) {
    return Promise.all(
      refs.map(async (ref) => {
        if ('content' in ref) {
          return {
            filename: ref.fileName,
            content: Buffer.from(ref.content, 'utf8'),
            contentType: ref.contentType,
          };
        }
        const content = await options.loadAttachment?.(ref.storageKey);
        if (!content) throw new Error(`attachment ${ref.storageKey} could not be read`);
        return { filename: ref.fileName, content, contentType: ref.contentType };
      }),
    );
  }

  async function recordSent(job: MailJob, messageId: string, log: object): Promise<void> {
    // The mail is out: recording it must not be lost to a blip, or the job would be re-sent
    // once its lease expires. A short outage is waited out here; a longer one in the background.
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      try {
        await writeSent(job, messageId, log);
        return;
      } catch {
        await delay(100 * 2 ** attempt);
      }
    }
    recordLater(job, messageId, log);
  }

  async function writeSent(job: MailJob, messageId: string, log: object): Promise<void> {
    const isRecorded = await markSent(db, job, messageId);
    if (isRecorded) logger.info({ ...log, messageId }, 'mail sent');
    else logger.warn({ ...log, messageId }, 'mail sent after its claim had expired');
    try {
      await options.onSent?.(job, messageId);
    } catch (error) {
      // The mail is out and recorded; a missing timeline line must not send it again.
      logger.error({ ...log, err: error }, 'recording a sent mail on its order failed');
    }
  }

  return defineJob({
    // Any kind of mail the templates know, whichever outbox queued it (tests have their own).
    kind: { ...mailOutbox.kind, payload: mailJobShape },
    retry: options.retryPolicy ?? defaultRetryPolicy,
    batchSize,
    async stillWanted(_db, payload, claimed) {
      // Already sent before an outage: it is recorded, whatever has changed since.
      if (unrecorded.has(claimed.id)) return true;
      const isWanted = options.stillWanted?.[payload.kind];
      const job = mailJobOf({ ...claimed, payload });
      return !isWanted || (await isWanted(job)) ? true : 'no longer wanted';
    },
    run: (job) => deliver(mailJobOf(job)),
    async stop() {
      isStopping = true;
      stopWaiting.abort();
      // A few more tries to write what was sent; past them, say exactly what may be re-sent.
      await recording;
      for (const { log, messageId } of unrecorded.values()) {
        logger.error({ ...log, messageId }, 'mail sent but not recorded; it may be sent again');
      }
    },
  });
}

/** The job worker with the mail job alone: claims, renders, sends and records mails. */
export function createMailWorker(options: MailWorkerOptions): MailWorker {
  return createJobWorker([mailJob(options)], options);
}

/** Background writes of sent mails: soon after the outage starts, then every 10 s at most. */
const RECORD_RETRY_FIRST_MS = 500;
const RECORD_RETRY_MAX_MS = 10_000;

function describe(error: unknown): string {
  if (!(error instanceof Error)) return String(error).slice(0, 1000);
  const code = (error as { code?: unknown }).code;
  return `${typeof code === 'string' ? `${code}: ` : ''}${error.message}`.slice(0, 1000);
}

/** The server refused the recipient for good (5xx to RCPT TO): retrying will not help. */
function isPermanentRejection(error: unknown): boolean {
  const { code, responseCode } = error as { code?: unknown; responseCode?: unknown };
  return code === 'EENVELOPE' && typeof responseCode === 'number' && responseCode >= 500;
}

/**
 * A test shop's mail says so in its subject and above its text, whatever the template; the HTML
 * part shows it in the mail layout, which reads it from the context (templates/layout.tsx).
 */
export function markedAsTest(mail: RenderedMail, notice: string): RenderedMail {
  return { ...mail, subject: `[Test mode] ${mail.subject}`, text: `${notice}\n\n${mail.text}` };
}
