import { and, eq, inArray, sql } from 'drizzle-orm';
import type {
  AdminAffiliate,
  AdminLedgerEntry,
  AdminPayout,
} from '../../../common/admin-affiliates';
import type { Queryable } from '../../db/client';
import { affiliateVisitDays, commissionEntries, type Affiliate } from '../../db/schema';
import { ledgerEntries, ledgerTotals, type LedgerEntry } from '../../orders/commissions';
import type { Payout } from '../../payouts/payouts';

interface AffiliateCounts {
  visits: number;
  sales: number;
}

/** Visits (per-day counts summed) and sales (commissions booked) of the given affiliates. */
export async function affiliateCounts(
  db: Queryable,
  affiliateIds: readonly string[],
): Promise<Map<string, AffiliateCounts>> {
  const counts = new Map<string, AffiliateCounts>(
    affiliateIds.map((id) => [id, { visits: 0, sales: 0 }]),
  );
  if (affiliateIds.length === 0) return counts;
  const ids = [...affiliateIds];
  const [visits, sales] = await Promise.all([
    db
      .select({
        affiliateId: affiliateVisitDays.affiliateId,
        visits: sql<number>`sum(${affiliateVisitDays.visits})::int`,
      })
      .from(affiliateVisitDays)
      .where(inArray(affiliateVisitDays.affiliateId, ids))
      .groupBy(affiliateVisitDays.affiliateId),
    db
      .select({
        affiliateId: commissionEntries.affiliateId,
        sales: sql<number>`count(*)::int`,
      })
      .from(commissionEntries)
      .where(
        and(inArray(commissionEntries.affiliateId, ids), eq(commissionEntries.kind, 'commission')),
      )
      .groupBy(commissionEntries.affiliateId),
  ]);
  for (const row of visits) counts.get(row.affiliateId)!.visits = row.visits;
  for (const row of sales) counts.get(row.affiliateId)!.sales = row.sales;
  return counts;
}

export function toAdminAffiliate(
  affiliate: Affiliate,
  counts: AffiliateCounts,
  ledger: readonly LedgerEntry[],
): AdminAffiliate {
  const totals = ledgerTotals(ledger);
  return {
    id: affiliate.id,
    name: affiliate.name,
    email: affiliate.email,
    referralCode: affiliate.referralCode,
    commissionRate: affiliate.commissionRate,
    isActive: affiliate.isActive,
    hasPassword: affiliate.passwordHash !== null,
    visits: counts.visits,
    sales: counts.sales,
    pendingCents: totals.pendingCents,
    payableCents: totals.payableCents,
    paidCents: totals.paidCents,
    createdAt: affiliate.createdAt.toISOString(),
  };
}

/** Affiliates as the admin lists them, each with its counts and ledger totals at `now`. */
export async function adminAffiliatesOf(
  db: Queryable,
  rows: readonly Affiliate[],
  now: Date,
): Promise<AdminAffiliate[]> {
  const [counts, ledgers] = await Promise.all([
    affiliateCounts(
      db,
      rows.map((row) => row.id),
    ),
    Promise.all(rows.map((row) => ledgerEntries(db, { affiliateId: row.id, now }))),
  ]);
  return rows.map((row, index) =>
    toAdminAffiliate(row, counts.get(row.id) ?? { visits: 0, sales: 0 }, ledgers[index] ?? []),
  );
}

export function toAdminLedgerEntry(entry: LedgerEntry): AdminLedgerEntry {
  return {
    id: entry.id,
    purchaseId: entry.purchaseId,
    productId: entry.productId,
    kind: entry.kind,
    amountCents: entry.amountCents,
    saleCents: entry.saleCents,
    commissionRate: entry.commissionRate,
    payableAt: entry.payableAt.toISOString(),
    createdAt: entry.createdAt.toISOString(),
    payoutId: entry.payoutId,
    status: entry.status,
  };
}

export function toAdminPayout(payout: Payout): AdminPayout {
  return {
    id: payout.id,
    affiliateId: payout.affiliateId,
    amountCents: payout.amountCents,
    paidOn: payout.paidOn,
    reference: payout.reference,
    recordedBy: payout.recordedBy,
    createdAt: payout.createdAt.toISOString(),
    entryCount: payout.entryCount,
  };
}
