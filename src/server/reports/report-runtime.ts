import type { Config } from '../config';
import { reviewRequestsFor } from '../orders/review-requests';
import type { Database } from '../db/client';
import { mailContextOf } from '../mail/mailer';
import type { MailLogger } from '../mail/transport';
import { createDownloadLinksFor } from '../storage';
import type { ObjectStorage } from '../storage/types';
import { createThreadedReportRenderer } from './render-pool';
import { reportJob, type ReportWorkerOptions } from './report-worker';

/** The report job of this process; the PDFs are drawn on the process's drawing thread. */
export function reportJobFor(
  config: Config,
  deps: { db: Database; storage: ObjectStorage },
  logger: MailLogger,
  tuning: Partial<ReportWorkerOptions> = {},
): { job: ReturnType<typeof reportJob>; close(): Promise<void> } {
  const renderer = createThreadedReportRenderer(logger);
  const job = reportJob({
    db: deps.db,
    storage: deps.storage,
    links: createDownloadLinksFor(config),
    reviewRequests: reviewRequestsFor(config),
    renderer,
    context: mailContextOf(config),
    logger,
    ...tuning,
  });
  return {
    job,
    /** Lets go of the drawing thread, once the job worker has stopped. */
    close: () => renderer.close(),
  };
}
