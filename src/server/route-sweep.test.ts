import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertTestOrders, insertTestCustomer } from '../../tests/support/admin-data-factories';
import { signInTestAdmin, TEST_ADMIN_EMAIL } from '../../tests/support/admin-factories';
import { cookiePair, createTestAffiliate } from '../../tests/support/affiliate-factories';
import { createTestApp, type TestApp } from '../../tests/support/app';
import { testDatabaseKinds } from '../../tests/support/database';
import { routeTableOf, type TableRoute } from '../../tests/support/route-table';

const SHOP = 'http://shop.test';
const FOREIGN = 'https://evil.example';

/** The only routes of the admin prefixes anyone may call: the login page asks who is in. */
const ADMIN_PREFIX_ROUTES_FOR_ANYONE = ['GET /api/admin/auth', 'HEAD /api/admin/auth'];
/** The affiliate's ways in (and out): everything else under /api/affiliate/ needs a session. */
const AFFILIATE_ROUTES_FOR_ANYONE = [
  'POST /api/affiliate/login',
  'POST /api/affiliate/logout',
  'POST /api/affiliate/set-password',
  'GET /api/affiliate/set-password',
  'HEAD /api/affiliate/set-password',
  'POST /api/affiliate/password-reset',
  'GET /api/affiliate/auth',
  'HEAD /api/affiliate/auth',
];

const isAdminPrefix = (url: string) => /^\/api\/(admin|purchase)\//.test(url);
const keyOf = (route: TableRoute) => `${route.method} ${route.url}`;
const isMutation = (method: string) => !['GET', 'HEAD', 'OPTIONS'].includes(method);

/**
 * The same path spelled the ways a router and a guard reading the raw URL may disagree on:
 * percent-encoded letters, doubled slashes, dot segments, changed case, and the absolute form
 * (`GET http://host/path HTTP/1.1`) that only a raw request sends.
 */
function spellingsOf(path: string, origin: string): string[] {
  const encodeFirstLetterAfter = (prefix: string) =>
    path.replace(
      new RegExp(`^(${prefix})([a-z])`),
      (_whole, before: string, letter: string) => `${before}%${letter.charCodeAt(0).toString(16)}`,
    );
  const withEncodedLetter = encodeFirstLetterAfter('/api/');
  const lastSlash = path.lastIndexOf('/');
  return [
    path,
    withEncodedLetter,
    encodeFirstLetterAfter('/'),
    `${path.slice(0, lastSlash)}/%${path.charCodeAt(lastSlash + 1).toString(16)}${path.slice(lastSlash + 2)}`,
    path.replace(/^\/api\/([a-z])/, (_whole, letter: string) => `/api/${letter.toUpperCase()}`),
    path.replace(/^\/api/, '/API'),
    `/${path}`,
    path.replace(/^\/api\//, '/api//'),
    `${path}/`,
    path.replace(/^\/api\//, '/api/./'),
    path.replace(/^\/api\//, '/api/x/../'),
    path.replace(/^\/api\//, '/api/x/%2e%2e/'),
    `${origin}${path}`,
    `${origin}${withEncodedLetter}`,
    `http://elsewhere.example${path}`,
  ];
}

/** One request sent as written: Node's client puts `path` on the request line untouched. */
function rawRequest(
  agent: http.Agent,
  port: number,
  options: { method: string; target: string; headers: Record<string, string>; body?: string },
): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        agent,
        host: '127.0.0.1',
        port,
        method: options.method,
        path: options.target,
        headers: {
          host: new URL(SHOP).host,
          ...options.headers,
          ...(options.body ? { 'content-type': 'application/json' } : {}),
        },
      },
      (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (body += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
      },
    );
    request.on('error', reject);
    request.end(options.body);
  });
}

