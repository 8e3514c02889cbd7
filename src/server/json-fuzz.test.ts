import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminSignInCookie, startAdminSignIn } from './admin/sign-in/admin-sign-ins';
import { createTestApp, type TestApp } from '../../tests/support/app';
import { testDatabaseKinds } from '../../tests/support/database';
import { TEST_ADMIN_EMAIL } from '../../tests/support/admin-factories';
import { checkoutPerson } from '../../tests/support/checkout-factories';
import { routeTableOf } from '../../tests/support/route-table';

/** Tables a refused request must leave as they were (throttles and rate limits count refusals). */
const WRITTEN_TABLES = [
  'users',
  'birth_data',
  'free_signups',
  'purchases',
  'order_events',
  'jobs',
  'uploads',
  'questionnaire_submissions',
  'order_files',
  'affiliates',
  'affiliate_tokens',
  'commission_entries',
  'affiliate_payouts',
  'local_payment_intents',
  'gifts',
  'order_upgrades',
  'discount_codes',
  'discount_code_uses',
  'checkout_drafts',
  'mail_unsubscribes',
  'reviews',
];

/** Bodies a client might send by mistake or on purpose: wrong types, huge, deep, odd text. */
const oddText = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.constantFrom('\u0000', '\uD83D', '\uDE00x', '\u202Eevil', '\u0007', 'a'.repeat(70_000)),
);
/** A body the shop would accept, with one field swapped for something odd. */
const validBase: Record<string, unknown> = {
  ...checkoutPerson({ email: 'fuzz@example.com' }),
  productId: 3,
  amount: 50,
  referralCode: 'ABCD2345',
  customerEmail: 'fuzz@example.com',
  password: 'a long enough password',
  reason: 'A reason long enough',
  confirmEmail: 'fuzz@example.com',
  processingStatus: 'in_progress',
  commissionRate: 20,
};
const mutatedValid = fc
  .tuple(
    fc.constantFrom(...Object.keys(validBase)),
    fc.oneof(oddText, fc.integer(), fc.double(), fc.constant(null), fc.jsonValue({ maxDepth: 2 })),
  )
  .map(([key, value]) => ({ ...validBase, [key]: value }));

const bodyArbitrary = fc.oneof(
  mutatedValid,
  fc.jsonValue({ maxDepth: 4 }),
  fc.dictionary(
    fc.constantFrom(
      'email',
      'fullName',
      'productId',
      'amount',
      'password',
      'token',
      'code',
      'referralCode',
      'birthLocation',
      'reason',
      'answers',
      'purchaseId',
      'ids',
      'commissionRate',
    ),
    fc.oneof(
      oddText,
      fc.integer(),
      fc.double(),
      fc.boolean(),
      fc.constant(null),
      fc.array(oddText),
    ),
  ),
  fc
    .integer({ min: 20, max: 60 })
    .map((depth) => JSON.parse(`${'['.repeat(depth)}1${']'.repeat(depth)}`) as unknown),
);

/**
 * Counts the rows inserted into or deleted from `WRITTEN_TABLES` (triggers the test adds), so
 * one small read per request says whether a refused request left their rows as they were: it
 * took a 14-table count before and after each, which was most of this file's time.
 */
async function countRowWrites(app: TestApp): Promise<void> {
  const statements = [
    'create table fuzz_row_writes (total bigint not null)',
    'insert into fuzz_row_writes values (0)',
    `create function fuzz_count_row_write() returns trigger language plpgsql as $$
       begin update fuzz_row_writes set total = total + 1; return null; end
     $$`,
    ...WRITTEN_TABLES.map(
      (table) =>
        `create trigger fuzz_count_row_write after insert or delete on ${table} for each row execute function fuzz_count_row_write()`,
    ),
  ];
  for (const statement of statements) await app.database.db.execute(sql.raw(statement));
}

async function rowWrites(app: TestApp): Promise<number> {
  const result = (await app.database.db.execute(
    sql`select total from fuzz_row_writes`,
  )) as unknown as {
    rows: { total: string | number }[];
  };
  return Number(result.rows[0]!.total);
}

