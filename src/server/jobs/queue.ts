import { mailOutbox } from '../mail/outbox';
import { createJobQueue } from './job-kind';
import { reportJobKind } from './report-job';

/**
 * Every kind of background work of the shop, registered once (decision 220). Queue one with
 * `jobs.enqueue(tx, 'report', payload)`: a payload of the wrong shape does not compile, and
 * one built from unchecked data is refused at run time. A new kind is a `defineJobKind` (what
 * it carries, where it is kept) listed here, and a `defineJob` (how it is done) run by a
 * `createJobWorker`. Mails are queued through `enqueueEmail`, typed by the kind of mail.
 */
export const jobs = createJobQueue({
  mail: mailOutbox.kind,
  report: reportJobKind,
});

export type JobKindName = keyof typeof jobs.kinds;
