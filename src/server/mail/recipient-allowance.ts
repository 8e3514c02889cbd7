import { and, eq, inArray, or, sql } from 'drizzle-orm';
import { mailboxKey } from '../../common/affiliate';
import type { Database } from '../db/client';
import { leasedJobs } from '../db/schema';
import { defaultRecipientLimits } from './worker';

/**
 * Whether one more mail of `kind` to `recipient` is within the worker's per-inbox limit
 * (decision 023): the mails of that kind sent to the same mailbox within the window, and those
 * still waiting to go, are fewer than the limit. A forecast for what the page says; the mail
 * worker alone decides when it sends.
 */
export async function isWithinRecipientLimit(
  db: Database,
  kind: string,
  recipient: string,
): Promise<boolean> {
  const limit = defaultRecipientLimits[kind];
  if (!limit) return true;
  const [row] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(leasedJobs)
    .where(
      and(
        eq(leasedJobs.mailKind, kind),
        eq(leasedJobs.recipientKey, mailboxKey(recipient)),
        or(
          inArray(leasedJobs.status, ['queued', 'running']),
          sql`${leasedJobs.sentAt} > now() - make_interval(hours => ${limit.windowHours})`,
        ),
      ),
    );
  return (row?.total ?? 0) < limit.perRecipient;
}
