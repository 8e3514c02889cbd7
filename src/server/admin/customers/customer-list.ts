import { and, desc, sql, type SQL } from 'drizzle-orm';
import type { AdminPage, AdminCustomer, CustomerListQuery } from '../../../common/admin';
import type { Queryable } from '../../db/client';
import { users } from '../../db/schema';
import { customerMatches, searchTextOf } from '../admin-search';
import { timestampKey, toAdminCustomer } from '../admin-views';
import { decodeCursor, encodeCursor } from '../list-cursor';

const USERS_ORDER = 'users-newest';

/**
 * `GET /api/admin/users` and `/search/users`: newest first, one keyset page at a time. A search
 * matches any fragment of the name, the e-mail or the phone's digits through trigram indexes.
 */
export async function listCustomers(
  db: Queryable,
  query: CustomerListQuery,
): Promise<AdminPage<AdminCustomer>> {
  const cursor = decodeCursor(query.cursor, USERS_ORDER, 'timestamp');
  const search = searchTextOf(query.query);
  const conditions: SQL[] = [];
  if (search) conditions.push(customerMatches(search));
  if (cursor) {
    conditions.push(
      sql`(${users.createdAt}, ${users.id}) < (${cursor.key}::timestamptz, ${cursor.id}::uuid)`,
    );
  }
  const rows = await db
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
    .limit(query.limit + 1);
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
