import { and, between, eq, gte, inArray, isNotNull, lt, sql } from 'drizzle-orm';
import { findProduct, products } from '../../../common/catalogue';
import type { CheckoutReminderFigures } from '../../../common/checkout-reminders';
import type {
  AffiliateFigures,
  CodeFigures,
  FiguresQuery,
  FiguresReport,
  FiguresTotals,
  FunnelStep,
  MoneyFigures,
  ProductFigures,
  RevenuePeriod,
} from '../../../common/figures';
import type { Queryable } from '../../db/client';
import {
  affiliates,
  checkoutDrafts,
  freeSignups,
  gifts,
  orderUpgrades,
  pageViewDays,
  purchases,
  reviews,
  salesDays,
} from '../../db/schema';
import { paidSince } from '../../orders/paid-since';

const DAY_MS = 86_400_000;
const dayOf = (iso: string) => Date.parse(`${iso}T00:00:00Z`);
const isoOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** The same number of days just before the range. */
export function previousRange(range: Pick<FiguresQuery, 'from' | 'to'>) {
  const days = (dayOf(range.to) - dayOf(range.from)) / DAY_MS + 1;
  return { from: isoOf(dayOf(range.from) - days * DAY_MS), to: isoOf(dayOf(range.from) - DAY_MS) };
}

const money = {
  orders: sql<number>`coalesce(sum(${salesDays.orders}), 0)::int`,
  grossCents: sql<number>`coalesce(sum(${salesDays.grossCents}), 0)::bigint`.mapWith(Number),
  refundsCents: sql<number>`coalesce(sum(${salesDays.refundsCents}), 0)::bigint`.mapWith(Number),
};

function moneyOf(row: { orders: number; grossCents: number; refundsCents: number } | undefined) {
  const orders = row?.orders ?? 0;
  const grossCents = row?.grossCents ?? 0;
  const refundsCents = row?.refundsCents ?? 0;
  return {
    orders,
    grossCents,
    refundsCents,
    netCents: grossCents - refundsCents,
  } satisfies MoneyFigures;
}

const inRange = (range: { from: string; to: string }) =>
  between(salesDays.day, range.from, range.to);

async function totalsOf(
  db: Queryable,
  range: { from: string; to: string },
): Promise<FiguresTotals> {
  const [row] = await db.select(money).from(salesDays).where(inRange(range));
  const totals = moneyOf(row);
  return {
    ...totals,
    averageOrderCents: totals.orders > 0 ? Math.round(totals.grossCents / totals.orders) : 0,
  };
}

async function revenueOf(db: Queryable, range: FiguresQuery): Promise<RevenuePeriod[]> {
  const unit = sql.raw(`'${range.by}'`);
  const period = sql<string>`to_char(date_trunc(${unit}, ${salesDays.day}::timestamp), 'YYYY-MM-DD')`;
  const rows = await db
    .select({ period, ...money })
    .from(salesDays)
    .where(inRange(range))
    .groupBy(period)
    .orderBy(period);
  const found = new Map(rows.map((row) => [row.period, moneyOf(row)]));
  // Every period of the range, empty ones too, so a chart shows the gaps.
  const periods: string[] = [];
  const start = new Date(dayOf(range.from));
  if (range.by === 'week') start.setUTCDate(start.getUTCDate() - ((start.getUTCDay() + 6) % 7));
  if (range.by === 'month') start.setUTCDate(1);
  for (let at = start; isoOf(at.getTime()) <= range.to;) {
    periods.push(isoOf(at.getTime()));
    if (range.by === 'day') at = new Date(at.getTime() + DAY_MS);
    else if (range.by === 'week') at = new Date(at.getTime() + 7 * DAY_MS);
    else at = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth() + 1, 1));
  }
  return periods.map((item) => ({ period: item, ...(found.get(item) ?? moneyOf(undefined)) }));
}

