import { and, eq, isNotNull, or, sql, type SQL } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AdminCustomer, AdminListedOrder, AdminPage } from '../../common/admin';
import { signInTestAdmin, TEST_ADMIN_EMAIL } from '../../../tests/support/admin-factories';
import {
  insertTestCustomer,
  insertTestOrders,
  type TestOrderInput,
} from '../../../tests/support/admin-data-factories';
import { withTestApp } from '../../../tests/support/app';
import { testDatabaseKinds } from '../../../tests/support/database';
import { purchases, users } from '../db/schema';
import { customerMatches, orderCustomerMatches, orderSearchOf } from './admin-search';

/**
 * Decision 367: each kind of fragment an admin types is searched its own way (a walk of an
 * index in the list's order, or the match set through the trigram index or the filters'
 * indexes), and every way must give the rows the search's plain condition gives, in the list's
 * order, page after page, with any filter and sort.
 */
const people = [
  { fullName: 'Lee Smith', email: 'lee@example.test', phone: '+1 (206) 555-0100' },
  { fullName: 'Ann Lee', email: 'ann.lee@example.test', phone: null },
  { fullName: 'Leela Lee', email: 'leela@example.test', phone: '+1 206 555 0142' },
  { fullName: 'Ez Example', email: 'ez@example.test', phone: '+44 20 7946 0958' },
  { fullName: "Mary-Jane O'Brien", email: 'mj.obrien@ex-ample.test', phone: '206.555.0199' },
  // Punctuation is coded as `q` in the trigram index: "qqqq" must still find nobody here.
  { fullName: 'J. R. Quill', email: 'q@q.q', phone: null },
  { fullName: 'Zoë Søren', email: 'zoe_soren+shop@example.test', phone: null },
  { fullName: 'Bo 100%_Real', email: 'bo@moon.test', phone: null },
  ...Array.from({ length: 24 }, (_, index) => ({
    fullName: `Filler ${index} ${index % 3 === 0 ? 'Smith' : 'Jones'}`,
    email: `filler.${index}@example.test`,
    phone: index % 2 === 0 ? `+1 312 555 01${String(index).padStart(2, '0')}` : null,
  })),
];

const kinds: [kind: string, fragments: string[]][] = [
  [
    'e-mail parts with punctuation',
    ['lee@', 'ez@ex', '@example', 'ex-ample', '.test', 'q@q.q', '+shop@', 'n.lee@'],
  ],
  ['names', ['lee', 'smith', "o'brien", 'mary-jane', 'j. r.', 'zoë', 'ann lee', 'FILLER 1']],
  ['phone digits', ['555 0100', '+1 206', '(206) 555', '7946', '2065550', '312 555']],
  ['like characters', ['100%_r', '%_%', '\\_x']],
  ['no match', ['zzqx', 'qqqq', '@@@', 'nobody@', 'lee@ex-']],
];

/** The list's own variants: sorts, filters by status, product, days, processing and code. */
const orderVariants = [
  '',
  'sort=oldest',
  'sort=amount-desc&status=completed,refunded',
  'sort=amount-asc&product=1,3',
  'processing=received,in-progress&from=2025-02-01&to=2025-05-31',
  'status=refunded',
  'code=SPRING',
];

