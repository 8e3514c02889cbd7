import { and, asc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { mailboxKey, type CommissionStatus } from '../../common/affiliate';
import { commissionCents } from '../../common/commission';
import { guaranteeEndsAt } from '../../common/guarantee';
import { dollarsToCents } from '../../common/money';
import type { Queryable } from '../db/client';
import {
  affiliatePayoutItems,
  affiliates,
  commissionEntries,
  gifts,
  purchases,
  type Purchase,
} from '../db/schema';
import { orderContact } from './order-customer';
import { recordOrderEvent } from './timeline';

/**
 * The commission ledger (decision 075), owned here because every entry is about an order:
 * a completed referred order books its commission, a refund books the reversal. Entries are
 * only ever added; statuses are read from them.
 */

/**
 * Books the commission of a completed referred order, once, in the caller's transaction: the
 * sale x the rate stored on the order, payable when the product's guarantee window ends. An
 * order without a referral books nothing; one whose buyer is the affiliate (same mailbox) is
 * flagged as a self-referral and earns nothing.
 */
export async function bookCommission(
  tx: Queryable,
  purchase: ReferredPurchase,
  completedAt: Date,
): Promise<string | null> {
  if (!purchase.affiliateId || purchase.commissionRate === null) return null;
  if (await isBoughtByItsAffiliate(tx, purchase)) {
    await flagSelfReferral(tx, purchase.id, purchase.affiliateId);
    return null;
  }
  return insertCommission(tx, {
    purchaseId: purchase.id,
    affiliateId: purchase.affiliateId,
    rate: purchase.commissionRate,
    saleCents: dollarsToCents(purchase.amount),
    payableAt: guaranteeEndsAt(purchase.productId, completedAt),
    upgradeId: null,
  });
}

/**
 * One payment's commission, once (the ledger's unique indexes: one per order's first payment,
 * one per upgrade), with its `commission-booked` event. The id, or null when it was booked.
 */
async function insertCommission(
  tx: Queryable,
  sale: {
    purchaseId: string;
    affiliateId: string;
    rate: string;
    saleCents: number;
    payableAt: Date;
    upgradeId: string | null;
  },
): Promise<string | null> {
  const [row] = await tx
    .insert(commissionEntries)
    .values({
      affiliateId: sale.affiliateId,
      purchaseId: sale.purchaseId,
      kind: 'commission',
      amountCents: commissionCents(sale.saleCents, sale.rate),
      saleCents: sale.saleCents,
      commissionRate: sale.rate,
      payableAt: sale.payableAt,
      upgradeId: sale.upgradeId,
    })
    .onConflictDoNothing()
    .returning({ id: commissionEntries.id, amountCents: commissionEntries.amountCents });
  if (row) {
    await recordOrderEvent(tx, {
      purchaseId: sale.purchaseId,
      kind: 'commission-booked',
      actor: 'system',
      data: {
        amountCents: row.amountCents,
        rate: sale.rate,
        payableAt: sale.payableAt.toISOString(),
        ...(sale.upgradeId ? { upgradeId: sale.upgradeId } : {}),
      },
    });
  }
  return row?.id ?? null;
}

type ReferredPurchase = Pick<
  Purchase,
  'id' | 'productId' | 'amount' | 'affiliateId' | 'commissionRate' | 'customer'
>;

/** Is the buyer (as far as the order knows them) the referring affiliate (same mailbox)? */
async function isBoughtByItsAffiliate(tx: Queryable, purchase: ReferredPurchase) {
  const buyer = orderContact(purchase);
  if (!purchase.affiliateId || !buyer) return false;
  const [affiliate] = await tx
    .select({ email: affiliates.email })
    .from(affiliates)
    .where(eq(affiliates.id, purchase.affiliateId));
  return !!affiliate && mailboxKey(affiliate.email) === mailboxKey(buyer.email);
}

async function flagSelfReferral(tx: Queryable, purchaseId: string, affiliateId: string) {
  await tx
    .update(purchases)
    .set({ isSelfReferral: true, updatedAt: sql`now()` })
    .where(eq(purchases.id, purchaseId));
  await recordOrderEvent(tx, {
    purchaseId,
    kind: 'self-referral',
    actor: 'system',
    data: { affiliateId },
  });
}

/**
 * The buyer of a referred order paid before they were known (the checkout pays first and files
 * the customer afterwards) became known now, in the caller's transaction: its commission was
 * booked at payment, when nobody could tell. A buyer who is the affiliate flags the order as a
 * self-referral and reverses that commission; any other buyer keeps it (booked now if it was
 * not). Returns whether the order is a self-referral.
 */
export async function decideSelfReferralLate(
  tx: Queryable,
  purchase: ReferredPurchase,
): Promise<boolean> {
  if (!purchase.affiliateId || purchase.commissionRate === null) return false;
  if (await isBoughtByItsAffiliate(tx, purchase)) {
    await flagSelfReferral(tx, purchase.id, purchase.affiliateId);
    await reverseCommission(tx, purchase.id);
    return true;
  }
  await bookCommission(tx, purchase, new Date());
  return false;
}

/**
 * A refund's reversal, in the refund's transaction: a negative entry of the same amount for each
 * commission it takes back (the order's whole, every payment's; or one upgrade's, decision 358).
 * If a commission was still unpaid both now read `reversed`; if it was paid, the reversal is
 * payable at once and so comes off the affiliate's next payout. Once per commission. Returns
 * the first reversal booked by this call, or null when there was nothing left to reverse.
 */
export async function reverseCommission(
  tx: Queryable,
  purchaseId: string,
  only: { upgradeId: string } | null = null,
): Promise<string | null> {
  const commissions = await tx
    .select()
    .from(commissionEntries)
    .where(
      and(
        eq(commissionEntries.purchaseId, purchaseId),
        eq(commissionEntries.kind, 'commission'),
        only ? eq(commissionEntries.upgradeId, only.upgradeId) : undefined,
      ),
    )
    .orderBy(asc(commissionEntries.createdAt), asc(commissionEntries.id));
  let first: string | null = null;
  for (const commission of commissions) {
    const [row] = await tx
      .insert(commissionEntries)
      .values({
        affiliateId: commission.affiliateId,
        purchaseId,
        kind: 'reversal',
        amountCents: -commission.amountCents,
        saleCents: commission.saleCents,
        commissionRate: commission.commissionRate,
        payableAt: sql`now()`,
        reversesEntryId: commission.id,
        upgradeId: commission.upgradeId,
      })
      .onConflictDoNothing()
      .returning({ id: commissionEntries.id });
    if (!row) continue;
    first ??= row.id;
    await recordOrderEvent(tx, {
      purchaseId,
      kind: 'commission-reversed',
      actor: 'system',
      data: { amountCents: -commission.amountCents, upgradeId: commission.upgradeId },
    });
  }
  return first;
}

/**
 * Books the commission of an upgrade's payment (decision 358), once, in the caller's
 * transaction: the difference paid x the rate stored on the order at its first payment, payable
 * when the higher product's guarantee, counted from this payment, ends. An order without a
 * referral, or bought by its own affiliate, earns nothing on its upgrades either.
 */
export async function bookUpgradeCommission(
  tx: Queryable,
  purchase: Pick<Purchase, 'id' | 'affiliateId' | 'commissionRate' | 'isSelfReferral'>,
  upgrade: { id: string; toProductId: number; amount: string },
  completedAt: Date,
): Promise<string | null> {
  if (!purchase.affiliateId || purchase.commissionRate === null || purchase.isSelfReferral) {
    return null;
  }
  return insertCommission(tx, {
    purchaseId: purchase.id,
    affiliateId: purchase.affiliateId,
    rate: purchase.commissionRate,
    saleCents: dollarsToCents(upgrade.amount),
    payableAt: guaranteeEndsAt(upgrade.toProductId, completedAt),
    upgradeId: upgrade.id,
  });
}

export interface LedgerEntry {
  id: string;
  affiliateId: string;
  purchaseId: string;
  productId: number;
  kind: 'commission' | 'reversal';
  amountCents: number;
  saleCents: number;
  commissionRate: string;
  /** When it turns payable; for a gift not yet claimed, the earliest it could. */
  payableAt: Date;
  /** A gift's commission waiting for the recipient's claim to start the guarantee. */
  awaitsGiftClaim: boolean;
  createdAt: Date;
  reversesEntryId: string | null;
  payoutId: string | null;
  status: CommissionStatus;
}

/**
 * An affiliate's ledger (or everyone's) with each entry's status at `now`, oldest first:
 * paid when a payout holds it; reversed when it is an unpaid commission with a reversal, or a
 * reversal of an unpaid commission; else payable once `payable_at` has passed, or pending.
 */
export async function ledgerEntries(
  db: Queryable,
  options: { affiliateId?: string; now: Date },
): Promise<LedgerEntry[]> {
  const reversal = alias(commissionEntries, 'reversal');
  const target = alias(commissionEntries, 'target');
  const targetItem = alias(affiliatePayoutItems, 'target_item');
  const rows = await db
    .select({
      entry: commissionEntries,
      productId: purchases.productId,
      payoutId: affiliatePayoutItems.payoutId,
      reversalId: reversal.id,
      targetPaid: targetItem.payoutId,
      giftId: gifts.purchaseId,
      giftClaimedAt: gifts.claimedAt,
    })
    .from(commissionEntries)
    .innerJoin(purchases, eq(purchases.id, commissionEntries.purchaseId))
    .leftJoin(gifts, eq(gifts.purchaseId, commissionEntries.purchaseId))
    .leftJoin(affiliatePayoutItems, eq(affiliatePayoutItems.entryId, commissionEntries.id))
    .leftJoin(reversal, eq(reversal.reversesEntryId, commissionEntries.id))
    .leftJoin(target, eq(target.id, commissionEntries.reversesEntryId))
    .leftJoin(targetItem, eq(targetItem.entryId, target.id))
    .where(options.affiliateId ? eq(commissionEntries.affiliateId, options.affiliateId) : undefined)
    .orderBy(asc(commissionEntries.createdAt), asc(commissionEntries.id));
  return rows.map(
    ({ entry, productId, payoutId, reversalId, targetPaid, giftId, giftClaimedAt }) => {
      const kind = entry.kind as LedgerEntry['kind'];
      // A gift's guarantee runs from its claim (decision 356): its commission waits for the
      // claim, then for the later of the two ends. A reversal is payable when booked, as ever.
      const payableAt =
        giftId && kind === 'commission'
          ? giftClaimedAt
            ? new Date(
                Math.max(
                  entry.payableAt.getTime(),
                  guaranteeEndsAt(productId, giftClaimedAt).getTime(),
                ),
              )
            : null
          : entry.payableAt;
      let status: CommissionStatus;
      if (payoutId) status = 'paid';
      else if (kind === 'commission' && reversalId) status = 'reversed';
      else if (kind === 'reversal' && !targetPaid) status = 'reversed';
      else
        status = payableAt && payableAt.getTime() <= options.now.getTime() ? 'payable' : 'pending';
      return {
        id: entry.id,
        affiliateId: entry.affiliateId,
        purchaseId: entry.purchaseId,
        productId,
        kind,
        amountCents: entry.amountCents,
        saleCents: entry.saleCents,
        commissionRate: entry.commissionRate,
        payableAt: payableAt ?? entry.payableAt,
        awaitsGiftClaim: payableAt === null,
        createdAt: entry.createdAt,
        reversesEntryId: entry.reversesEntryId,
        payoutId,
        status,
      };
    },
  );
}

export interface LedgerTotals {
  pendingCents: number;
  payableCents: number;
  paidCents: number;
  /** Always pending + payable + paid: reversed pairs add up to nothing. */
  balanceCents: number;
}

export function ledgerTotals(entries: readonly LedgerEntry[]): LedgerTotals {
  const sum = (status: CommissionStatus) =>
    entries
      .filter((entry) => entry.status === status)
      .reduce((total, e) => total + e.amountCents, 0);
  const balanceCents = entries.reduce((total, entry) => total + entry.amountCents, 0);
  return {
    pendingCents: sum('pending'),
    payableCents: sum('payable'),
    paidCents: sum('paid'),
    balanceCents,
  };
}

/** Unpaid entries with nothing against them: what a payout may still take. */
export function isPayable(entry: LedgerEntry): boolean {
  return entry.status === 'payable';
}
