import type { Config } from '../config';
import { reviewRequestsFor } from '../orders/review-requests';
import type { Database } from '../db/client';
import { mailContextOf } from '../mail/mailer';
import type { MailLogger } from '../mail/transport';
import { createDownloadLinksFor } from '../storage';
import type { ObjectStorage } from '../storage/types';
import type { ReportRenderer } from './generate-report';
import { createThreadedReportRenderer } from './render-pool';
import { reportJob, type ReportWorkerOptions } from './report-worker';

/** `drawnBy`, or a renderer on the process's thread, which closing lets go of. */
function drawing(
  logger: MailLogger,
  drawnBy: ReportRenderer | undefined,
): { renderer: ReportRenderer; close(): Promise<void> } {
  if (drawnBy) return { renderer: drawnBy, close: () => Promise.resolve() };
  const threaded = createThreadedReportRenderer(logger);
  return { renderer: threaded, close: () => threaded.close() };
}

/**
 * The report job of this process; the PDFs are drawn on the process's drawing thread, or by
 * `drawnBy` when a test gives one (its owner closes it).
 */
export function reportJobFor(
  config: Config,
  deps: { db: Database; storage: ObjectStorage },
  logger: MailLogger,
  tuning: Partial<ReportWorkerOptions> = {},
  drawnBy?: ReportRenderer,
): { job: ReturnType<typeof reportJob>; close(): Promise<void> } {
  const { renderer, close } = drawing(logger, drawnBy);
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
    close,
  };
}
