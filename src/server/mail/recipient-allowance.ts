import { and, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import { leasedJobs } from '../db/schema';
import { defaultRecipientLimits, type RecipientLimit } from './worker';

/** The per-inbox limit the mail worker keeps for mails of `kind` (decision 023), if it has one. */
export function recipientLimitOf(kind: string): RecipientLimit | undefined {
  return defaultRecipientLimits[kind];
}

/**
 * The `jobs` rows that use up the limit of mails of `kind` to one mailbox (`recipientKey`, as
 * `mailboxKey` folds it, or a column holding one): those sent within the window and those still
 * waiting to go. The free sign-up counts them to forecast what its page says, for a whole batch in
 * its own statement (`customers/free-signups.ts`); the mail worker alone decides when it sends.
 */
export function countedAgainstRecipientLimit(
  kind: string,
  recipientKey: string | SQL,
  limit: RecipientLimit,
): SQL {
  return and(
    eq(leasedJobs.mailKind, kind),
    eq(leasedJobs.recipientKey, recipientKey),
    or(
      inArray(leasedJobs.status, ['queued', 'running']),
      sql`${leasedJobs.sentAt} > now() - make_interval(hours => ${limit.windowHours})`,
    ),
  ) as SQL;
}
