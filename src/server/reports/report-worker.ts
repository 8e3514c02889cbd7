import { createLeasedWorker, type LeasedWorker } from '../jobs/leased-worker';
import { retryDelayMs, shouldGiveUp, type RetryPolicy } from '../mail/retry-policy';
import type { MailLogger } from '../mail/transport';
import { onReportQueued } from '../orders/computed-reports';
import { recordOrderEvent } from '../orders/timeline';
import { generateReport, type ReportGenerationDeps } from './generate-report';
import {
  claimDueReportJobs,
  markReportJobFailed,
  releaseReportJob,
  renewReportLeases,
  type ClaimedReportJob,
} from './report-jobs';

/**
 * A failed render is most likely a fault that retrying will not fix, or storage that is down:
 * a few quick tries, then it is given up, and the order's timeline says so for the admin.
 */
export const reportRetryPolicy: RetryPolicy = {
  firstDelayMs: 10_000,
  maxDelayMs: 10 * 60_000,
  giveUpAfterMs: 60 * 60_000,
  minAttempts: 5,
};

export interface ReportWorkerOptions extends ReportGenerationDeps {
  logger: MailLogger;
  pollIntervalMs?: number;
  batchSize?: number;
  /** How long a claim holds a job; a render starts only while at least half of it remains. */
  leaseMs?: number;
  retryPolicy?: RetryPolicy;
  /** Which instant counts as now for due jobs (tests move it); the database's clock otherwise. */
  clock?: () => Date;
}

/** Claims report jobs and makes their reports (`runOnce`), polling between rounds once started. */
export type ReportWorker = LeasedWorker;

export function createReportWorker(options: ReportWorkerOptions): ReportWorker {
  const { db, logger } = options;
  const pollIntervalMs = options.pollIntervalMs ?? 2000;
  const batchSize = options.batchSize ?? 4;
  const leaseMs = options.leaseMs ?? 5 * 60_000;
  const policy = options.retryPolicy ?? reportRetryPolicy;

  async function handle(job: ClaimedReportJob): Promise<void> {
    const log = { jobId: job.id, purchaseId: job.purchaseId, attempt: job.attempts };
    const startedAt = performance.now();
    try {
      const result = await generateReport(options, job);
      const milliseconds = Math.round(performance.now() - startedAt);
      if (result.outcome === 'delivered') {
        logger.info({ ...log, fileId: result.file.id, milliseconds }, 'report made and queued');
      } else if (result.outcome === 'cancelled') {
        logger.warn({ ...log, reason: result.reason }, 'report job cancelled');
      } else {
        logger.warn(log, 'report made after its claim had expired; another worker has it');
      }
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      const isGivenUp = shouldGiveUp(job, new Date(), policy);
      await markReportJobFailed(
        db,
        job,
        reason,
        isGivenUp ? null : retryDelayMs(job.attempts, policy),
      );
      if (isGivenUp) {
        await recordOrderEvent(db, {
          purchaseId: job.purchaseId,
          kind: 'report-failed',
          actor: 'system',
          data: { jobId: job.id, reason },
        });
        logger.error({ ...log, err: error }, 'report job given up');
      } else {
        logger.warn({ ...log, err: error }, 'report job failed, will retry');
      }
    }
  }

  return createLeasedWorker({
    claim: (limit, lease) => claimDueReportJobs(db, limit, lease, options.clock?.()),
    release: (job) => releaseReportJob(db, job),
    renew: (jobs, lease) => renewReportLeases(db, jobs, lease, options.clock?.()),
    handle,
    batchSize,
    leaseMs,
    pollIntervalMs,
    // The queueing transaction commits right after it announces the job.
    wakeDelayMs: 100,
    subscribe: onReportQueued,
    onRoundFailed: (error) => logger.error({ err: error }, 'report worker round failed'),
  });
}
