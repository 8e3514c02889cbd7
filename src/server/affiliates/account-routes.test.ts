import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { affiliateMessages, type AffiliateDashboard } from '../../common/affiliate';
import {
  affiliatePayouts,
  affiliateTokens,
  affiliates,
  affiliateVisitDays,
  leasedJobs,
} from '../db/schema';
import { AFFILIATE_RESET_KIND, issueAffiliateToken } from '../referrals/affiliate-tokens';
import { createTestApp, type TestApp } from '../../../tests/support/app';
import { testDatabaseKinds } from '../../../tests/support/database';
import {
  cookiePair,
  createReferredSale,
  createTestAffiliate,
} from '../../../tests/support/affiliate-factories';

const SAME_ORIGIN = { origin: 'http://localhost:3000' };
const NEW_PASSWORD = 'a fresh long passphrase';

describe.each(testDatabaseKinds())("the affiliate's own side on %s", (kind) => {
  let harness: TestApp;
  beforeAll(async () => {
    harness = await createTestApp(kind);
  });
  afterAll(async () => {
    await harness?.close();
  });

  const post = (url: string, payload: unknown, headers: Record<string, string> = SAME_ORIGIN) =>
    harness.app.inject({
      method: 'POST',
      url,
      payload: payload as Record<string, unknown>,
      headers,
      remoteAddress: `10.${Math.floor(Math.random() * 250)}.0.${Math.floor(Math.random() * 250)}`,
    });
  const setPassword = (token: string, password = NEW_PASSWORD) =>
    post('/api/affiliate/set-password', { token, password });
  const requestReset = (email: string) => post('/api/affiliate/password-reset', { email });
  const dashboard = (cookie?: string) =>
    harness.app.inject({
      method: 'GET',
      url: '/api/affiliate/dashboard',
      headers: cookie ? { cookie } : {},
    });

  /** An affiliate as an admin invites them: no password yet. */
  async function invitedAffiliate() {
    const created = await createTestAffiliate(harness.database.db);
    await harness.database.db
      .update(affiliates)
      .set({ passwordHash: null })
      .where(eq(affiliates.id, created.affiliate.id));
    return created;
  }
  const resetJobsTo = (email: string) =>
    harness.database.db
      .select()
      .from(leasedJobs)
      .where(and(eq(leasedJobs.recipient, email), eq(leasedJobs.mailKind, AFFILIATE_RESET_KIND)));

  it('sets the password from an invitation, signs in, and the link works once', async () => {
    const { affiliate, email } = await invitedAffiliate();
    const { token } = await issueAffiliateToken(harness.database.db, {
      affiliateId: affiliate.id,
      purpose: 'invite',
    });
    const response = await setPassword(token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      authenticated: true,
      affiliate: { name: 'Luna Vega', referralCode: affiliate.referralCode },
    });
    const cookie = cookiePair(response.headers['set-cookie']);
    const ownDashboard = await dashboard(cookie);
    expect(ownDashboard.statusCode).toBe(200);
    // The dashboard tells the affiliate their own rate (20% unless an admin set another).
    expect(ownDashboard.json()).toMatchObject({ commissionRate: 20 });

    const again = await setPassword(token, 'another long passphrase');
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(affiliateMessages.linkExpired);

    const login = await post('/api/affiliate/login', { email, password: NEW_PASSWORD });
    expect(login.statusCode).toBe(200);
  });

  it('tells a set-password page whether its link still works, without using it up', async () => {
    const linkStatus = (token: string) =>
      harness.app.inject({
        method: 'GET',
        url: `/api/affiliate/set-password?token=${encodeURIComponent(token)}`,
        remoteAddress: '10.251.0.1',
      });
    const { affiliate } = await invitedAffiliate();
    const { token } = await issueAffiliateToken(harness.database.db, {
      affiliateId: affiliate.id,
      purpose: 'invite',
    });
    const fresh = await linkStatus(token);
    expect(fresh.statusCode).toBe(200);
    expect(fresh.headers['cache-control']).toBe('no-store');
    expect(fresh.json()).toEqual({ isUsable: true });
    // Asking did not use it: the password can still be set, once.
    expect((await linkStatus(token)).json()).toEqual({ isUsable: true });
    expect((await setPassword(token)).statusCode).toBe(200);
    // Used, made up or malformed: one answer, naming no one.
    for (const unusable of [token, 'x'.repeat(43), '']) {
      const reply = await linkStatus(unusable);
      expect(reply.statusCode).toBe(200);
      expect(reply.body).toBe(JSON.stringify({ isUsable: false }));
    }
  });

  it('refuses an expired link, a made-up one and a short password', async () => {
    const { affiliate } = await invitedAffiliate();
    const { token } = await issueAffiliateToken(harness.database.db, {
      affiliateId: affiliate.id,
      purpose: 'reset',
    });
    const short = await setPassword(token, 'short');
    expect(short.statusCode).toBe(400);
    expect(JSON.stringify(short.json())).toContain(affiliateMessages.passwordTooShort);
    await harness.database.db
      .update(affiliateTokens)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(affiliateTokens.affiliateId, affiliate.id));
    for (const attempt of [token, 'x'.repeat(43)]) {
      const response = await setPassword(attempt);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(affiliateMessages.linkExpired);
    }
  });

  it('answers a reset request the same way for an unknown address and sends nothing', async () => {
    const unknown = `nobody.${randomUUID()}@example.com`;
    const { email } = await createTestAffiliate(harness.database.db);
    const [forUnknown, forKnown] = [await requestReset(unknown), await requestReset(email)];
    expect(forUnknown.statusCode).toBe(202);
    expect(forKnown.statusCode).toBe(202);
    expect(forUnknown.body).toBe(forKnown.body);
    expect(forUnknown.json()).toEqual({ message: affiliateMessages.resetRequested });
    expect(await resetJobsTo(unknown)).toHaveLength(0);
  });

  it('queues exactly one reset mail whose link works once', async () => {
    const { email } = await createTestAffiliate(harness.database.db);
    expect((await requestReset(email.toUpperCase())).statusCode).toBe(202);
    const jobs = await resetJobsTo(email);
    expect(jobs).toHaveLength(1);
    const { link } = jobs[0]!.payload as { link: string };
    const token = new URL(link, 'http://localhost').searchParams.get('token')!;
    expect((await setPassword(token)).statusCode).toBe(200);
    expect((await setPassword(token)).statusCode).toBe(400);
    expect((await post('/api/affiliate/login', { email, password: NEW_PASSWORD })).statusCode).toBe(
      200,
    );
  });

  it('stops sending reset mails to one address after five an hour, still answering 202', async () => {
    const { email } = await createTestAffiliate(harness.database.db);
    for (let index = 0; index < 7; index += 1) {
      expect((await requestReset(email)).statusCode).toBe(202);
    }
    expect(await resetJobsTo(email)).toHaveLength(5);
  });

  it('refuses a foreign Origin on both POSTs, and a huge body', async () => {
    const evil = { origin: 'https://evil.example' };
    const { email } = await createTestAffiliate(harness.database.db);
    expect(
      (await post('/api/affiliate/set-password', { token: 'x', password: NEW_PASSWORD }, evil))
        .statusCode,
    ).toBe(403);
    expect((await post('/api/affiliate/password-reset', { email }, evil)).statusCode).toBe(403);
    expect(await resetJobsTo(email)).toHaveLength(0);
    const huge = { token: 'x'.repeat(20_000), password: NEW_PASSWORD };
    expect([400, 413]).toContain((await post('/api/affiliate/set-password', huge)).statusCode);
    const hugeEmail = { email: `${'a'.repeat(20_000)}@example.com` };
    expect([400, 413]).toContain(
      (await post('/api/affiliate/password-reset', hugeEmail)).statusCode,
    );
  });

  it('needs an affiliate session for the dashboard', async () => {
    expect((await dashboard()).statusCode).toBe(401);
    expect((await dashboard('affiliate_session=made-up')).statusCode).toBe(401);
  });

  it("shows only the affiliate's own figures, never a buyer, with totals that add up", async () => {
    const db = harness.database.db;
    const { affiliate, email, password } = await createTestAffiliate(db, { commissionRate: 10 });
    const { affiliate: other } = await createTestAffiliate(db);
    const own = await createReferredSale(db, affiliate, {
      productId: 4,
      customerName: 'Ada Buyer',
    });
    await createReferredSale(db, affiliate, { productId: 7 });
    await createReferredSale(db, affiliate, { productId: 1, customerEmail: email });
    const foreign = await createReferredSale(db, other, { productId: 8 });
    await db.insert(affiliateVisitDays).values([
      { affiliateId: affiliate.id, day: '2026-01-01', visits: 3 },
      { affiliateId: affiliate.id, day: '2026-01-02', visits: 5 },
      { affiliateId: other.id, day: '2026-01-02', visits: 100 },
    ]);
    await db.insert(affiliatePayouts).values({
      affiliateId: affiliate.id,
      amountCents: 1234,
      paidOn: '2026-02-01',
      reference: 'PAYPAL-42',
      recordedBy: 'admin:ops@example.com',
    });
    const login = await post('/api/affiliate/login', { email, password });
    const response = await dashboard(cookiePair(login.headers['set-cookie']));
    expect(response.statusCode).toBe(200);
    const body = response.json<AffiliateDashboard>();

    expect(body.referralLink).toBe(`http://localhost:3000/?ref=${affiliate.referralCode}`);
    expect(body.pageLinks.map((link) => new URL(link.url).pathname)).toEqual([
      '/insight',
      '/deep-dive',
      '/master-blueprint',
      '/services',
    ]);
    expect(body.visits).toBe(8);
    expect(body.salesCount).toBe(2);
    expect(body.conversionRate).toBeCloseTo(2 / 8);
    expect(body.sales).toHaveLength(2);
    expect(body.sales.every((sale) => sale.status === 'pending')).toBe(true);
    expect(body.sales.map((sale) => sale.commissionCents).sort()).toEqual(
      [own.purchase, (await db.query.purchases.findMany()).find((p) => p.productId === 7)!]
        .map((purchase) => Math.round(Number(purchase.amount) * 10))
        .sort(),
    );
    const { pendingCents, payableCents, paidCents, totalCents } = body.earnings;
    expect(pendingCents + payableCents + paidCents).toBe(totalCents);
    expect(pendingCents).toBe(body.sales.reduce((sum, sale) => sum + sale.commissionCents, 0));
    expect(body.payouts).toEqual([
      expect.objectContaining({ paidOn: '2026-02-01', reference: 'PAYPAL-42', amountCents: 1234 }),
    ]);

    const json = response.body;
    expect(json).not.toContain(own.customer.email);
    expect(json).not.toContain('Ada Buyer');
    expect(json).not.toContain(foreign.customer.email);
    expect(json).not.toContain(foreign.purchase.id);
    expect(json).not.toContain(own.purchase.id);
  });
});
