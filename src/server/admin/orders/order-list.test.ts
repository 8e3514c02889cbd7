import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  AdminListedOrder,
  AdminOrderDetail,
  AdminPage,
  OrderSort,
} from '../../../common/admin';
import { productIds } from '../../../common/catalogue';
import { signInTestAdmin, TEST_ADMIN_EMAIL } from '../../../../tests/support/admin-factories';
import {
  insertTestOrders,
  insertTestCustomer,
} from '../../../../tests/support/admin-data-factories';
import { createTestApp, type TestApp } from '../../../../tests/support/app';
import { testDatabaseKinds } from '../../../../tests/support/database';
import { STALE_CURSOR } from '../list-cursor';

describe.each(testDatabaseKinds())('the admin order list on %s', (kind) => {
  let harness: TestApp;
  let cookie: string;
  const tag = randomUUID().slice(0, 6);

  beforeAll(async () => {
    harness = await createTestApp(kind, { ADMIN_EMAILS: TEST_ADMIN_EMAIL });
    ({ cookie } = await signInTestAdmin(harness.app));
    const db = harness.database.db;
    const ada = await insertTestCustomer(db, {
      fullName: `Ada Quill${tag}`,
      email: `ada.${tag}@stars.test`,
    });
    const bo = await insertTestCustomer(db, {
      fullName: 'Bo 100%_Real',
      email: `bo.${tag}@moon.test`,
    });
    // Ties on purpose: equal timestamps (to the microsecond) and equal amounts, so pages must
    // break ties by id; microseconds a JS Date would lose.
    const orders = Array.from({ length: 23 }, (_, index) => ({
      userId: index % 2 === 0 ? ada.id : bo.id,
      productId: 1 + (index % 8),
      paymentStatus: (['completed', 'pending', 'failed'] as const)[index % 3],
      processingStatus: (['received', 'in-progress', 'delivered'] as const)[index % 3],
      createdAt: new Date(Date.UTC(2025, 0, 10 + Math.floor(index / 3), 12)),
    }));
    const inserted = await insertTestOrders(db, orders);
    // Two rows at the very same sub-millisecond instant.
    await db.execute(sql`update purchases set created_at = created_at + interval '123 microseconds'
      where id in (${inserted[0]!.id}, ${inserted[1]!.id})`);
  });
  afterAll(async () => {
    await harness?.close();
  });

  async function page(url: string): Promise<AdminPage<AdminListedOrder>> {
    const reply = await harness.app.inject({ method: 'GET', url, headers: { cookie } });
    expect(reply.statusCode, reply.body).toBe(200);
    return reply.json();
  }

  async function walk(query: string): Promise<AdminListedOrder[]> {
    const all: AdminListedOrder[] = [];
    let cursor: string | null = null;
    do {
      const suffix: string = cursor ? `&cursor=${cursor}` : '';
      const next = await page(`/api/admin/purchases?limit=4&${query}${suffix}`);
      expect(next.items.length).toBeLessThanOrEqual(4);
      all.push(...next.items);
      cursor = next.nextCursor;
    } while (cursor);
    return all;
  }

  const orderBys: Record<OrderSort, string> = {
    newest: 'created_at desc, id desc',
    oldest: 'created_at asc, id asc',
    'amount-desc': 'amount desc, id desc',
    'amount-asc': 'amount asc, id asc',
  };

  it.each(Object.entries(orderBys))(
    'walks every order once, in order, sorted %s',
    async (sort, orderBy) => {
      const walked = await walk(`sort=${sort}`);
      const expected = (await harness.database.db.execute(
        sql.raw(`select id from purchases order by ${orderBy}`),
      )) as unknown as { rows: { id: string }[] };
      expect(walked.map((order) => order.id)).toEqual(expected.rows.map((row) => row.id));
      expect(walked).toHaveLength(23);
    },
  );

  it('maps the columns to the spec names and names the customer', async () => {
    const { items } = await page(`/api/admin/purchases?query=ada.${tag}&limit=1`);
    expect(items[0]).toMatchObject({
      customerName: `Ada Quill${tag}`,
      customerEmail: `ada.${tag}@stars.test`,
      notes: null,
      tierName: expect.any(String),
      stripePaymentIntentId: expect.stringMatching(/^pi_test_/),
    });
  });

  it('filters by several statuses, processing statuses, products and whole UTC days', async () => {
    const filtered = await walk(
      'status=completed,pending&processing=received,in-progress&product=1,2,4,5&from=2025-01-10&to=2025-01-13',
    );
    expect(filtered.length).toBeGreaterThan(0);
    for (const order of filtered) {
      expect(['completed', 'pending']).toContain(order.status);
      expect(['received', 'in-progress']).toContain(order.processingStatus);
      expect([1, 2, 4, 5]).toContain(order.productId);
      expect(order.createdAt >= '2025-01-10' && order.createdAt < '2025-01-14').toBe(true);
    }
    const lastDay = await walk('from=2025-01-17&to=2025-01-17');
    expect(lastDay).toHaveLength(2);
  });

  it('searches by e-mail fragment, name fragment, id tail, full id and payment intent', async () => {
    const byEmail = await walk(`query=${encodeURIComponent(`bo.${tag}@moon`)}`);
    expect(byEmail).toHaveLength(11);
    const byName = await walk(`query=${encodeURIComponent(`QUILL${tag}`)}`);
    expect(byName).toHaveLength(12);
    const target = byName[3]!;
    const byTail = await page(
      `/api/admin/search/purchases?query=${target.id.slice(-8).toUpperCase()}`,
    );
    expect(byTail.items.map((order) => order.id)).toContain(target.id);
    const byId = await page(`/api/admin/search/purchases?query=${target.id}`);
    expect(byId.items.map((order) => order.id)).toEqual([target.id]);
    const byIntent = await page(
      `/api/admin/search/purchases?query=${target.stripePaymentIntentId}`,
    );
    expect(byIntent.items.map((order) => order.id)).toEqual([target.id]);
  });

  it('finds a customer and their orders by their phone, however either side writes it', async () => {
    const db = harness.database.db;
    const caller = await insertTestCustomer(db, {
      fullName: `Cy Phone${tag}`,
      email: `cy.${tag}@phone.test`,
      phone: '+1 (206) 555-0100',
    });
    await insertTestCustomer(db, { fullName: `Di Other${tag}`, phone: '+44 20 7946 0958' });
    const [order] = await insertTestOrders(db, [{ userId: caller.id, productId: 1 }]);
    for (const typed of ['555 0100', '+1 206', '2065550100', '206-555-0100', '(206) 555']) {
      const orders = await page(`/api/admin/search/purchases?query=${encodeURIComponent(typed)}`);
      expect(
        orders.items.map((item) => item.id),
        typed,
      ).toEqual([order!.id]);
      const people = await harness.app.inject({
        method: 'GET',
        url: `/api/admin/search/users?query=${encodeURIComponent(typed)}`,
        headers: { cookie },
      });
      expect(
        people.json<AdminPage<{ id: string }>>().items.map((user) => user.id),
        typed,
      ).toEqual([caller.id]);
    }
  });

  it('finds orders by the customer as they are now: renamed, re-addressed, erased', async () => {
    const db = harness.database.db;
    const person = await insertTestCustomer(db, {
      fullName: `Eve Before${tag}`,
      email: `eve.${tag}@before.test`,
      phone: '+1 312 555 0177',
    });
    const [order] = await insertTestOrders(db, [{ userId: person.id, productId: 2 }]);
    const found = async (typed: string) =>
      (await page(`/api/admin/search/purchases?query=${encodeURIComponent(typed)}`)).items.map(
        (item) => item.id,
      );
    expect(await found(`before${tag}`)).toEqual([order!.id]);
    // A fragment never runs from the name into the e-mail.
    expect(await found(`${tag}eve.`)).toEqual([]);

    await db.execute(sql`update users set full_name = ${`Eve After${tag}`},
      email = ${`eve.${tag}@after.test`}, email_key = ${`eve.${tag}@after.test`},
      phone = '+1 415 555 0199' where id = ${person.id}`);
    expect(await found(`before${tag}`)).toEqual([]);
    expect(await found(`After${tag}`)).toEqual([order!.id]);
    expect(await found(`${tag}@after`)).toEqual([order!.id]);
    expect(await found('415 555 01')).toEqual([order!.id]);
    expect(await found('312 555 01')).toEqual([]);

    // Erasure deletes the person: the order keeps no trace of them to be found by.
    await db.execute(sql`delete from users where id = ${person.id}`);
    expect(await found(`After${tag}`)).toEqual([]);
    const [row] = (
      (await db.execute(
        sql`select customer_search from purchases where id = ${order!.id}`,
      )) as unknown as { rows: { customer_search: string | null }[] }
    ).rows;
    expect(row?.customer_search).toBeNull();
  });

  it('treats % and _ in a search as themselves', async () => {
    const literal = await walk(`query=${encodeURIComponent('100%_r')}`);
    expect(literal).toHaveLength(11);
    expect(await walk(`query=${encodeURIComponent('%_%')}`)).toHaveLength(0);
  });

  it('ignores a search of 2 characters (docs/product.md §9)', async () => {
    const all = await walk('');
    expect(await walk('query=bo')).toHaveLength(all.length);
  });

  it('refuses days that do not exist with 400, in the list, the search and the CSV export', async () => {
    const urls = [
      '/api/admin/purchases?to=2020-13-45',
      '/api/admin/purchases?from=2020-02-30',
      '/api/admin/search/purchases?query=ada&from=2020-02-30',
      '/api/admin/search/purchases?query=ada&to=0000-01-01',
      '/api/admin/purchases.csv?to=2020-13-45',
      '/api/admin/purchases.csv?from=2021-02-29',
    ];
    for (const url of urls) {
      const reply = await harness.app.inject({
        method: 'GET',
        url,
        headers: { cookie, 'accept-encoding': 'gzip' },
      });
      expect(reply.statusCode, url).toBe(400);
      expect(reply.headers['content-encoding'], url).toBeUndefined();
      expect(reply.json(), url).toMatchObject({ message: 'Use a date like 2026-01-31' });
    }
    // A leap day is a day.
    await page('/api/admin/purchases?from=2024-02-29&to=2024-02-29');
  });

  it('refuses bad filters and a cursor of another sort with 400', async () => {
    for (const query of [
      'status=paid',
      `product=${Math.max(...productIds) + 1}`,
      'from=2025-1-1',
      'sort=cheap',
      'limit=500',
    ]) {
      const reply = await harness.app.inject({
        method: 'GET',
        url: `/api/admin/purchases?${query}`,
        headers: { cookie },
      });
      expect(reply.statusCode, query).toBe(400);
    }
    const { nextCursor } = await page('/api/admin/purchases?limit=2');
    for (const cursor of [`${nextCursor}&sort=amount-asc`, 'garbage']) {
      const reply = await harness.app.inject({
        method: 'GET',
        url: `/api/admin/purchases?cursor=${cursor}`,
        headers: { cookie },
      });
      expect(reply.statusCode).toBe(400);
      expect(reply.json()).toMatchObject({ message: STALE_CURSOR });
    }
  });

  it('filters by discount code, typed in any case, and pages through it in every sort', async () => {
    const db = harness.database.db;
    const code = `SPRING-${tag}`.toUpperCase();
    const buyer = await insertTestCustomer(db, { fullName: `Flo Coded${tag}` });
    // Pairs at the same instant, so the keyset breaks ties by id within the filter too.
    const coded = await insertTestOrders(
      db,
      Array.from({ length: 9 }, (_, index) => ({
        userId: buyer.id,
        productId: 4,
        amount: (60 + (index % 3)).toFixed(2),
        discountCode: code,
        discountCents: 1500,
        createdAt: new Date(Date.UTC(2025, 2, 1 + Math.floor(index / 2), 12)),
      })),
    );
    const [plain] = await insertTestOrders(db, [
      { userId: buyer.id, productId: 4 },
      {
        userId: buyer.id,
        productId: 4,
        discountCode: `OTHER-${tag}`.toUpperCase(),
        discountCents: 500,
      },
    ]);

    for (const [sort, orderBy] of Object.entries(orderBys)) {
      const walked = await walk(
        `sort=${sort}&code=${encodeURIComponent(` ${code.toLowerCase()} `)}`,
      );
      const expected = (await db.execute(
        sql.raw(`select id from purchases where discount_code = '${code}' order by ${orderBy}`),
      )) as unknown as { rows: { id: string }[] };
      expect(
        walked.map((order) => order.id),
        sort,
      ).toEqual(expected.rows.map((row) => row.id));
      expect(walked, sort).toHaveLength(coded.length);
    }
    const [first] = await walk(`code=${code}`);
    expect(first?.discount).toEqual({ code, cents: 1500 });
    expect(await walk(`code=${code}-NOPE`)).toEqual([]);

    const mixed = await walk(`query=${encodeURIComponent(`Coded${tag}`)}`);
    expect(mixed).toHaveLength(11);
    expect(mixed.find((order) => order.id === plain!.id)?.discount).toBeNull();
    const detail = await harness.app.inject({
      method: 'GET',
      url: `/api/purchase/${coded[0]!.id}`,
      headers: { cookie },
    });
    expect(detail.json<AdminOrderDetail>().discount).toEqual({ code, cents: 1500 });
  });
});