async function byProductOf(db: Queryable, range: FiguresQuery): Promise<ProductFigures[]> {
  const rows = await db
    .select({ productId: salesDays.productId, ...money })
    .from(salesDays)
    .where(inRange(range))
    .groupBy(salesDays.productId)
    .orderBy(salesDays.productId);
  return rows.map((row) => ({
    productId: row.productId,
    productName: findProduct(row.productId)?.name ?? `Product ${row.productId}`,
    ...moneyOf(row),
  }));
}

async function byAffiliateOf(db: Queryable, range: FiguresQuery): Promise<AffiliateFigures[]> {
  const rows = await db
    .select({ affiliateKey: salesDays.affiliateKey, ...money })
    .from(salesDays)
    .where(inRange(range))
    .groupBy(salesDays.affiliateKey);
  const ids = rows.map((row) => row.affiliateKey).filter(Boolean);
  const names = ids.length
    ? await db
        .select({ id: affiliates.id, name: affiliates.name })
        .from(affiliates)
        .where(inArray(affiliates.id, ids))
    : [];
  const nameOf = new Map(names.map((row) => [row.id, row.name]));
  return rows
    .map((row) => ({
      affiliateId: row.affiliateKey || null,
      name: row.affiliateKey
        ? (nameOf.get(row.affiliateKey) ?? 'Removed affiliate')
        : 'No affiliate',
      ...moneyOf(row),
    }))
    .sort((a, b) => b.grossCents - a.grossCents);
}

async function byCodeOf(db: Queryable, range: FiguresQuery): Promise<CodeFigures[]> {
  const rows = await db
    .select({
      code: salesDays.code,
      discountCents: sql<number>`coalesce(sum(${salesDays.discountCents}), 0)::bigint`.mapWith(
        Number,
      ),
      ...money,
    })
    .from(salesDays)
    .where(and(inRange(range), sql`${salesDays.code} <> ''`))
    .groupBy(salesDays.code);
  return rows
    .map((row) => ({ code: row.code, discountCents: row.discountCents, ...moneyOf(row) }))
    .sort((a, b) => b.orders - a.orders || a.code.localeCompare(b.code));
}

async function viewsOf(db: Queryable, range: FiguresQuery): Promise<Map<string, number>> {
  const rows = await db
    .select({ page: pageViewDays.page, views: sql<number>`sum(${pageViewDays.views})::int` })
    .from(pageViewDays)
    .where(between(pageViewDays.day, range.from, range.to))
    .groupBy(pageViewDays.page);
  return new Map(rows.map((row) => [row.page, row.views]));
}

function funnelOf(views: Map<string, number>, byProduct: ProductFigures[]): FunnelStep[] {
  return products.map((product) => ({
    productId: product.id,
    productName: product.name,
    productViews: views.get(`product:${product.id}`) ?? 0,
    checkoutViews: views.get(`checkout:${product.id}`) ?? 0,
    paidOrders: byProduct.find((row) => row.productId === product.id)?.orders ?? 0,
  }));
}

/** The instants of a range of UTC days: from its first midnight to the midnight after its last. */
function instantsOf(range: { from: string; to: string }) {
  return { from: new Date(dayOf(range.from)), to: new Date(dayOf(range.to) + DAY_MS) };
}

async function freeSummaryOf(db: Queryable, range: FiguresQuery, formViews: number) {
  const { from, to } = instantsOf(range);
  const [row] = await db
    .select({
      signups: sql<number>`count(*)::int`,
      firstPurchases: sql<number>`count(*) filter (where exists (
        select 1 from ${purchases} p where p.user_id = ${freeSignups.userId}
          and p.payment_status in ('completed', 'refunded') and p.completed_at >= ${freeSignups.createdAt}
      ))::int`,
    })
    .from(freeSignups)
    .where(and(gte(freeSignups.createdAt, from), sql`${freeSignups.createdAt} < ${to}`));
  return { formViews, signups: row?.signups ?? 0, firstPurchases: row?.firstPurchases ?? 0 };
}