/** Each table's row count and a digest of all its rows: any insert, update or delete shows. */
async function databaseDigest(harness: TestApp): Promise<Record<string, string>> {
  const { db } = harness.database;
  const tables = (await db.execute(
    sql`select table_name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  )) as unknown as { rows: { table_name: string }[] };
  const union = tables.rows
    .map(
      ({ table_name: table }) =>
        `select '${table}' as name, count(*)::text || ' ' || ` +
        `md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as digest from "${table}" t`,
    )
    .join(' union all ');
  const result = (await db.execute(sql.raw(union))) as unknown as {
    rows: { name: string; digest: string }[];
  };
  return Object.fromEntries(result.rows.map((row) => [row.name, row.digest]));
}

describe.each(testDatabaseKinds())('every guarded route, however spelled, on %s', (kind) => {
  let harness: TestApp;
  let port = 0;
  let origin = '';
  const agent = new http.Agent({ keepAlive: true, maxSockets: 4 });
  const ids: Record<string, string> = {};
  let customerEmail = '';
  let adminCookie = '';
  let affiliateCookie = '';
  let routes: TableRoute[] = [];

  beforeAll(async () => {
    harness = await createTestApp(kind, { ADMIN_EMAILS: TEST_ADMIN_EMAIL, PUBLIC_URL: SHOP });
    await harness.app.listen({ host: '127.0.0.1', port: 0 });
    port = (harness.app.server.address() as AddressInfo).port;
    origin = `http://127.0.0.1:${port}`;
    routes = routeTableOf(harness.app);

    const { db } = harness.database;
    const customer = await insertTestCustomer(db);
    customerEmail = customer.email;
    const [purchase] = await insertTestOrders(db, [{ userId: customer.id }]);
    const { affiliate, email, password } = await createTestAffiliate(db);
    Object.assign(ids, {
      userId: customer.id,
      purchaseId: purchase!.id,
      affiliateId: affiliate.id,
    });
    adminCookie = (await signInTestAdmin(harness.app)).cookie;
    const login = await harness.app.inject({
      method: 'POST',
      url: '/api/affiliate/login',
      headers: { origin: SHOP },
      payload: { email, password },
    });
    expect(login.statusCode).toBe(200);
    affiliateCookie = cookiePair(login.headers['set-cookie']);
  });
  afterAll(async () => {
    agent.destroy();
    await harness?.close();
  });

  /** Real ids where the route names them, so a leak would show real rows. */
  const pathOf = (url: string) =>
    url
      .replace(/\/affiliates\/:id/, `/affiliates/${ids.affiliateId}`)
      .replace(/:(userId)\b/, ids.userId!)
      .replace(/:(purchaseId|id)\b/, ids.purchaseId!)
      .replace(/:\w+/g, () => randomUUID());

  /** A body each admin mutation would accept: were any to run, it would write. */
  const bodyFor = () =>
    JSON.stringify({
      name: 'Mallory Mole',
      email: `mallory.${randomUUID()}@example.com`,
      commissionRate: 45,
      isActive: false,
      processingStatus: 'completed',
      notes: 'changed by nobody',
      ids: [ids.purchaseId],
      reason: 'A reason long enough to be taken',
      confirmEmail: customerEmail,
      minimum: '0',
      paidOn: '2026-01-05',
      reference: 'nobody',
      entryIds: [randomUUID()],
      fileIds: [randomUUID()],
    });

  /** Sends every spelling of every route as each caller; returns what was answered 2xx/3xx/5xx. */
  async function sweep(
    guarded: TableRoute[],
    callers: { name: string; headers: Record<string, string>; isMutationOnly?: boolean }[],
  ) {
    const wrong: string[] = [];
    let requests = 0;
    for (const route of guarded) {
      const before = await databaseDigest(harness);
      for (const caller of callers) {
        if (caller.isMutationOnly && !isMutation(route.method)) continue;
        for (const target of spellingsOf(pathOf(route.url), origin)) {
          const reply = await rawRequest(agent, port, {
            method: route.method,
            target,
            headers: caller.headers,
            ...(isMutation(route.method) && route.method !== 'DELETE' ? { body: bodyFor() } : {}),
          });
          requests += 1;
          if (![401, 403, 404].includes(reply.status)) {
            wrong.push(
              `${route.method} ${target} (${caller.name}): ${reply.status} ${reply.body.slice(0, 80)}`,
            );
          }
        }
      }
      const after = await databaseDigest(harness);
      const changed = Object.keys(after).filter((table) => after[table] !== before[table]);
      if (changed.length > 0) wrong.push(`${keyOf(route)} wrote to ${changed.join(', ')}`);
    }
    return { wrong, requests };
  }

  it('finds the admin and affiliate routes in the route table', () => {
    const keys = routes.map(keyOf);
    expect(keys).toEqual(
      expect.arrayContaining([
        'GET /api/admin/stats',
        'POST /api/admin/affiliates',
        'PATCH /api/admin/affiliates/:id',
        'GET /api/purchase/:purchaseId',
        'GET /api/affiliate/dashboard',
      ]),
    );
    expect(routes.filter((route) => isAdminPrefix(route.url)).length).toBeGreaterThan(30);
  });

  it('refuses every admin route to callers without an admin session, and writes nothing', async () => {
    const started = performance.now();
    const guarded = routes.filter(
      (route) => isAdminPrefix(route.url) && !ADMIN_PREFIX_ROUTES_FOR_ANYONE.includes(keyOf(route)),
    );
    const { wrong, requests } = await sweep(guarded, [
      { name: 'no session', headers: { origin: SHOP } },
      { name: 'no session, no Origin', headers: {} },
      { name: "an affiliate's session", headers: { origin: SHOP, cookie: affiliateCookie } },
      {
        name: 'an admin, from another site',
        headers: { origin: FOREIGN, cookie: adminCookie },
        isMutationOnly: true,
      },
    ]);
    console.log(
      `${kind}: ${requests} requests over ${guarded.length} admin routes in ${Math.round(performance.now() - started)} ms`,
    );
    expect(wrong).toEqual([]);
  }, 60_000);

  it('refuses every affiliate route to callers without an affiliate session', async () => {
    const guarded = routes.filter(
      (route) =>
        route.url.startsWith('/api/affiliate/') &&
        !AFFILIATE_ROUTES_FOR_ANYONE.includes(keyOf(route)),
    );
    expect(guarded.map(keyOf)).toContain('GET /api/affiliate/dashboard');
    const { wrong } = await sweep(guarded, [
      { name: 'no session', headers: { origin: SHOP } },
      { name: "an admin's session", headers: { origin: SHOP, cookie: adminCookie } },
      {
        name: 'an affiliate, from another site',
        headers: { origin: FOREIGN, cookie: affiliateCookie },
        isMutationOnly: true,
      },
    ]);
    expect(wrong).toEqual([]);
  }, 60_000);

  it('answers the admin auth check for itself, however spelled, without naming anyone', async () => {
    for (const target of spellingsOf('/api/admin/auth', origin)) {
      const reply = await rawRequest(agent, port, { method: 'GET', target, headers: {} });
      if (reply.status === 200)
        expect(JSON.parse(reply.body), target).toMatchObject({ user: null });
      else expect(reply.status, target).toBe(404);
    }
  });
});
