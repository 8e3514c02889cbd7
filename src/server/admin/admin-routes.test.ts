import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { orderListQuerySchema, type AdminPage, type AdminCustomer } from '../../common/admin';
import { signInTestAdmin, TEST_ADMIN_EMAIL } from '../../../tests/support/admin-factories';
import { insertTestOrders, insertTestCustomer } from '../../../tests/support/admin-data-factories';
import { withTestApp } from '../../../tests/support/app';
import { testDatabaseKinds } from '../../../tests/support/database';
import type { Database } from '../db/client';
import { NOT_SIGNED_IN } from './sign-in/admin-sign-ins';
import { csvCell } from '../csv-cell';
import { CSV_EXPORT_FAILED_LINE, ordersCsv } from './orders/orders-csv';

const PUBLIC_URL = 'http://shop.test';
const someId = randomUUID();

const reads = [
  '/api/admin/stats',
  '/api/admin/users',
  '/api/admin/search/users?query=ada',
  '/api/admin/purchases',
  '/api/admin/search/purchases?query=ada',
  '/api/admin/purchases.csv',
  `/api/admin/client/${someId}`,
  `/api/purchase/${someId}`,
  `/api/admin/uploads/${someId}/download`,
];
const mutations = [
  { method: 'PATCH' as const, url: `/api/admin/purchase/${someId}`, payload: { notes: 'x' } },
  {
    method: 'POST' as const,
    url: '/api/admin/purchases/bulk-status',
    payload: { ids: [someId], processingStatus: 'delivered' },
  },
];

/**
 * Stands in for `db.select()`: every builder call chains, and awaiting it fails a moment
 * later, as a query does when the database goes away mid-request.
 */
function failingQuery(): never {
  const query: object = new Proxy(() => undefined, {
    get(_target, property) {
      if (property === 'then') {
        return (_resolve: unknown, reject: (error: Error) => void) =>
          setTimeout(() => reject(new Error('the database went away')), 5);
      }
      return () => query;
    },
  });
  return query as never;
}

/** From now on the order list's queries fail (the admin session lookups still work). */
function failOrderQueries(db: Database) {
  const select = db.select.bind(db);
  return vi
    .spyOn(db, 'select')
    .mockImplementation(((columns?: object) =>
      columns && 'createdKey' in columns ? failingQuery() : select(columns as never)) as never);
}