async function giftsOf(db: Queryable, range: FiguresQuery) {
  const { from, to } = instantsOf(range);
  const [row] = await db
    .select({
      bought: sql<number>`count(*) filter (where ${purchases.completedAt} >= ${from} and ${purchases.completedAt} < ${to})::int`,
      claimed: sql<number>`count(*) filter (where ${gifts.claimedAt} >= ${from} and ${gifts.claimedAt} < ${to})::int`,
    })
    .from(gifts)
    .innerJoin(purchases, eq(purchases.id, gifts.purchaseId));
  return { bought: row?.bought ?? 0, claimed: row?.claimed ?? 0 };
}

async function upgradesOf(db: Queryable, range: FiguresQuery) {
  const { from, to } = instantsOf(range);
  const [row] = await db
    .select({
      paid: sql<number>`count(*)::int`,
      grossCents:
        sql<number>`coalesce(sum(round(${orderUpgrades.amount} * 100)), 0)::bigint`.mapWith(Number),
      refunded: sql<number>`count(*) filter (where ${orderUpgrades.status} in ('refunded', 'superseded'))::int`,
    })
    .from(orderUpgrades)
    .where(
      and(
        isNotNull(orderUpgrades.completedAt),
        gte(orderUpgrades.completedAt, from),
        sql`${orderUpgrades.completedAt} < ${to}`,
      ),
    );
  return { paid: row?.paid ?? 0, grossCents: row?.grossCents ?? 0, refunded: row?.refunded ?? 0 };
}

async function reviewsOf(db: Queryable, range: FiguresQuery) {
  const { from, to } = instantsOf(range);
  const [row] = await db
    .select({
      written: sql<number>`count(*)::int`,
      approved: sql<number>`count(*) filter (where ${reviews.status} = 'approved')::int`,
      average: sql<string | null>`round(avg(${reviews.rating}), 1)::text`,
    })
    .from(reviews)
    .where(and(gte(reviews.createdAt, from), sql`${reviews.createdAt} < ${to}`));
  return {
    written: row?.written ?? 0,
    approved: row?.approved ?? 0,
    averageRating: row?.average == null ? null : Number(row.average),
  };
}

/** `GET /api/admin/figures`: everything the figures page shows, for a range and the one before. */
export async function figuresReport(db: Queryable, range: FiguresQuery): Promise<FiguresReport> {
  const previous = previousRange(range);
  const [totals, previousTotals, revenue, byProduct, byAffiliate, byCode, views] =
    await Promise.all([
      totalsOf(db, range),
      totalsOf(db, previous),
      revenueOf(db, range),
      byProductOf(db, range),
      byAffiliateOf(db, range),
      byCodeOf(db, range),
      viewsOf(db, range),
    ]);
  const [freeSummary, giftFigures, upgrades, reminders, reviewFigures] = await Promise.all([
    freeSummaryOf(db, range, views.get('free-summary-form') ?? 0),
    giftsOf(db, range),
    upgradesOf(db, range),
    checkoutReminderFigures(db, instantsOf(range)),
    reviewsOf(db, range),
  ]);
  return {
    range,
    previous,
    totals,
    previousTotals,
    revenue,
    byProduct,
    byAffiliate,
    byCode,
    funnel: funnelOf(views, byProduct),
    freeSummary,
    gifts: giftFigures,
    upgrades,
    reminders,
    reviews: reviewFigures,
  };
}

/** Reminders sent, and how many of those addresses paid after theirs (any order). */
export async function checkoutReminderFigures(
  db: Queryable,
  range: { from: Date; to: Date },
): Promise<CheckoutReminderFigures> {
  const [row] = await db
    .select({
      sent: sql<number>`count(*)::int`,
      paidAfter: sql<number>`count(*) filter (where ${paidSince(
        sql`${checkoutDrafts.email}`,
        sql`${checkoutDrafts.remindedAt}`,
      )})::int`,
    })
    .from(checkoutDrafts)
    .where(
      and(
        isNotNull(checkoutDrafts.remindedAt),
        gte(checkoutDrafts.remindedAt, range.from),
        lt(checkoutDrafts.remindedAt, range.to),
      ),
    );
  return { sent: row?.sent ?? 0, paidAfter: row?.paidAfter ?? 0 };
}
