import { and, eq, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import { retentionPeriods } from '../../common/retention';
import type { Database } from '../db/client';
import { birthData, leasedJobs, freeSignups, purchases, users } from '../db/schema';
import { closedAt, monthsBefore } from './retention-rules';

/**
 * The customers' part of the daily purge: free sign-ups and their summary mails past their
 * period; a customer's birth data and phone once no sign-up and no order of theirs keeps them;
 * a customer with neither sign-ups nor orders left.
 */
export async function purgeExpiredCustomerData(
  db: Database,
  now: Date,
): Promise<Record<string, number>> {
  const signupCutoff = monthsBefore(now, retentionPeriods.freeSignupMonths);
  const orderCutoff = monthsBefore(now, retentionPeriods.orderPersonalDataMonths);
  return db.transaction(async (tx) => {
    const signups = await tx
      .delete(freeSignups)
      .where(lt(freeSignups.createdAt, signupCutoff))
      .returning({ id: freeSignups.id });
    const mails = await tx
      .delete(leasedJobs)
      .where(
        and(
          eq(leasedJobs.mailKind, 'free-summary'),
          isNull(leasedJobs.purchaseId),
          lt(leasedJobs.createdAt, signupCutoff),
        ),
      )
      .returning({ id: leasedJobs.id });

    const hasSignup = (userId: typeof users.id | typeof birthData.userId) =>
      sql`exists (select 1 from ${freeSignups} where ${freeSignups.userId} = ${userId})`;
    // An order still keeping its birth data: not closed, or closed within its period.
    const hasLiveOrder = (userId: typeof users.id | typeof birthData.userId) =>
      sql`exists (select 1 from ${purchases} where ${purchases.userId} = ${userId}
        and (${closedAt} is null or ${closedAt} >= ${orderCutoff}))`;
    const births = await tx
      .delete(birthData)
      .where(
        and(
          lt(birthData.updatedAt, orderCutoff),
          sql`not ${hasSignup(birthData.userId)}`,
          sql`not ${hasLiveOrder(birthData.userId)}`,
        ),
      )
      .returning({ userId: birthData.userId });
    const phones = await tx
      .update(users)
      .set({ phone: null })
      .where(
        and(
          isNotNull(users.phone),
          lt(users.createdAt, signupCutoff),
          sql`not ${hasSignup(users.id)}`,
          sql`not ${hasLiveOrder(users.id)}`,
        ),
      )
      .returning({ id: users.id });
    const deletedCustomers = await tx
      .delete(users)
      .where(
        and(
          lt(users.createdAt, signupCutoff),
          sql`not ${hasSignup(users.id)}`,
          sql`not exists (select 1 from ${purchases} where ${purchases.userId} = ${users.id})`,
        ),
      )
      .returning({ id: users.id });
    return {
      freeSignups: signups.length,
      freeSummaryMails: mails.length,
      birthData: births.length,
      phones: phones.length,
      users: deletedCustomers.length,
    };
  });
}
