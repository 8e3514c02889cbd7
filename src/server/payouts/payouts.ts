import { asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { adminAffiliateMessages } from '../../common/admin-affiliates';
import type { Database, Queryable } from '../db/client';
import { isUniqueViolation } from '../db/postgres-errors';
import {
  affiliatePayoutItems,
  affiliatePayouts,
  affiliates,
  commissionEntries,
} from '../db/schema';
import { AppError } from '../errors';
import { ledgerEntries, type LedgerEntry } from '../orders/commissions';

/**
 * Payouts (decision 075): money sent to an affiliate for ledger entries that are
 * payable. A payout locks what it pays: its items hold each entry once (unique index), and
 * nothing edits a paid entry. The affiliate's own pages read payouts too, so they live in this
 * owner rather than in the admin feature.
 */

export type Payout = typeof affiliatePayouts.$inferSelect & { entryCount: number };

export interface PayoutOptions {
  paidOn: string;
  reference: string;
  /** `admin:<e-mail>`. */
  recordedBy: string;
  /** The server's clock: what is payable is decided at this moment. */
  now: Date;
}

async function writePayout(
  tx: Queryable,
  affiliateId: string,
  entries: readonly LedgerEntry[],
  options: PayoutOptions,
): Promise<Payout> {
  const amountCents = entries.reduce((sum, entry) => sum + entry.amountCents, 0);
  if (amountCents <= 0) throw new AppError('conflict', adminAffiliateMessages.nothingToPay);
  const [payout] = await tx
    .insert(affiliatePayouts)
    .values({
      affiliateId,
      amountCents,
      paidOn: options.paidOn,
      reference: options.reference,
      recordedBy: options.recordedBy,
    })
    .returning();
  if (!payout) throw new Error('payout insert returned no row');
  await tx
    .insert(affiliatePayoutItems)
    .values(entries.map((entry) => ({ payoutId: payout.id, entryId: entry.id })));
  return { ...payout, entryCount: entries.length };
}

/**
 * Locks the affiliate's ledger rows for the rest of the transaction, then reads their statuses:
 * a second payout (or a concurrent one) waits here and then sees what the first one paid.
 */
async function lockedLedger(tx: Queryable, affiliateId: string, now: Date) {
  await tx
    .select({ id: commissionEntries.id })
    .from(commissionEntries)
    .where(eq(commissionEntries.affiliateId, affiliateId))
    .for('update');
  return ledgerEntries(tx, { affiliateId, now });
}

/**
 * Pays the chosen entries of one affiliate, in one transaction: every entry must be this
 * affiliate's and payable right now (not paid, reversed or pending), else nothing is written
 * (409). The amount is their sum, so a payable reversal comes off.
 */
export async function recordPayout(
  db: Database,
  input: { affiliateId: string; entryIds: readonly string[] } & PayoutOptions,
): Promise<Payout> {
  try {
    return await db.transaction(async (tx) => {
      const ledger = await lockedLedger(tx, input.affiliateId, input.now);
      const byId = new Map(ledger.map((entry) => [entry.id, entry]));
      const chosen = input.entryIds.map((id) => byId.get(id));
      if (chosen.some((entry) => entry === undefined)) {
        throw new AppError('conflict', adminAffiliateMessages.notThisAffiliate);
      }
      const entries = chosen as LedgerEntry[];
      if (entries.some((entry) => entry.status !== 'payable')) {
        throw new AppError('conflict', adminAffiliateMessages.notPayable);
      }
      return writePayout(tx, input.affiliateId, entries, input);
    });
  } catch (error) {
    // Lost a race at the unique index on the items: someone paid an entry first.
    if (isUniqueViolation(error)) throw new AppError('conflict', adminAffiliateMessages.notPayable);
    throw error;
  }
}

/**
 * "All payable above a minimum": one payout per affiliate whose payable balance is at least
 * `minimumCents`, each paying all of that affiliate's payable entries, all in one transaction.
 */
export async function recordPayoutsAbove(
  db: Database,
  input: { minimumCents: number } & PayoutOptions,
): Promise<Payout[]> {
  try {
    return await db.transaction(async (tx) => {
      const candidates = await tx
        .selectDistinct({ affiliateId: commissionEntries.affiliateId })
        .from(commissionEntries)
        .where(sql`${commissionEntries.payableAt} <= ${input.now.toISOString()}::timestamptz`)
        .orderBy(asc(commissionEntries.affiliateId));
      const payouts: Payout[] = [];
      for (const { affiliateId } of candidates) {
        const payable = (await lockedLedger(tx, affiliateId, input.now)).filter(
          (entry) => entry.status === 'payable',
        );
        const balance = payable.reduce((sum, entry) => sum + entry.amountCents, 0);
        if (balance <= 0 || balance < input.minimumCents) continue;
        payouts.push(await writePayout(tx, affiliateId, payable, input));
      }
      if (payouts.length === 0) {
        throw new AppError('conflict', adminAffiliateMessages.nobodyAboveMinimum);
      }
      return payouts;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('conflict', adminAffiliateMessages.notPayable);
    throw error;
  }
}

const payoutColumns = {
  id: affiliatePayouts.id,
  affiliateId: affiliatePayouts.affiliateId,
  amountCents: affiliatePayouts.amountCents,
  paidOn: affiliatePayouts.paidOn,
  reference: affiliatePayouts.reference,
  recordedBy: affiliatePayouts.recordedBy,
  createdAt: affiliatePayouts.createdAt,
  entryCount: sql<number>`(select count(*)::int from ${affiliatePayoutItems} where ${affiliatePayoutItems.payoutId} = ${affiliatePayouts.id})`,
};

/** An affiliate's payouts, newest first. */
export async function payoutsOf(db: Queryable, affiliateId: string): Promise<Payout[]> {
  return db
    .select(payoutColumns)
    .from(affiliatePayouts)
    .where(eq(affiliatePayouts.affiliateId, affiliateId))
    .orderBy(desc(affiliatePayouts.paidOn), desc(affiliatePayouts.createdAt));
}

export interface PayoutWithPayee extends Payout {
  affiliateName: string;
  affiliateEmail: string;
}

/** Payouts by id with who was paid, for a bank or PayPal batch file. */
export async function payoutsWithPayees(
  db: Queryable,
  payoutIds: readonly string[],
): Promise<PayoutWithPayee[]> {
  if (payoutIds.length === 0) return [];
  return db
    .select({ ...payoutColumns, affiliateName: affiliates.name, affiliateEmail: affiliates.email })
    .from(affiliatePayouts)
    .innerJoin(affiliates, eq(affiliates.id, affiliatePayouts.affiliateId))
    .where(inArray(affiliatePayouts.id, [...payoutIds]))
    .orderBy(asc(affiliates.name), asc(affiliatePayouts.id));
}
