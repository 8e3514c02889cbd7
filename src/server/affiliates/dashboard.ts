import { and, count, desc, eq, sum } from 'drizzle-orm';
import type { AffiliateDashboard } from '../../common/affiliate';
import { findProduct } from '../../common/catalogue';
import { tiers } from '../../common/tiers';
import type { Database } from '../db/client';
import { affiliatePayouts, affiliates, affiliateVisitDays, purchases } from '../db/schema';
import { AppError } from '../errors';
import { ledgerEntries, ledgerTotals } from '../orders/commissions';
import { affiliateCodes, saleCodes } from './affiliate-codes';

/** Where a referral link may point straight to, besides the home page: each tier, then all. */
const REFERRABLE_PAGES = [
  ...tiers.map((tier) => ({ label: tier.name, path: tier.path })),
  { label: 'All services', path: '/services' },
];

/**
 * One affiliate's own figures: link, visits, sales, conversion, earnings by status, each sale
 * (with the code it was bought with), each payout and their discount codes. Reads only rows of
 * that affiliate, and of each sale only its product, amount, commission and code: never who
 * bought it.
 */
export async function affiliateDashboard(
  db: Database,
  options: { affiliateId: string; publicUrl: string; now: Date },
): Promise<AffiliateDashboard> {
  const { affiliateId } = options;
  const [affiliate] = await db.select().from(affiliates).where(eq(affiliates.id, affiliateId));
  if (!affiliate?.isActive) throw new AppError('unauthorized', 'Please sign in as an affiliate');

  const [[visitRow], [salesRow], entries, payouts, codes, codeOfSale] = await Promise.all([
    db
      .select({ visits: sum(affiliateVisitDays.visits).mapWith(Number) })
      .from(affiliateVisitDays)
      .where(eq(affiliateVisitDays.affiliateId, affiliateId)),
    db
      .select({ sales: count() })
      .from(purchases)
      .where(
        and(
          eq(purchases.affiliateId, affiliateId),
          eq(purchases.paymentStatus, 'completed'),
          eq(purchases.isSelfReferral, false),
        ),
      ),
    ledgerEntries(db, { affiliateId, now: options.now }),
    db
      .select()
      .from(affiliatePayouts)
      .where(eq(affiliatePayouts.affiliateId, affiliateId))
      .orderBy(desc(affiliatePayouts.paidOn), desc(affiliatePayouts.createdAt)),
    affiliateCodes(db, { affiliateId, now: options.now }),
    saleCodes(db, affiliateId),
  ]);

  const visits = visitRow?.visits ?? 0;
  const salesCount = salesRow?.sales ?? 0;
  const totals = ledgerTotals(entries);
  const origin = options.publicUrl.replace(/\/+$/, '');
  const code = encodeURIComponent(affiliate.referralCode);
  return {
    affiliate: { name: affiliate.name, referralCode: affiliate.referralCode },
    commissionRate: Number(affiliate.commissionRate),
    referralLink: `${origin}/?ref=${code}`,
    pageLinks: REFERRABLE_PAGES.map((page) => ({
      label: page.label,
      url: `${origin}${page.path}?ref=${code}`,
    })),
    visits,
    salesCount,
    conversionRate: visits > 0 ? salesCount / visits : null,
    earnings: {
      pendingCents: totals.pendingCents,
      payableCents: totals.payableCents,
      paidCents: totals.paidCents,
      totalCents: totals.balanceCents,
    },
    sales: entries
      .filter((entry) => entry.kind === 'commission')
      .reverse()
      .map((entry) => ({
        id: entry.id,
        date: entry.createdAt.toISOString(),
        productName: findProduct(entry.productId)?.name ?? `Product ${entry.productId}`,
        saleCents: entry.saleCents,
        commissionCents: entry.amountCents,
        status: entry.status,
        discountCode: codeOfSale.get(entry.id) ?? null,
      })),
    payouts: payouts.map((payout) => ({
      id: payout.id,
      paidOn: payout.paidOn,
      reference: payout.reference,
      amountCents: payout.amountCents,
    })),
    codes,
  };
}