describe.each(testDatabaseKinds())('the admin API on %s', (kind) => {
  let cookie: string;
  const tag = randomUUID().slice(0, 8);

  const harness = withTestApp(kind, { ADMIN_EMAILS: TEST_ADMIN_EMAIL, PUBLIC_URL });
  beforeAll(async () => {
    ({ cookie } = await signInTestAdmin(harness.app));
  });

  it('refuses every route without an admin session', async () => {
    for (const url of reads) {
      const reply = await harness.app.inject({ method: 'GET', url });
      expect(reply.statusCode, url).toBe(401);
      expect(reply.json()).toMatchObject({ message: NOT_SIGNED_IN });
    }
    for (const mutation of mutations) {
      const reply = await harness.app.inject({ ...mutation, headers: { origin: PUBLIC_URL } });
      expect(reply.statusCode, mutation.url).toBe(401);
    }
  });

  it('refuses every mutation from a foreign origin, even signed in', async () => {
    for (const mutation of mutations) {
      const reply = await harness.app.inject({
        ...mutation,
        headers: { cookie, origin: 'https://evil.example' },
      });
      expect(reply.statusCode, mutation.url).toBe(403);
    }
  });

  it('pages users newest first without gaps, and searches names and e-mails', async () => {
    const db = harness.database.db;
    const base = Date.UTC(2025, 5, 1);
    for (let index = 0; index < 7; index += 1) {
      await insertTestCustomer(db, {
        fullName: index % 2 ? `Nora Vex${tag}` : `Ilse Brandt`,
        email: `u${index}.${tag}@users.test`,
        createdAt: new Date(base + Math.floor(index / 2) * 1000),
      });
    }
    const seen: AdminCustomer[] = [];
    let cursor: string | null = null;
    do {
      const url: string = `/api/admin/users?limit=3${cursor ? `&cursor=${cursor}` : ''}`;
      const reply = await harness.app.inject({ method: 'GET', url, headers: { cookie } });
      const page = reply.json<AdminPage<AdminCustomer>>();
      seen.push(...page.items);
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen.filter((user) => user.email.endsWith(`${tag}@users.test`))).toHaveLength(7);
    expect(new Set(seen.map((user) => user.id)).size).toBe(seen.length);
    const times = seen.map((user) => user.createdAt);
    expect([...times].sort().reverse()).toEqual(times);

    const search = async (query: string) =>
      (
        await harness.app.inject({
          method: 'GET',
          url: `/api/admin/search/users?limit=100&query=${encodeURIComponent(query)}`,
          headers: { cookie },
        })
      ).json<AdminPage<AdminCustomer>>().items;
    expect(await search(`VEX${tag}`)).toHaveLength(3);
    expect(await search(`u4.${tag}`)).toHaveLength(1);
    expect(await search('u4')).toHaveLength(seen.length);
  });

  it('exports the filtered orders as CSV, quoted and safe from formulas', async () => {
    const db = harness.database.db;
    const user = await insertTestCustomer(db, {
      fullName: `=HYPERLINK("x") ${tag}`,
      email: `csv.${tag}@users.test`,
    });
    const code = `CSV-${tag}`.toUpperCase();
    await insertTestOrders(db, [
      { userId: user.id, productId: 7, adminNotes: 'line one\nline "two", end' },
      { userId: user.id, productId: 1, paymentStatus: 'failed' },
      { userId: user.id, productId: 4, amount: '60.00', discountCode: code, discountCents: 1500 },
    ]);
    const reply = await harness.app.inject({
      method: 'GET',
      url: `/api/admin/purchases.csv?status=completed&query=csv.${tag}`,
      headers: { cookie },
    });
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(reply.headers['content-disposition']).toMatch(
      /^attachment; filename="orders-\d{4}-\d{2}-\d{2}\.csv"/,
    );
    const lines = reply.body.split('\r\n');
    expect(lines[0]).toBe(
      'Order id,Created (UTC),Product id,Tier,Amount (USD),Payment status,Processing status,Customer name,Customer e-mail,Payment intent id,Discount code,Discount (USD),Notes,Gift from,Gift to,Gift claimed (UTC),Upgrades,Upgrades paid (USD)',
    );
    expect(reply.body).toContain(
      `,7,Destiny Alignment,777.00,completed,received,"'=HYPERLINK(""x"") ${tag}",csv.${tag}@users.test,`,
    );
    // An order bought without a code leaves both discount cells empty.
    expect(reply.body).toMatch(/,pi_test_\w+,,,"line one\nline ""two"", end",,,,,\r\n/);
    expect(reply.body).toMatch(new RegExp(`,60\\.00,completed,.*,pi_test_\\w+,${code},15\\.00,,`));
    expect(reply.body).not.toContain('failed');
  });

  it('streams a CSV longer than one batch in order', async () => {
    const db = harness.database.db;
    const user = await insertTestCustomer(db, { email: `bulk.${tag}@users.test` });
    await insertTestOrders(
      db,
      Array.from({ length: 2100 }, (_, index) => ({
        userId: user.id,
        createdAt: new Date(Date.UTC(2024, 0, 1) + index * 60_000),
      })),
    );
    const reply = await harness.app.inject({
      method: 'GET',
      url: `/api/admin/purchases.csv?sort=oldest&query=bulk.${tag}`,
      headers: { cookie },
    });
    const rows = reply.body.trimEnd().split('\r\n').slice(1);
    expect(rows).toHaveLength(2100);
    const created = rows.map((row) => row.split(',')[1]!);
    expect(created).toEqual([...created].sort());
    expect(new Set(rows.map((row) => row.split(',')[0])).size).toBe(2100);
  });

  it('answers a readable error, not a 200 with only the header, when the export cannot start', async () => {
    const db = harness.database.db;
    const select = failOrderQueries(db);
    try {
      const reply = await harness.app.inject({
        method: 'GET',
        url: '/api/admin/purchases.csv',
        headers: { cookie, 'accept-encoding': 'gzip' },
      });
      expect(reply.statusCode).toBe(500);
      // Not labelled gzip (the body is plain JSON) nor offered as orders.csv.
      expect(reply.headers['content-encoding']).toBeUndefined();
      expect(reply.headers['content-disposition']).toBeUndefined();
      expect(reply.json()).toMatchObject({ error: 'internal' });
    } finally {
      select.mockRestore();
    }
  });

  it('ends an export that fails partway with a failure line and a broken stream', async () => {
    const db = harness.database.db;
    const user = await insertTestCustomer(db, { email: `broken.${tag}@users.test` });
    await insertTestOrders(
      db,
      Array.from({ length: 5 }, () => ({ userId: user.id })),
    );
    const query = orderListQuerySchema.parse({ query: `broken.${tag}` });
    const stream = await ordersCsv(db, query, { batchSize: 2, now: new Date() });
    // The second batch fails: a lost connection, a timeout...
    const select = failOrderQueries(db);
    const chunks: string[] = [];
    try {
      await expect(
        (async () => {
          for await (const chunk of stream) chunks.push(String(chunk));
        })(),
      ).rejects.toThrow('the database went away');
    } finally {
      select.mockRestore();
    }
    expect(chunks).toHaveLength(4);
    expect(chunks.at(-1)).toBe(CSV_EXPORT_FAILED_LINE);
  });

  it('quotes cells the way spreadsheets read them', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell(null)).toBe('');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    for (const risky of ['=1+1', '+1', '-1', '@SUM(A1)']) expect(csvCell(risky)).toBe(`'${risky}`);
  });
});
