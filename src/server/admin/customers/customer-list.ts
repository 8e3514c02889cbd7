import { and, desc, inArray, sql, type SQL } from 'drizzle-orm';
import type { AdminPage, AdminCustomer, CustomerListQuery } from '../../../common/admin';
import type { Queryable } from '../../db/client';
import { users } from '../../db/schema';
import { customerCandidates, customerMatches, searchTextOf } from '../admin-search';
import { timestampKey, toAdminCustomer } from '../admin-views';
import { decodeCursor, encodeCursor } from '../list-cursor';
import { searchPage } from '../search-walk';

const USERS_ORDER = 'users-newest';

/** Up to `size` customers, newest first. */
function customerRows(db: Queryable, conditions: (SQL | undefined)[], size: number) {
  return db
    .select({
      id: users.id,
      fullName: users.fullName,
      email: users.email,
      phone: users.phone,
      createdAt: users.createdAt,
      createdKey: timestampKey(users.createdAt),
    })
    .from(users)
    .where(and(...conditions))
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(size);
}

/**
 * `GET /api/admin/users` and `/search/users`: newest first, one keyset page at a time. A search
 * matches any fragment of the name, the e-mail or the phone's digits: walking the newest
 * customers on `users_created_search_idx`, or through the trigram index when that finds too
 * few (decision 367).
 */
export async function listCustomers(
  db: Queryable,
  query: CustomerListQuery,
): Promise<AdminPage<AdminCustomer>> {
  const cursor = decodeCursor(query.cursor, USERS_ORDER, 'timestamp');
  const search = searchTextOf(query.query);
  const keyset = cursor
    ? sql`(${users.createdAt}, ${users.id}) < (${cursor.key}::timestamptz, ${cursor.id}::uuid)`
    : undefined;
  const size = query.limit + 1;
  const rows = search
    ? await searchPage(
        db,
        {
          table: users,
          walkColumns: [
            users.createdAt,
            users.id,
            users.fullName,
            users.emailKey,
            users.phoneDigits,
          ],
          bounds: [keyset],
          match: customerMatches(search),
          candidates: customerCandidates(search),
          filters: [],
          indexedFilters: [],
          unwalkable: [],
          orderBy: sql`${users.createdAt} desc, ${users.id} desc`,
          size,
        },
        (ids) => customerRows(db, [inArray(users.id, ids)], size),
      )
    : await customerRows(db, [keyset], size);
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    items: page.map(toAdminCustomer),
    nextCursor:
      rows.length > query.limit && last
        ? encodeCursor({ order: USERS_ORDER, key: last.createdKey, id: last.id })
        : null,
  };
}
