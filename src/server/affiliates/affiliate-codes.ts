import { and, desc, eq, isNull, or, sql } from 'drizzle-orm';
import type { AffiliateCode, AffiliateCodeState } from '../../common/affiliate';
import { discountLabel, type DiscountKind } from '../../common/discount-codes';
import type { Queryable } from '../db/client';
import { commissionEntries, discountCodes, discountCodeUses, purchases } from '../db/schema';

/** Where a code stands on a UTC day: the dates are UTC days, the last one included. */
function stateOn(
  code: { startsOn: string; endsOn: string | null; archivedAt: Date | null },
  day: string,
): AffiliateCodeState {
  if (code.archivedAt) return 'archived';
  if (day < code.startsOn) return 'upcoming';
  if (code.endsOn !== null && day > code.endsOn) return 'ended';
  return 'active';
}

/**
 * The affiliate's own discount codes, newest first, each with the paid orders bought with it
 * (a use made `used` by the payment, of an order still completed: as the admin's list counts).
 * Only codes tied to this affiliate: another's, or the shop's own, are never read.
 */
export async function affiliateCodes(
  db: Queryable,
  options: { affiliateId: string; now: Date },
): Promise<AffiliateCode[]> {
  const rows = await db
    .select({
      id: discountCodes.id,
      code: discountCodes.code,
      kind: discountCodes.kind,
      value: discountCodes.value,
      startsOn: discountCodes.startsOn,
      endsOn: discountCodes.endsOn,
      archivedAt: discountCodes.archivedAt,
      paidOrders: sql<number>`count(${purchases.id})::int`,
    })
    .from(discountCodes)
    .leftJoin(
      discountCodeUses,
      and(eq(discountCodeUses.codeId, discountCodes.id), eq(discountCodeUses.status, 'used')),
    )
    .leftJoin(
      purchases,
      and(eq(purchases.id, discountCodeUses.purchaseId), eq(purchases.paymentStatus, 'completed')),
    )
    .where(eq(discountCodes.affiliateId, options.affiliateId))
    .groupBy(discountCodes.id)
    .orderBy(desc(discountCodes.createdAt), desc(discountCodes.id));
  const today = options.now.toISOString().slice(0, 10);
  return rows.map((row) => ({
    id: row.id,
    code: row.code,
    label: discountLabel({ kind: row.kind as DiscountKind, value: row.value }),
    startsOn: row.startsOn,
    endsOn: row.endsOn,
    state: stateOn(row, today),
    paidOrders: row.paidOrders,
  }));
}

/**
 * The code each of the affiliate's sales was bought with, by commission entry: the order's
 * first payment only (an upgrade is priced without it, decision 359), and never a code of
 * another affiliate (one whose affiliate was inactive leaves the sale to the link it came by).
 */
export async function saleCodes(db: Queryable, affiliateId: string): Promise<Map<string, string>> {
  const rows = await db
    .select({ entryId: commissionEntries.id, code: discountCodes.code })
    .from(commissionEntries)
    .innerJoin(purchases, eq(purchases.id, commissionEntries.purchaseId))
    .innerJoin(discountCodes, eq(discountCodes.code, purchases.discountCode))
    .where(
      and(
        eq(commissionEntries.affiliateId, affiliateId),
        eq(commissionEntries.kind, 'commission'),
        isNull(commissionEntries.upgradeId),
        or(isNull(discountCodes.affiliateId), eq(discountCodes.affiliateId, affiliateId)),
      ),
    );
  return new Map(rows.map((row) => [row.entryId, row.code]));
}