// Every JSON endpoint of the shop, signed in as an admin and from the shop's own origin so the
// guards do not hide the handlers: random and mutated bodies never get a 5xx, and a refused one
// writes nothing.
describe('every JSON endpoint under fuzzed bodies', () => {
  let harness: TestApp;
  const routes: { method: string; url: string }[] = [];
  let adminCookie = '';
  beforeAll(async () => {
    // One engine is enough for what the handlers answer: PostgreSQL when the run has one (its
    // engine runs beside the test: 24 s of the test's CPU instead of 46 s on PGlite), else PGlite.
    harness = await createTestApp(testDatabaseKinds().at(-1) ?? 'pglite', {
      ADMIN_EMAILS: TEST_ADMIN_EMAIL,
    });
    for (const { method, url } of routeTableOf(harness.app)) {
      // Files sent to local storage and admin deliveries are raw bytes, not JSON.
      if (url.startsWith('/api/') && ['POST', 'PATCH'].includes(method))
        routes.push({ method, url });
    }
    const { session } = await startAdminSignIn(harness.database.db, harness.config, {
      email: TEST_ADMIN_EMAIL,
    });
    adminCookie = `${adminSignInCookie(harness.config).name}=${session.token}`;
    await countRowWrites(harness);
  });
  afterAll(async () => {
    await harness?.close();
  });

  it("finds the shop's write endpoints", () => {
    const urls = routes.map((route) => `${route.method} ${route.url}`);
    expect(urls).toEqual(
      expect.arrayContaining([
        'POST /api/free-tier',
        'POST /api/create-payment-intent',
        'POST /api/referral/purchase',
        'POST /api/affiliate/login',
        'POST /api/admin/affiliates',
      ]),
    );
    expect(routes.length).toBeGreaterThan(20);
  });

  it('never answers 5xx, and writes nothing when it refuses', async () => {
    let requests = 0;
    // Rows inserted or deleted in the written tables so far: a refusal adds none.
    let before = await rowWrites(harness);
    const expectNoWriteIfRefused = async (statusCode: number, what: string) => {
      const after = await rowWrites(harness);
      if (statusCode >= 400) expect(after, what).toBe(before);
      before = after;
    };
    for (const route of routes) {
      await fc.assert(
        fc.asyncProperty(bodyArbitrary, fc.boolean(), async (body, isRaw) => {
          const url = route.url.replace(/:\w+(?:\|:\w+)*/g, () => randomUUID());
          const response = await harness.app.inject({
            method: route.method as 'POST',
            url,
            remoteAddress: `10.${requests % 250}.${Math.floor(requests / 250) % 250}.7`,
            headers: {
              'content-type': 'application/json',
              origin: 'http://localhost:3000',
              cookie: adminCookie,
            },
            // Sometimes the raw text with a broken escape, as a hand-made client might send.
            payload: isRaw ? `${JSON.stringify(body).slice(0, -1)}\\ud8` : JSON.stringify(body),
          });
          requests += 1;
          expect(response.statusCode, `${route.method} ${url}: ${response.body}`).toBeLessThan(500);
          await expectNoWriteIfRefused(response.statusCode, `${route.method} ${route.url}`);
        }),
        { numRuns: 40, seed: 20261122 },
      );
    }
    // Then every field of a valid body, one at a time, set to each value the database cannot
    // take or a handler might not expect.
    const oddValues: unknown[] = ['Ann\u0000', 'x\uD83D', 'a'.repeat(70_000), 12345, null, {}, []];
    for (const route of routes) {
      for (const key of Object.keys(validBase)) {
        for (const value of oddValues) {
          const url = route.url.replace(/:\w+(?:\|:\w+)*/g, () => randomUUID());
          const response = await harness.app.inject({
            method: route.method as 'POST',
            url,
            remoteAddress: `10.${requests % 250}.${Math.floor(requests / 250) % 250}.8`,
            headers: { origin: 'http://localhost:3000', cookie: adminCookie },
            payload: { ...validBase, [key]: value },
          });
          requests += 1;
          expect(
            response.statusCode,
            `${route.method} ${url} ${key}: ${response.body}`,
          ).toBeLessThan(500);
          await expectNoWriteIfRefused(response.statusCode, `${route.method} ${route.url} ${key}`);
        }
      }
    }
    console.log(`${requests} fuzzed requests over ${routes.length} endpoints, none 5xx`);
  }, 300_000);
});
