import type { Config } from '../config';
import type { Database } from '../db/client';
import { mailContextOf } from '../mail/mailer';
import type { MailLogger } from '../mail/transport';
import { createDownloadLinksFor } from '../storage';
import type { ObjectStorage } from '../storage/types';
import { renderReportPdf, reportFileName } from './render-report';
import { createReportWorker, type ReportWorker, type ReportWorkerOptions } from './report-worker';

/** The report worker of this process, drawing with the PDF documents of `./documents`. */
export function startReportWorker(
  config: Config,
  deps: { db: Database; storage: ObjectStorage },
  logger: MailLogger,
  tuning: Partial<ReportWorkerOptions> = {},
): ReportWorker {
  const worker = createReportWorker({
    db: deps.db,
    storage: deps.storage,
    links: createDownloadLinksFor(config),
    renderer: { render: renderReportPdf, fileName: reportFileName },
    context: mailContextOf(config),
    logger,
    ...tuning,
  });
  worker.start();
  return worker;
}
