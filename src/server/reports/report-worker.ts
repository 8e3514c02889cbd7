import type { JobLogger } from '../jobs/job-worker';
import { createJobWorker, defineJob, type JobWorker } from '../jobs/job-worker';
import { reportJobKind } from '../jobs/report-job';
import type { RetryPolicy } from '../jobs/retry-policy';
import { recordOrderEvent } from '../orders/timeline';
import { generateReport, isReportWanted, type ReportGenerationDeps } from './generate-report';

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
  logger: JobLogger;
  pollIntervalMs?: number;
  batchSize?: number;
  /** How long a claim holds a job; a render starts only while at least half of it remains. */
  leaseMs?: number;
  retryPolicy?: RetryPolicy;
  /** Which instant counts as now for due jobs (tests move it); the database's clock otherwise. */
  clock?: () => Date;
}

/** The job worker running report jobs alone (tests; a shop's worker runs them with the rest). */
export type ReportWorker = JobWorker;

/**
 * The report job: render, store, file on the order and mail it (decision 094). Its documents
 * are drawn on the render thread one at a time, so a batch runs one job after another.
 */
export function reportJob(options: ReportWorkerOptions) {
  const { db, logger } = options;
  return defineJob({
    kind: reportJobKind,
    retry: options.retryPolicy ?? reportRetryPolicy,
    batchSize: options.batchSize ?? 4,
    stillWanted: (db, payload) => isReportWanted(db, payload),
    async run(job) {
      const log = { jobId: job.id, purchaseId: job.payload.purchaseId, attempt: job.attempts };
      const startedAt = performance.now();
      const result = await generateReport(options, job);
      const milliseconds = Math.round(performance.now() - startedAt);
      if (result.outcome === 'delivered') {
        logger.info(
          {
            ...log,
            fileIds: result.files.map((file) => file.id),
            notComputable: result.notComputable.map((item) => item.document),
            milliseconds,
          },
          'report made and queued',
        );
      } else if (result.outcome === 'cancelled') {
        logger.warn({ ...log, reason: result.reason }, 'report job cancelled');
      } else {
        logger.warn(log, 'report made after its claim had expired; another worker has it');
      }
    },
    async onGivenUp(job, reason) {
      await recordOrderEvent(db, {
        purchaseId: job.payload.purchaseId,
        kind: 'report-failed',
        actor: 'system',
        data: { jobId: job.id, reason },
      });
    },
  });
}

/** The job worker with the report job alone. */
export function createReportWorker(options: ReportWorkerOptions): ReportWorker {
  return createJobWorker([reportJob(options)], {
    db: options.db,
    logger: options.logger,
    pollIntervalMs: options.pollIntervalMs ?? 2000,
    leaseMs: options.leaseMs ?? 5 * 60_000,
    ...(options.clock ? { clock: options.clock } : {}),
  });
}
