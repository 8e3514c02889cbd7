import type { Config } from '../config';
import type { Database } from '../db/client';
import { mailContextOf } from '../mail/mailer';
import type { MailLogger } from '../mail/transport';
import { createDownloadLinksFor } from '../storage';
import type { ObjectStorage } from '../storage/types';
import { createThreadedReportRenderer } from './render-pool';
import { createReportWorker, type ReportWorkerOptions } from './report-worker';

/** The report worker of this process; the PDFs are drawn on a thread of their own. */
export function startReportWorker(
  config: Config,
  deps: { db: Database; storage: ObjectStorage },
  logger: MailLogger,
  tuning: Partial<ReportWorkerOptions> = {},
): { stop(): Promise<void> } {
  const renderer = createThreadedReportRenderer(logger);
  const worker = createReportWorker({
    db: deps.db,
    storage: deps.storage,
    links: createDownloadLinksFor(config),
    renderer,
    context: mailContextOf(config),
    logger,
    leaseMs: config.JOB_LEASE_SECONDS * 1000,
    ...tuning,
  });
  worker.start();
  return {
    async stop() {
      await worker.stop();
      await renderer.close();
    },
  };
}
