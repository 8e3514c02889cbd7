import { sql } from 'drizzle-orm';
import { retentionPeriods } from '../../common/retention';
import type { Queryable } from '../db/client';
import {
  affiliatePayouts,
  affiliates,
  affiliateTokens,
  commissionEntries,
  leasedJobs,
  sessions,
} from '../db/schema';
import { AFFILIATE_INVITE_KIND, AFFILIATE_RESET_KIND } from '../mail/contracts';

/** What an affiliate's name reads once the accounts no longer need it. */
export const FORMER_AFFILIATE_NAME = 'Former affiliate';
const FORMER_EMAIL_PREFIX = 'former-affiliate-';

/**
 * What /privacy promises of affiliates (decision 165), run by the daily purge.
 * - An account is kept while it is active. Once an admin deactivates it, its sign-in goes at the
 *   next run: the password hash, any invitation or reset link, the mails that carried one, and
 *   sessions (deactivating already ends them). An admin who reactivates the account sends a new
 *   invitation.
 * - The name and e-mail stay with the commission and payout records, which the accounts keep
 *   for `accountingYears` from the last of them (or from the account's last change, if later).
 *   Then they are replaced: the ledger stays whole and its sums right, but it names nobody.
 * `now` is the shop's clock (decision 102).
 */
export async function purgeClosedAffiliateAccounts(
  db: Queryable,
  now: Date,
): Promise<Record<string, number>> {
  const inactive = sql`select ${affiliates.id} from ${affiliates} where not ${affiliates.isActive}`;
  const signIns = await db
    .update(affiliates)
    .set({ passwordHash: null })
    .where(sql`not ${affiliates.isActive} and ${affiliates.passwordHash} is not null`)
    .returning({ id: affiliates.id });
  const links = await db
    .delete(affiliateTokens)
    .where(sql`${affiliateTokens.affiliateId} in (${inactive})`)
    .returning({ id: affiliateTokens.id });
  const accessMails = await db
    .delete(leasedJobs)
    .where(
      sql`${leasedJobs.mailKind} in (${AFFILIATE_INVITE_KIND}, ${AFFILIATE_RESET_KIND})
        and lower(trim(${leasedJobs.recipient})) in (
          select ${affiliates.emailKey} from ${affiliates} where not ${affiliates.isActive})`,
    )
    .returning({ id: leasedJobs.id });
  await db
    .delete(sessions)
    .where(sql`${sessions.subjectKind} = 'affiliate' and ${sessions.subjectId} in (${inactive})`);

  const lastRecord = sql`greatest(${affiliates.updatedAt},
    (select max(${commissionEntries.createdAt}) from ${commissionEntries}
      where ${commissionEntries.affiliateId} = ${affiliates.id}),
    (select max(${affiliatePayouts.createdAt}) from ${affiliatePayouts}
      where ${affiliatePayouts.affiliateId} = ${affiliates.id}))`;
  const formerEmail = sql`${FORMER_EMAIL_PREFIX} || ${affiliates.id}::text || '@invalid'`;
  const anonymised = await db
    .update(affiliates)
    .set({ name: FORMER_AFFILIATE_NAME, email: formerEmail, emailKey: formerEmail })
    .where(
      sql`not ${affiliates.isActive}
        and ${affiliates.emailKey} not like ${`${FORMER_EMAIL_PREFIX}%`}
        and ${lastRecord} < ${now.toISOString()}::timestamptz
          - make_interval(years => ${retentionPeriods.accountingYears})`,
    )
    .returning({ id: affiliates.id });
  return {
    'affiliates.signInRemoved': signIns.length,
    'affiliates.accessLinksRemoved': links.length + accessMails.length,
    'affiliates.anonymised': anonymised.length,
  };
}
