import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findProduct } from '../../common/catalogue';
import type { DatabaseHandle } from '../db/client';
import { affiliatePayoutItems, affiliatePayouts, commissionEntries, purchases } from '../db/schema';
import { createTestAffiliate } from '../../../tests/support/affiliate-factories';
import { createTestDatabase, testDatabaseKinds } from '../../../tests/support/database';
import { bookCommission, ledgerEntries, ledgerTotals, reverseCommission } from './commissions';
import { orderTimeline } from './timeline';

const DAY = 24 * 60 * 60 * 1000;

describe.each(testDatabaseKinds())('the commission ledger on %s', (kind) => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterAll(async () => {
    await database?.close();
  });

  /** A completed order of `productId` referred at `rate`, bought by `email`. */
  async function referredOrder(
    affiliateId: string,
    productId: number,
    rate: string,
    email = `buyer.${randomUUID()}@example.com`,
  ) {
    const product = findProduct(productId)!;
    const [purchase] = await database.db
      .insert(purchases)
      .values({
        productId,
        tier: product.key,
        amount: `${product.price}.00`,
        paymentStatus: 'completed',
        completedAt: new Date(),
        customer: { fullName: 'Noor Haddad', email },
        referralCode: 'TESTCODE',
        affiliateId,
        commissionRate: rate,
      })
      .returning();
    return purchase!;
  }

  async function pay(affiliateId: string, entryIds: string[]) {
    const amountCents = (await database.db.select().from(commissionEntries))
      .filter((entry) => entryIds.includes(entry.id))
      .reduce((total, entry) => total + entry.amountCents, 0);
    const [payout] = await database.db
      .insert(affiliatePayouts)
      .values({
        affiliateId,
        amountCents,
        paidOn: '2026-12-01',
        reference: 'PAYPAL-1',
        recordedBy: 'admin:ops@astral.test',
      })
      .returning();
    await database.db
      .insert(affiliatePayoutItems)
      .values(entryIds.map((entryId) => ({ payoutId: payout!.id, entryId })));
  }

  function expectBalanced(entries: Awaited<ReturnType<typeof ledgerEntries>>) {
    const totals = ledgerTotals(entries);
    expect(totals.balanceCents).toBe(totals.pendingCents + totals.payableCents + totals.paidCents);
    return totals;
  }

  it('books price x rate once, pending through the guarantee window, then payable', async () => {
    const { affiliate } = await createTestAffiliate(database.db);
    const short = await referredOrder(affiliate.id, 2, '12.50');
    const long = await referredOrder(affiliate.id, 7, '12.50');
    const completedAt = new Date('2026-11-01T10:00:00Z');
    expect(await bookCommission(database.db, short, completedAt)).not.toBeNull();
    // Reported twice, booked once.
    expect(await bookCommission(database.db, short, completedAt)).toBeNull();
    await bookCommission(database.db, long, completedAt);

    const at = (days: number) =>
      ledgerEntries(database.db, {
        affiliateId: affiliate.id,
        now: new Date(completedAt.getTime() + days * DAY),
      });
    const day29 = await at(29.9);
    // $35 x 12.5% = 437.5 cents: half a cent rounds up. $777 x 12.5% = 9712.5 -> 9713.
    expect(day29.map((entry) => [entry.amountCents, entry.status])).toEqual([
      [438, 'pending'],
      [9713, 'pending'],
    ]);
    expect((await at(30)).map((entry) => entry.status)).toEqual(['payable', 'pending']);
    expect((await at(60)).map((entry) => entry.status)).toEqual(['payable', 'payable']);
    expect(expectBalanced(await at(30))).toMatchObject({ pendingCents: 9713, payableCents: 438 });
    const timeline = await orderTimeline(database.db, short.id);
    expect(timeline.map((event) => event.kind)).toContain('commission-booked');
  });

  it('reverses an unpaid commission to nothing, and takes a paid one off the next payout', async () => {
    const { affiliate } = await createTestAffiliate(database.db);
    const unpaid = await referredOrder(affiliate.id, 5, '20.00');
    const paid = await referredOrder(affiliate.id, 6, '20.00');
    const completedAt = new Date(Date.now() - 40 * DAY);
    const unpaidEntry = await bookCommission(database.db, unpaid, completedAt);
    const paidEntry = await bookCommission(database.db, paid, completedAt);
    await pay(affiliate.id, [paidEntry!]);

    await reverseCommission(database.db, unpaid.id);
    await reverseCommission(database.db, paid.id);
    // A second refund report books nothing more.
    expect(await reverseCommission(database.db, paid.id)).toBeNull();

    const entries = await ledgerEntries(database.db, {
      affiliateId: affiliate.id,
      now: new Date(),
    });
    expect(entries.map((entry) => [entry.kind, entry.amountCents, entry.status])).toEqual([
      ['commission', 7000, 'reversed'],
      ['commission', 10000, 'paid'],
      ['reversal', -7000, 'reversed'],
      ['reversal', -10000, 'payable'],
    ]);
    expect(expectBalanced(entries)).toEqual({
      pendingCents: 0,
      payableCents: -10000,
      paidCents: 10000,
      balanceCents: 0,
    });
    expect(unpaidEntry).not.toBeNull();
  });

  it('pays nothing on a self-referral and flags the order', async () => {
    const { affiliate } = await createTestAffiliate(database.db, {
      email: `ann.lee.${randomUUID().slice(0, 8)}@gmail.com`,
    });
    const [local = ''] = affiliate.email.split('@');
    const buyer = `${local.replaceAll('.', '').toUpperCase()}+stars@googlemail.com`;
    const order = await referredOrder(affiliate.id, 3, '20.00', buyer);
    expect(await bookCommission(database.db, order, new Date())).toBeNull();
    const [row] = await database.db.select().from(purchases).where(eq(purchases.id, order.id));
    expect(row?.isSelfReferral).toBe(true);
    expect(
      await ledgerEntries(database.db, { affiliateId: affiliate.id, now: new Date() }),
    ).toEqual([]);
    const kinds = (await orderTimeline(database.db, order.id)).map((event) => event.kind);
    expect(kinds).toContain('self-referral');
  });

  it('refuses to pay one entry twice', async () => {
    const { affiliate } = await createTestAffiliate(database.db);
    const order = await referredOrder(affiliate.id, 1, '10.00');
    const entry = await bookCommission(database.db, order, new Date(Date.now() - 31 * DAY));
    await pay(affiliate.id, [entry!]);
    await expect(pay(affiliate.id, [entry!])).rejects.toThrow();
  });
});