describe.each(testDatabaseKinds())('the admin search by kind of fragment on %s', (kind) => {
  const harness = withTestApp(kind, { ADMIN_EMAILS: TEST_ADMIN_EMAIL });
  let cookie: string;

  beforeAll(async () => {
    ({ cookie } = await signInTestAdmin(harness.app));
    const db = harness.database.db;
    const orders: TestOrderInput[] = [];
    for (const [index, person] of people.entries()) {
      const customer = await insertTestCustomer(db, {
        ...person,
        emailKey: person.email.toLowerCase(),
      });
      for (let count = 0; count < 1 + (index % 4); count += 1) {
        const seed = index * 7 + count;
        orders.push({
          userId: customer.id,
          productId: 1 + (seed % 8),
          paymentStatus: (['completed', 'completed', 'refunded', 'pending'] as const)[seed % 4],
          processingStatus: (['received', 'in-progress', 'delivered'] as const)[seed % 3],
          discountCode: seed % 5 === 0 ? 'SPRING' : null,
          // Equal timestamps on purpose: the pages break ties by id.
          createdAt: new Date(Date.UTC(2025, seed % 12, 1 + (seed % 3), 12)),
        });
      }
    }
    await insertTestOrders(db, orders);
  });

  async function page<Item>(url: string): Promise<AdminPage<Item>> {
    const reply = await harness.app.inject({ method: 'GET', url, headers: { cookie } });
    expect(reply.statusCode, `${url}: ${reply.body}`).toBe(200);
    return reply.json();
  }

  /** Every page of a list, following its cursors. */
  async function walk<Item extends { id: string }>(url: string): Promise<string[]> {
    const ids: string[] = [];
    let cursor: string | null = null;
    do {
      const next: AdminPage<Item> = await page<Item>(`${url}${cursor ? `&cursor=${cursor}` : ''}`);
      ids.push(...next.items.map((item) => item.id));
      cursor = next.nextCursor;
    } while (cursor);
    return ids;
  }

  async function idsWhere(query: SQL): Promise<Set<string>> {
    const result = (await harness.database.db.execute(query)) as unknown as {
      rows: { id: string }[];
    };
    return new Set(result.rows.map((row) => row.id));
  }

  /** The orders the plain condition names: the customer's fragment or the order's id. */
  function orderCondition(text: string): SQL {
    const named = orderSearchOf(text);
    const ways: SQL[] = [orderCustomerMatches(text)];
    if (named.idTail) ways.push(sql`right(${purchases.id}::text, 8) = ${named.idTail}`);
    if (named.fullId) ways.push(eq(purchases.id, named.fullId));
    if (named.paymentIntentId) ways.push(eq(purchases.paymentIntentId, named.paymentIntentId));
    return and(isNotNull(purchases.placedAt), or(...ways))!;
  }

  const listedOrders = new Map<string, Promise<string[]>>();
  async function expectOrdersAsListed(text: string, variant: string, limit: number) {
    const named = await idsWhere(
      sql`select ${purchases.id} as id from ${purchases} where ${orderCondition(text)}`,
    );
    if (!listedOrders.has(variant)) {
      listedOrders.set(variant, walk(`/api/admin/purchases?limit=100&${variant}`));
    }
    const listed = await listedOrders.get(variant)!;
    const found = await walk(
      `/api/admin/search/purchases?limit=${limit}&query=${encodeURIComponent(text)}&${variant}`,
    );
    expect(found, `"${text}" ${variant} by ${limit}`).toEqual(listed.filter((id) => named.has(id)));
    return found;
  }

  it.each(kinds)('finds the orders of %s as listed, in every sort and filter', async (_, texts) => {
    for (const text of texts) {
      for (const [index, variant] of orderVariants.entries()) {
        // Pages of 1, 4 and 100 take each way: a full page at once, the long walk, the match set.
        await expectOrdersAsListed(text, variant, [1, 4, 100][index % 3]!);
      }
    }
  });

  it.each(kinds)('finds the clients of %s as listed', async (_, texts) => {
    const listed = await walk<AdminCustomer>('/api/admin/users?limit=100');
    for (const text of texts) {
      const named = await idsWhere(
        sql`select ${users.id} as id from ${users} where ${customerMatches(text)}`,
      );
      for (const limit of [1, 4, 100]) {
        const found = await walk<AdminCustomer>(
          `/api/admin/search/users?limit=${limit}&query=${encodeURIComponent(text)}`,
        );
        expect(found, `"${text}" by ${limit}`).toEqual(listed.filter((id) => named.has(id)));
      }
    }
  });

  it('finds orders by their references: the id as shown, in full, and the payment', async () => {
    const [order] = (await page<AdminListedOrder>('/api/admin/purchases?sort=oldest&limit=1'))
      .items;
    for (const text of [
      order!.id.slice(-8).toUpperCase(),
      order!.id,
      order!.stripePaymentIntentId!,
    ]) {
      const found = await expectOrdersAsListed(text, '', 4);
      expect(found, text).toContain(order!.id);
    }
  });

  it('keeps the punctuation an admin types: "lee@" is not every Lee, "qqqq" is nobody', async () => {
    const names = async (text: string) =>
      (
        await page<AdminCustomer>(
          `/api/admin/search/users?limit=100&query=${encodeURIComponent(text)}`,
        )
      ).items
        .map((customer) => customer.fullName)
        .sort();
    expect(await names('lee@')).toEqual(['Ann Lee', 'Lee Smith']);
    expect(await names('n.lee@')).toEqual(['Ann Lee']);
    expect(await names('ez@ex')).toEqual(['Ez Example']);
    expect(await names("o'brien")).toEqual(["Mary-Jane O'Brien"]);
    expect(await names('+shop@')).toEqual(['Zoë Søren']);
    expect(await names('qqqq')).toEqual([]);
    expect(await names('(206) 555')).toEqual(
      ["Mary-Jane O'Brien", 'Leela Lee', 'Lee Smith'].sort(),
    );
  });
});
