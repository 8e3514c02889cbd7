import { setTimeout as delay } from 'node:timers/promises';
import type { Database } from '../db/client';
import {
  claimDueJobs,
  markCancelled,
  markFailed,
  markSent,
  releaseJob,
  renewLeases,
  reserveRecipientSlot,
  type ClaimedJob,
} from './job-store';
import { createLeasedWorker, type LeasedWorker } from '../jobs/leased-worker';
import { onEmailQueued } from './outbox';
import {
  defaultRetryPolicy,
  retryDelayMs,
  shouldGiveUp,
  type RetryPolicy,
} from '../jobs/retry-policy';
import type { MailTemplateRegistry } from './templates';
import type { MailLogger } from './transport';
import type { MailAttachment, MailContext, MailTransport, RenderedMail } from './types';
import { FREE_SUMMARIES_PER_DAY } from '../../common/shop-limits';

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
  stillWanted?: Partial<Record<string, (job: ClaimedJob) => Promise<boolean>>>;
  /** Told after each delivery is recorded (the order timeline's `email-sent`). */
  onSent?: (job: ClaimedJob, messageId: string) => Promise<void>;
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

/** Claims, sends and records mail jobs (`runOnce`), polling between rounds once started. */
export type MailWorker = LeasedWorker;

export function createMailWorker(options: MailWorkerOptions): MailWorker {
  const { db, logger } = options;
  const pollIntervalMs = options.pollIntervalMs ?? 1000;
  const batchSize = options.batchSize ?? 10;
  const leaseMs = options.leaseMs ?? 5 * 60_000;
  const wakeDelayMs = options.wakeDelayMs ?? 50;
  const policy = options.retryPolicy ?? defaultRetryPolicy;
  const random = options.random ?? Math.random;

  async function render(job: ClaimedJob): Promise<RenderedMail | string> {
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
  async function recipientSlot(job: ClaimedJob) {
    const limit = (options.recipientLimits ?? defaultRecipientLimits)[job.kind];
    if (!limit) return 'reserved';
    return reserveRecipientSlot(db, job, limit);
  }

  /**
   * Mails that went out but whose sending could not be written yet (the database is away):
   * written in the background until it answers, never sent again by this worker, and never
   * holding back the rest of the batch.
   */
  const unrecorded = new Map<string, { messageId: string; job: ClaimedJob; log: object }>();
  let recording: Promise<void> | undefined;
  let isStopping = false;
  const stopWaiting = new AbortController();

  function recordLater(job: ClaimedJob, messageId: string, log: object) {
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

  async function deliver(job: ClaimedJob): Promise<void> {
    const log = { jobId: job.id, kind: job.kind, attempt: job.attempts };
    // Sent by this worker before an outage, and claimed again when its lease ran out during
    // it: record the send under this claim instead of sending it twice.
    const earlier = unrecorded.get(job.id);
    if (earlier) {
      unrecorded.delete(job.id);
      await recordSent(job, earlier.messageId, log);
      return;
    }
    const isWanted = options.stillWanted?.[job.kind];
    if (isWanted && !(await isWanted(job))) {
      await markCancelled(db, job, 'no longer wanted');
      logger.info(log, 'mail job cancelled: no longer wanted');
      return;
    }
    const slot = await recipientSlot(job);
    if (slot === 'claim-lost') {
      logger.warn(log, 'mail job left alone: its claim ran out before it was sent');
      return;
    }
    if (slot === 'limit-reached') {
      const reason = `recipient limit reached for "${job.kind}"`;
      await markFailed(db, job, reason, null);
      logger.warn(log, `mail job dropped: ${reason}`);
      return;
    }
    const rendered = await render(job);
    if (typeof rendered === 'string') {
      // Retrying cannot fix a missing template or a payload it cannot render.
      await markFailed(db, job, rendered, null);
      logger.error(log, `mail job given up: ${rendered}`);
      return;
    }
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
      const isGivenUp = isPermanentRejection(error) || shouldGiveUp(job, new Date(), policy);
      const retryInMs = isGivenUp ? null : retryDelayMs(job.attempts, policy, random);
      await markFailed(db, job, reason, retryInMs);
      if (isGivenUp) logger.error({ ...log, reason }, 'mail job given up');
      else logger.warn({ ...log, reason, retryInMs }, 'mail send failed, will retry');
      return;
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

  async function recordSent(job: ClaimedJob, messageId: string, log: object): Promise<void> {
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

  async function writeSent(job: ClaimedJob, messageId: string, log: object): Promise<void> {
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

  const worker = createLeasedWorker({
    claim: (limit, lease) => claimDueJobs(db, limit, lease, options.clock?.()),
    release: (job) => releaseJob(db, job),
    renew: (jobs, lease) => renewLeases(db, jobs, lease, options.clock?.()),
    handle: deliver,
    batchSize,
    leaseMs,
    pollIntervalMs,
    wakeDelayMs,
    subscribe: onEmailQueued,
    onRoundFailed: (error) => logger.error({ err: error }, 'mail worker round failed'),
  });
  return {
    ...worker,
    async stop() {
      isStopping = true;
      await worker.stop();
      stopWaiting.abort();
      // A few more tries to write what was sent; past them, say exactly what may be re-sent.
      await recording;
      for (const { log, messageId } of unrecorded.values()) {
        logger.error({ ...log, messageId }, 'mail sent but not recorded; it may be sent again');
      }
    },
  };
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
