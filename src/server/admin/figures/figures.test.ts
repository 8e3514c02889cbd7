import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { findProduct } from '../../../common/catalogue';
import type { FiguresReport } from '../../../common/figures';
import { pageViewDays, purchases, salesDays } from '../../db/schema';
import { withAdminTestApp } from '../../../../tests/support/admin-app';
import { createPaidTestOrder } from '../../../../tests/support/checkout-factories';
import { testDatabaseKinds } from '../../../../tests/support/database';

const ORIGIN = 'https://shop.example';
const today = () => new Date().toISOString().slice(0, 10);
const daysAgo = (days: number) =>
  new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);

// Issue 40, "The owner's figures": money by period, reading, affiliate and code from the sales
// the triggers of migration 0033 keep per day (decision 363), the funnel from page views, and
// a CSV of each table; for admins only.
describe.each(testDatabaseKinds())('the owner’s figures, on %s', (kind) => {
  const shop = withAdminTestApp(kind, { origin: ORIGIN });
  const db = () => shop.database.db;
  const figures = async (query: string) => {
    const reply = await shop.request('GET', `/api/admin/figures?${query}`);
    expect(reply.statusCode, reply.body).toBe(200);
    return reply.json<FiguresReport>();
  };

  it('adds up what was paid, refunded and kept, by period, reading and code, as the orders say', async () => {
    const before = await figures(`from=${daysAgo(6)}&to=${today()}&by=day`);
    const one = await createPaidTestOrder(shop.app, 1);
    const two = await createPaidTestOrder(shop.app, 2);
    const coded = await createPaidTestOrder(shop.app, 2);
    // The order's code as the checkout records it: the trigger moves its sale to the code.
    await db()
      .update(purchases)
      .set({ discountCode: 'SPRING20', discountCents: 700, amount: '28.00' })
      .where(eq(purchases.id, coded.purchaseId));
    // A change that is no sale (its processing status) moves nothing.
    await db()
      .update(purchases)
      .set({ processingStatus: 'in-progress' })
      .where(eq(purchases.id, one.purchaseId));
    const refund = await shop.request('POST', `/api/admin/purchase/${two.purchaseId}/refund`, {
      reason: 'Asked within the guarantee',
    });
    expect(refund.statusCode, refund.body).toBe(200);

    const after = await figures(`from=${daysAgo(6)}&to=${today()}&by=day`);
    expect(after.totals.orders - before.totals.orders).toBe(3);
    expect(after.totals.grossCents - before.totals.grossCents).toBe(1500 + 3500 + 2800);
    expect(after.totals.refundsCents - before.totals.refundsCents).toBe(3500);
    expect(after.totals.netCents).toBe(after.totals.grossCents - after.totals.refundsCents);
    expect(after.revenue).toHaveLength(7);
    expect(after.revenue.at(-1)!.period).toBe(today());
    expect(after.previous).toEqual({ from: daysAgo(13), to: daysAgo(7) });
    expect(after.byCode.find((row) => row.code === 'SPRING20')).toMatchObject({
      orders: 1,
      grossCents: 2800,
      discountCents: 700,
    });
    expect(after.byProduct.find((row) => row.productId === 2)?.refundsCents).toBeGreaterThanOrEqual(
      3500,
    );

    // The day sums are the orders' own sums, however they were written.
    const [direct] = (
      (await db().execute(sql`select
        coalesce(sum(round(amount * 100)) filter (where payment_status in ('completed', 'refunded') and completed_at is not null), 0)::bigint as gross,
        coalesce(sum(round(amount * 100)) filter (where payment_status = 'refunded' and refunded_at is not null), 0)::bigint as refunds
        from purchases`)) as unknown as { rows: { gross: string; refunds: string }[] }
    ).rows;
    const [kept] = await db()
      .select({
        gross: sql<string>`coalesce(sum(${salesDays.grossCents}), 0)::bigint`,
        refunds: sql<string>`coalesce(sum(${salesDays.refundsCents}), 0)::bigint`,
      })
      .from(salesDays);
    expect([String(kept!.gross), String(kept!.refunds)]).toEqual([
      String(direct!.gross),
      String(direct!.refunds),
    ]);

    // By month, the periods start on the first.
    const monthly = await figures(`from=${daysAgo(40)}&to=${today()}&by=month`);
    expect(monthly.revenue.every((row) => row.period.endsWith('-01'))).toBe(true);
    expect(monthly.revenue.reduce((sum, row) => sum + row.grossCents, 0)).toBe(
      monthly.totals.grossCents,
    );
  });

  it('shows the funnel from page views, and a CSV of each table', async () => {
    await db()
      .insert(pageViewDays)
      .values([
        { day: today(), page: 'product:5', views: 40 },
        { day: today(), page: 'checkout:5', views: 9 },
      ])
      .onConflictDoNothing();
    const report = await figures(`from=${today()}&to=${today()}`);
    expect(report.funnel.find((row) => row.productId === 5)).toMatchObject({
      productViews: 40,
      checkoutViews: 9,
    });
    const csv = await shop.request(
      'GET',
      `/api/admin/figures.csv?table=funnel&from=${today()}&to=${today()}`,
    );
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    expect(csv.headers['content-disposition']).toMatch(/attachment/);
    const [header, ...lines] = csv.body.trim().split('\r\n');
    expect(header).toBe('Reading,Product page views,Checkout views,Paid orders');
    expect(lines.find((line) => line.startsWith(findProduct(5)!.name))).toMatch(/,40,9,/);
    const other = await shop.request(
      'GET',
      `/api/admin/figures.csv?table=other&from=${today()}&to=${today()}`,
    );
    expect(other.body.split('\r\n')[0]).toBe('Group,Figure,Value');
    expect(other.body).toContain('Checkout reminders,Sent,');
    for (const table of ['revenue', 'products', 'affiliates', 'codes']) {
      const reply = await shop.request(
        'GET',
        `/api/admin/figures.csv?table=${table}&from=${today()}&to=${today()}`,
      );
      expect(reply.statusCode, table).toBe(200);
    }
  });

  it('refuses a bad range, strangers and the path spelled otherwise', async () => {
    for (const query of [
      'from=2026-02-10&to=2026-02-01',
      'from=2024-01-01&to=2026-01-01',
      'from=yesterday&to=today',
      `from=${today()}&to=${today()}&by=year`,
      `table=secrets&from=${today()}&to=${today()}`,
    ]) {
      const url = query.startsWith('table=') ? '/api/admin/figures.csv' : '/api/admin/figures';
      expect((await shop.request('GET', `${url}?${query}`)).statusCode, query).toBe(400);
    }
    expect(
      (
        await shop.request('GET', `/api/admin/figures?from=${today()}&to=${today()}`, undefined, {
          as: null,
        })
      ).statusCode,
    ).toBe(401);
    for (const url of ['/api/admin/%66igures', '/api/admin/figures.%63sv?table=funnel']) {
      expect([401, 404]).toContain((await shop.app.inject({ method: 'GET', url })).statusCode);
    }
  });
});
