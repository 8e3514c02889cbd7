import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { AffiliateDashboard } from '../../common/affiliate';
import type { Database } from '../db/client';
import { discountCodes, discountCodeUses, type Affiliate } from '../db/schema';
import { bookCommission } from '../orders/commissions';
import { insertTestOrders } from '../../../tests/support/admin-data-factories';
import { cookiePair, createTestAffiliate } from '../../../tests/support/affiliate-factories';
import { withTestApp } from '../../../tests/support/app';
import { testDatabaseKinds } from '../../../tests/support/database';

/** The affiliate's day: the states of the codes are read on it. */
const NOW = new Date('2026-03-15T12:00:00Z');
const HOUR_MS = 3_600_000;

/** A code with a name no other test uses; the shop's own unless an affiliate is given. */
/**
 * When the next code was made: a minute after the last. The list is newest first, and PGlite's
 * clock counts whole milliseconds, so codes inserted one after another by the database's own
 * `now()` could share one and come in either order (a loaded fresh-clone run saw it).
 */
let lastCreatedAt = Date.parse('2026-01-01T00:00:00Z');

async function insertCode(
  db: Database,
  values: Partial<typeof discountCodes.$inferInsert> & { affiliateId: string | null },
) {
  lastCreatedAt += 60_000;
  const [code] = await db
    .insert(discountCodes)
    .values({
      code: `LUNA-${randomUUID().slice(0, 8).toUpperCase()}`,
      kind: 'percent',
      value: 20,
      startsOn: '2026-03-01',
      createdAt: new Date(lastCreatedAt),
      ...values,
    })
    .returning();
  return code!;
}

/**
 * An order referred to the affiliate and bought with the code, as the checkout leaves it: paid
 * (its use `used`, its commission booked) or still a checkout holding its use.
 */
async function codedSale(
  db: Database,
  affiliate: Affiliate,
  code: { id: string; code: string },
  options: { isPaid?: boolean; productId?: number } = {},
) {
  const isPaid = options.isPaid ?? true;
  const [purchase] = await insertTestOrders(db, [
    {
      productId: options.productId ?? 4,
      paymentStatus: isPaid ? 'completed' : 'pending',
      customer: { fullName: 'Coded Buyer', email: `buyer.${randomUUID()}@example.com`, phone: '' },
      affiliateId: affiliate.id,
      referralCode: affiliate.referralCode,
      commissionRate: affiliate.commissionRate,
      discountCode: code.code,
      discountCents: 1500,
    },
  ]);
  await db.insert(discountCodeUses).values({
    codeId: code.id,
    purchaseId: purchase!.id,
    status: isPaid ? 'used' : 'held',
    heldUntil: new Date(Date.now() + HOUR_MS),
  });
  if (isPaid) await db.transaction((tx) => bookCommission(tx, purchase!, new Date()));
  return purchase!;
}

// Issue 40: an affiliate's codes make their referrals; their dashboard lists them with what
// each brought, and names the code of each sale bought with one.
describe.each(testDatabaseKinds())("an affiliate's discount codes on %s", (kind) => {
  const harness = withTestApp(kind, {}, { clock: () => NOW });

  async function dashboardOf(email: string, password: string): Promise<AffiliateDashboard> {
    const login = await harness.app.inject({
      method: 'POST',
      url: '/api/affiliate/login',
      headers: { origin: 'http://localhost:3000' },
      payload: { email, password },
    });
    const reply = await harness.app.inject({
      method: 'GET',
      url: '/api/affiliate/dashboard',
      headers: { cookie: cookiePair(login.headers['set-cookie']) },
    });
    expect(reply.statusCode, reply.body).toBe(200);
    return reply.json<AffiliateDashboard>();
  }

  it('lists their own codes with label, dates, state and paid orders, and no one else’s', async () => {
    const db = harness.database.db;
    const { affiliate, email, password } = await createTestAffiliate(db);
    const { affiliate: other } = await createTestAffiliate(db);
    const spring = await insertCode(db, { affiliateId: affiliate.id, endsOn: '2026-03-31' });
    const summer = await insertCode(db, {
      affiliateId: affiliate.id,
      kind: 'amount',
      value: 1500,
      startsOn: '2026-06-01',
    });
    const winter = await insertCode(db, {
      affiliateId: affiliate.id,
      startsOn: '2026-01-01',
      endsOn: '2026-02-28',
    });
    const retired = await insertCode(db, { affiliateId: affiliate.id, archivedAt: NOW });
    const foreign = await insertCode(db, { affiliateId: other.id });
    const shops = await insertCode(db, { affiliateId: null });
    await codedSale(db, affiliate, spring);
    await codedSale(db, affiliate, spring, { productId: 7 });
    await codedSale(db, affiliate, spring, { isPaid: false });
    await codedSale(db, other, foreign);

    const { codes } = await dashboardOf(email, password);
    expect(codes).toEqual([
      {
        id: retired.id,
        code: retired.code,
        label: '20% off',
        startsOn: '2026-03-01',
        endsOn: null,
        state: 'archived',
        paidOrders: 0,
      },
      expect.objectContaining({ id: winter.id, state: 'ended', endsOn: '2026-02-28' }),
      expect.objectContaining({ id: summer.id, label: '$15.00 off', state: 'upcoming' }),
      expect.objectContaining({ id: spring.id, state: 'active', paidOrders: 2 }),
    ]);
    const names = JSON.stringify(codes);
    expect(names).not.toContain(foreign.code);
    expect(names).not.toContain(shops.code);
  });

  it('names the code of each sale bought with one, never another affiliate’s', async () => {
    const db = harness.database.db;
    const { affiliate, email, password } = await createTestAffiliate(db);
    const { affiliate: other } = await createTestAffiliate(db);
    const own = await insertCode(db, { affiliateId: affiliate.id });
    const shops = await insertCode(db, { affiliateId: null });
    // Another affiliate's code whose affiliate was inactive: the sale stayed with the link.
    const foreign = await insertCode(db, { affiliateId: other.id });
    await codedSale(db, affiliate, own, { productId: 4 });
    await codedSale(db, affiliate, shops, { productId: 5 });
    await codedSale(db, affiliate, foreign, { productId: 6 });
    const [byLink] = await insertTestOrders(db, [
      {
        productId: 7,
        customer: { fullName: 'Link Buyer', email: `link.${randomUUID()}@example.com`, phone: '' },
        affiliateId: affiliate.id,
        referralCode: affiliate.referralCode,
        commissionRate: affiliate.commissionRate,
      },
    ]);
    await db.transaction((tx) => bookCommission(tx, byLink!, new Date()));

    const { sales } = await dashboardOf(email, password);
    const codeByProduct = Object.fromEntries(
      sales.map((sale) => [sale.productName, sale.discountCode]),
    );
    expect(codeByProduct).toEqual({
      'The Guided Journey': own.code,
      'The Intensive': shops.code,
      'The Master Blueprint': null,
      'Destiny Alignment': null,
    });
    expect(JSON.stringify(sales)).not.toContain(foreign.code);
  });
});
