import { stillOwedCondition, stillOwedOf } from '../../orders/still-owed';
import { nothingOwed } from '../../../common/still-owed';
import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { AdminListedOrder, AdminPage, OrderListQuery, OrderSort } from '../../../common/admin';
import type { Queryable } from '../../db/client';
import { purchases, users } from '../../db/schema';
import { isPlacedOrder } from '../../orders/orders';
import {
  orderCustomerCandidates,
  orderCustomerMatches,
  orderSearchOf,
  searchTextOf,
  type OrderSearch,
} from '../admin-search';
import { orderCardColumns, toAdminOrder, type OrderCardRow } from '../admin-views';
import { decodeCursor, encodeCursor, type ListCursor } from '../list-cursor';
import { searchPage } from '../search-walk';
import { orderDiscountColumns, orderDiscountOf, type OrderDiscountRow } from './order-discount';

/** An order card with the discount code it was bought with: a row of the list and the export. */
export type OrderListRow = OrderCardRow & OrderDiscountRow;

interface SortPlan {
  keyKind: 'timestamp' | 'amount';
  isDescending: boolean;
  keyOf(row: OrderCardRow): string;
  column: typeof purchases.createdAt | typeof purchases.amount;
  cast: SQL;
}

const byCreated: Omit<SortPlan, 'isDescending'> = {
  keyKind: 'timestamp',
  keyOf: (row) => row.createdKey,
  column: purchases.createdAt,
  cast: sql.raw('timestamptz'),
};
const byAmount: Omit<SortPlan, 'isDescending'> = {
  keyKind: 'amount',
  keyOf: (row) => row.amount,
  column: purchases.amount,
  cast: sql.raw('numeric'),
};

const sortPlans: Record<OrderSort, SortPlan> = {
  newest: { ...byCreated, isDescending: true },
  oldest: { ...byCreated, isDescending: false },
  'amount-desc': { ...byAmount, isDescending: true },
  'amount-asc': { ...byAmount, isDescending: false },
};

/** The list's filters by the columns they read, which decides where a search can read them. */
interface OrderFilters {
  /** Statuses and products: read on the search's walk, and each with an index of its own. */
  indexed: SQL[];
  /** What is still owed: read on the search's walk; no index of its own. */
  owed: SQL[];
  /** The affiliate and the code: their own indexes answer them, never a search's walk. */
  uncovered: SQL[];
  /** Whole days in UTC of `created_at`, both ends included. */
  days: SQL[];
}

function orderFiltersOf(query: OrderListQuery, now: Date): OrderFilters {
  const indexed: SQL[] = [];
  if (query.status?.length) indexed.push(inArray(purchases.paymentStatus, query.status));
  if (query.processing?.length) indexed.push(inArray(purchases.processingStatus, query.processing));
  if (query.product?.length) indexed.push(inArray(purchases.productId, query.product));
  const owed = query.owed ? [stillOwedCondition(query.owed, now)] : [];
  // purchases_affiliate_keyset_idx and purchases_discount_code_keyset_idx answer these with the
  // newest-first keyset.
  const uncovered: SQL[] = [];
  if (query.affiliate) uncovered.push(eq(purchases.affiliateId, query.affiliate));
  if (query.code) uncovered.push(eq(purchases.discountCode, query.code));
  const days: SQL[] = [];
  if (query.from) {
    days.push(sql`${purchases.createdAt} >= (${query.from}::date)::timestamp at time zone 'UTC'`);
  }
  if (query.to) {
    days.push(sql`${purchases.createdAt} < (${query.to}::date + 1)::timestamp at time zone 'UTC'`);
  }
  return { indexed, owed, uncovered, days };
}

/**
 * The filters of the list, the CSV export and the search, without the page's keyset. Orders
 * only: a checkout nobody placed is never listed, found or exported.
 */
function filtersOf(query: OrderListQuery, now: Date): SQL[] {
  const { indexed, owed, uncovered, days } = orderFiltersOf(query, now);
  return [isPlacedOrder, ...indexed, ...owed, ...uncovered, ...days];
}

function keysetOf(plan: SortPlan, cursor: ListCursor | null): SQL | undefined {
  if (!cursor) return undefined;
  const comparison = sql.raw(plan.isDescending ? '<' : '>');
  return sql`(${plan.column}, ${purchases.id}) ${comparison} (${cursor.key}::${plan.cast}, ${cursor.id}::uuid)`;
}

/**
 * The ways a search text names orders besides its customer (`customerFragmentRows`), each a
 * condition one index answers: the id's last 8 characters, a full id, a payment intent id.
 * Each runs as its own query (an OR across them would defeat the indexes).
 */
function idBranches(search: OrderSearch): SQL[] {
  const branches: SQL[] = [];
  if (search.idTail) branches.push(sql`right(${purchases.id}::text, 8) = ${search.idTail}`);
  if (search.fullId) branches.push(eq(purchases.id, search.fullId));
  if (search.paymentIntentId) branches.push(eq(purchases.paymentIntentId, search.paymentIntentId));
  return branches;
}

