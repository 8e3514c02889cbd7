import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { AdminPage } from '../../../common/admin';
import {
  adminAffiliateMessages,
  type AdminAffiliate,
  type AdminAffiliateDetail,
  type AffiliateListQuery,
  type CreateAffiliateFields,
  type UpdateAffiliateInput,
} from '../../../common/admin-affiliates';
import type { Database, Queryable } from '../../db/client';
import { affiliates, purchases } from '../../db/schema';
import { AppError } from '../../errors';
import { ledgerEntries } from '../../orders/commissions';
import { isPlacedOrder } from '../../orders/orders';
import { payoutsOf } from '../../payouts/payouts';
import { createAffiliate, findAffiliateById, updateAffiliateById } from '../../referrals/accounts';
import { queueAffiliateInvitation } from '../../referrals/affiliate-tokens';
import { searchTextOf } from '../admin-search';
import { timestampKey } from '../admin-views';
import {
  adminAffiliatesOf,
  affiliateCounts,
  toAdminAffiliate,
  toAdminLedgerEntry,
  toAdminPayout,
} from './affiliate-views';
import { decodeCursor, encodeCursor, likeFragment } from '../list-cursor';

const AFFILIATES_ORDER = 'affiliates-newest';

/**
 * `GET /api/admin/affiliates`: newest first, one keyset page at a time, each row with its
 * visits, sales and ledger totals; a search matches the name, the e-mail or the code.
 */
export async function listAdminAffiliates(
  db: Queryable,
  query: AffiliateListQuery,
  now: Date,
): Promise<AdminPage<AdminAffiliate>> {
  const cursor = decodeCursor(query.cursor, AFFILIATES_ORDER, 'timestamp');
  const search = searchTextOf(query.query);
  const conditions: SQL[] = [];
  if (search) {
    const pattern = likeFragment(search);
    conditions.push(
      sql`(lower(${affiliates.name}) like ${pattern} or ${affiliates.emailKey} like ${pattern} or lower(${affiliates.referralCode}) like ${pattern})`,
    );
  }
  if (cursor) {
    conditions.push(
      sql`(${affiliates.createdAt}, ${affiliates.id}) < (${cursor.key}::timestamptz, ${cursor.id}::uuid)`,
    );
  }
  const rows = await db
    .select({ affiliate: affiliates, createdKey: timestampKey(affiliates.createdAt) })
    .from(affiliates)
    .where(and(...conditions))
    .orderBy(desc(affiliates.createdAt), desc(affiliates.id))
    .limit(query.limit + 1);
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    items: await adminAffiliatesOf(
      db,
      page.map((row) => row.affiliate),
      now,
    ),
    nextCursor:
      rows.length > query.limit && last
        ? encodeCursor({ order: AFFILIATES_ORDER, key: last.createdKey, id: last.affiliate.id })
        : null,
  };
}

/** `GET /api/admin/affiliates/:id`: the account, its referred sales, ledger and payouts. */
export async function adminAffiliateDetail(
  db: Queryable,
  affiliateId: string,
  now: Date,
): Promise<AdminAffiliateDetail> {
  const affiliate = await findAffiliateById(db, affiliateId);
  if (!affiliate) throw new AppError('not_found', adminAffiliateMessages.notFound);
  const [counts, ledger, payouts, sales] = await Promise.all([
    affiliateCounts(db, [affiliateId]),
    ledgerEntries(db, { affiliateId, now }),
    payoutsOf(db, affiliateId),
    db
      .select({
        purchaseId: purchases.id,
        productId: purchases.productId,
        amount: purchases.amount,
        status: purchases.paymentStatus,
        isSelfReferral: purchases.isSelfReferral,
        commissionRate: purchases.commissionRate,
        createdAt: purchases.createdAt,
      })
      .from(purchases)
      .where(and(eq(purchases.affiliateId, affiliateId), isPlacedOrder))
      .orderBy(desc(purchases.createdAt), desc(purchases.id))
      .limit(200),
  ]);
  return {
    affiliate: toAdminAffiliate(
      affiliate,
      counts.get(affiliateId) ?? { visits: 0, sales: 0 },
      ledger,
    ),
    sales: sales.map((sale) => ({ ...sale, createdAt: sale.createdAt.toISOString() })),
    ledger: ledger.map(toAdminLedgerEntry).reverse(),
    payouts: payouts.map(toAdminPayout),
  };
}

/**
 * `POST /api/admin/affiliates`: the account without a password and, in the same transaction,
 * the invitation with a one-time set-password link (never a password in an e-mail).
 */
export async function createAdminAffiliate(
  db: Database,
  input: CreateAffiliateFields,
  now: Date,
): Promise<AdminAffiliate> {
  const affiliate = await db.transaction(async (tx) => {
    const created = await createAffiliate(tx, input);
    await queueAffiliateInvitation(tx, {
      affiliate: { id: created.id, name: created.name, email: created.email },
    });
    return created;
  });
  const [row] = await adminAffiliatesOf(db, [affiliate], now);
  return row!;
}

/** `PATCH /api/admin/affiliates/:id`: rate for future orders, and/or active. */
export async function updateAdminAffiliate(
  db: Database,
  affiliateId: string,
  input: UpdateAffiliateInput,
  now: Date,
): Promise<AdminAffiliate> {
  const updated = await updateAffiliateById(db, affiliateId, input);
  if (!updated) throw new AppError('not_found', adminAffiliateMessages.notFound);
  const [row] = await adminAffiliatesOf(db, [updated], now);
  return row!;
}