async function pageRows(
  db: Queryable,
  plan: SortPlan,
  conditions: (SQL | undefined)[],
  size: number,
): Promise<OrderListRow[]> {
  const direction = plan.isDescending ? desc : asc;
  return db
    .select({ ...orderCardColumns, ...orderDiscountColumns })
    .from(purchases)
    .leftJoin(users, eq(users.id, purchases.userId))
    .where(and(...conditions))
    .orderBy(direction(plan.column), direction(purchases.id))
    .limit(size);
}

/**
 * A page of the orders whose customer the text names (decision 367): walking the list's order
 * on `purchases_created_search_idx` or `purchases_amount_search_idx`, which hold the customer's
 * search text and the filters' columns; when a walk would find too few, all the matches,
 * through the trigram index or the filters' own indexes, sorted.
 */
async function customerFragmentRows(
  db: Queryable,
  plan: SortPlan,
  {
    query,
    cursor,
    text,
    now,
  }: { query: OrderListQuery; cursor: ListCursor | null; text: string; now: Date },
  size: number,
): Promise<OrderListRow[]> {
  const { indexed, owed, uncovered, days } = orderFiltersOf(query, now);
  // Days bound the walk on the index by creation; on the one by amount they only filter.
  const isByCreated = plan.keyKind === 'timestamp';
  const direction = sql.raw(plan.isDescending ? 'desc' : 'asc');
  return searchPage(
    db,
    {
      table: purchases,
      walkColumns: [
        purchases.createdAt,
        purchases.id,
        purchases.amount,
        purchases.customerSearch,
        purchases.paymentStatus,
        purchases.processingStatus,
        purchases.productId,
      ],
      bounds: [isPlacedOrder, keysetOf(plan, cursor), ...(isByCreated ? days : [])],
      match: orderCustomerMatches(text),
      candidates: orderCustomerCandidates(text),
      filters: [...indexed, ...owed, ...(isByCreated ? [] : days)],
      indexedFilters: [...indexed, ...(isByCreated ? [] : days)],
      unwalkable: uncovered,
      orderBy: sql`${plan.column} ${direction}, ${purchases.id} ${direction}`,
      size,
    },
    (ids) => pageRows(db, plan, [inArray(purchases.id, ids)], size),
  );
}

function compareRows(plan: SortPlan) {
  return (left: OrderCardRow, right: OrderCardRow): number => {
    const leftKey = plan.keyOf(left);
    const rightKey = plan.keyOf(right);
    let order =
      plan.keyKind === 'amount'
        ? Number(leftKey) - Number(rightKey)
        : leftKey.localeCompare(rightKey);
    if (order === 0) order = left.id < right.id ? -1 : left.id > right.id ? 1 : 0;
    return plan.isDescending ? -order : order;
  };
}

/** Up to `size` rows of one page in the sort's order: the list, a search, or a CSV batch. */
export async function orderRows(
  db: Queryable,
  query: OrderListQuery,
  cursor: ListCursor | null,
  size: number,
  now: Date,
): Promise<OrderListRow[]> {
  const plan = sortPlans[query.sort];
  const base = [...filtersOf(query, now), keysetOf(plan, cursor)];
  const search = searchTextOf(query.query);
  if (!search) return pageRows(db, plan, base, size);
  // Side by side on PostgreSQL's pool; PGlite runs them one after another.
  const named = orderSearchOf(search);
  const found = (
    await Promise.all([
      customerFragmentRows(db, plan, { query, cursor, text: named.customerFragment, now }, size),
      ...idBranches(named).map((branch) => pageRows(db, plan, [...base, branch], size)),
    ])
  ).flat();
  const unique = [...new Map(found.map((row) => [row.id, row])).values()];
  return unique.sort(compareRows(plan)).slice(0, size);
}

/** The cursor of the page after this row, in the query's sort. */
export function cursorAfter(query: OrderListQuery, row: OrderCardRow): ListCursor {
  return { order: `purchases-${query.sort}`, key: sortPlans[query.sort].keyOf(row), id: row.id };
}

export function readOrderCursor(query: OrderListQuery): ListCursor | null {
  return decodeCursor(query.cursor, `purchases-${query.sort}`, sortPlans[query.sort].keyKind);
}

/**
 * `GET /api/admin/purchases` and `/search/purchases`: one keyset page (never OFFSET) in any of
 * the four sorts, with the filters and the search of the query; each order says what it still
 * owes at `now` (decision 281), read for the page's rows only.
 */
export async function listOrders(
  db: Queryable,
  query: OrderListQuery,
  now: Date,
): Promise<AdminPage<AdminListedOrder>> {
  const rows = await orderRows(db, query, readOrderCursor(query), query.limit + 1, now);
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  const owed = await stillOwedOf(
    db,
    page.map((row) => ({ id: row.id, productId: row.productId, paymentStatus: row.status })),
    now,
  );
  return {
    items: page.map((row) => ({
      ...toAdminOrder(row),
      owed: owed.get(row.id) ?? nothingOwed,
      discount: orderDiscountOf(row),
    })),
    nextCursor: rows.length > query.limit && last ? encodeCursor(cursorAfter(query, last)) : null,
  };
}
