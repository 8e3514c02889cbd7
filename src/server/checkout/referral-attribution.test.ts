import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { commissionCents } from '../../common/commission';
import { findProduct } from '../../common/catalogue';
import { dollarsToCents } from '../../common/money';
import {
  affiliates,
  affiliateVisitDays,
  commissionEntries,
  orderEvents,
  purchases,
} from '../db/schema';
import { setAffiliateActive } from '../referrals/accounts';
import { withTestApp } from '../../../tests/support/app';
import { testDatabaseKinds } from '../../../tests/support/database';
import { cookiePair, createTestAffiliate } from '../../../tests/support/affiliate-factories';
import {
  checkoutPerson,
  confirmTestCard,
  saveTestUserData,
  storeTestCustomer,
} from '../../../tests/support/checkout-factories';
import type { CreatePaymentIntentResult } from '../../common/checkout';

const DAY_SECONDS = 24 * 60 * 60;

describe.each(testDatabaseKinds())('referral attribution in test mode on %s', (kind) => {
  const harness = withTestApp(kind);

  const db = () => harness.database.db;
  const visit = (code: string, cookie?: string) =>
    harness.app.inject({
      method: 'POST',
      url: '/api/referral/visit',
      headers: cookie ? { cookie } : {},
      payload: { code },
    });
  const current = (cookie?: string) =>
    harness.app.inject({ method: 'GET', url: '/api/referral', headers: cookie ? { cookie } : {} });
  const startCheckout = async (
    productId: number,
    options: { cookie?: string; extra?: Record<string, unknown> } = {},
  ) => {
    const response = await harness.app.inject({
      method: 'POST',
      url: '/api/create-payment-intent',
      headers: options.cookie ? { cookie: options.cookie } : {},
      payload: { productId, amount: findProduct(productId)!.price, ...options.extra },
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<CreatePaymentIntentResult>();
  };
  const pay = async (started: CreatePaymentIntentResult, email?: string) => {
    const person = checkoutPerson(email ? { email } : {});
    expect((await storeTestCustomer(harness.app, started.purchaseId, person)).statusCode).toBe(204);
    expect((await confirmTestCard(harness.app, started)).statusCode).toBe(200);
  };
  const orderRow = async (id: string) => {
    const [row] = await db().select().from(purchases).where(eq(purchases.id, id));
    return row!;
  };
  const commissionsOf = (purchaseId: string) =>
    db().select().from(commissionEntries).where(eq(commissionEntries.purchaseId, purchaseId));
  const visitsOf = async (affiliateId: string) => {
    const rows = await db()
      .select()
      .from(affiliateVisitDays)
      .where(eq(affiliateVisitDays.affiliateId, affiliateId));
    return rows.reduce((total, row) => total + row.visits, 0);
  };
  /** A cookie as a browser would send it, first seen `ageSeconds` ago. */
  const agedCookie = (code: string, ageSeconds: number) =>
    `astral_ref=${code}.${Math.floor(Date.now() / 1000) - ageSeconds}`;

  it('keeps a valid referral in a 30-day first-party cookie and counts the visit once', async () => {
    const { affiliate } = await createTestAffiliate(db(), { name: 'Orion Hale' });
    const first = await visit(affiliate.referralCode.toLowerCase());
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({
      referral: { code: affiliate.referralCode, affiliateName: 'Orion Hale' },
    });
    const setCookie = String(first.headers['set-cookie']);
    expect(setCookie).toMatch(new RegExp(`^astral_ref=${affiliate.referralCode}\\.\\d+;`));
    expect(setCookie).toContain(`Max-Age=${30 * DAY_SECONDS}`);
    expect(setCookie).toContain('Path=/');
    expect(setCookie).toContain('HttpOnly');
    expect(setCookie).toContain('SameSite=Lax');
    expect(setCookie).not.toContain('Secure');
    expect(await visitsOf(affiliate.id)).toBe(1);

    // A reload with the cookie: nothing new is set or counted.
    const cookie = cookiePair(first.headers['set-cookie']);
    const again = await visit(affiliate.referralCode, cookie);
    expect(again.headers['set-cookie']).toBeUndefined();
    expect(await visitsOf(affiliate.id)).toBe(1);
    expect((await current(cookie)).json()).toEqual(first.json());
  });

  it('lets the first valid referral win until it expires', async () => {
    const { affiliate: first } = await createTestAffiliate(db(), { name: 'First Light' });
    const { affiliate: second } = await createTestAffiliate(db(), { name: 'Second Wind' });
    const cookie = cookiePair((await visit(first.referralCode)).headers['set-cookie']);

    const later = await visit(second.referralCode, cookie);
    expect(later.headers['set-cookie']).toBeUndefined();
    expect(later.json()).toMatchObject({ referral: { code: first.referralCode } });
    expect(await visitsOf(second.id)).toBe(0);

    // The checkout names the second code, but the cookie's referral came first.
    const started = await startCheckout(3, {
      cookie,
      extra: { referralCode: second.referralCode },
    });
    expect((await orderRow(started.purchaseId)).affiliateId).toBe(first.id);

    // Past 30 days the cookie attributes nothing and a new referral takes its place.
    const expired = agedCookie(first.referralCode, 30 * DAY_SECONDS + 60);
    expect((await current(expired)).json()).toEqual({ referral: null });
    const replaced = await visit(second.referralCode, expired);
    expect(String(replaced.headers['set-cookie'])).toContain(`astral_ref=${second.referralCode}.`);
    expect(await visitsOf(second.id)).toBe(1);
  });

  it('attributes an embedded checkout paid with the cookie, at the rate then in force', async () => {
    const { affiliate } = await createTestAffiliate(db(), { commissionRate: 12.5 });
    const cookie = cookiePair((await visit(affiliate.referralCode)).headers['set-cookie']);
    const started = await startCheckout(7, { cookie });
    const pending = await orderRow(started.purchaseId);
    expect(pending).toMatchObject({
      referralCode: affiliate.referralCode,
      affiliateId: affiliate.id,
      commissionRate: '12.50',
      isSelfReferral: false,
    });

    // The affiliate's rate changes before the buyer pays: the order keeps its snapshot.
    await db()
      .update(affiliates)
      .set({ commissionRate: '50.00' })
      .where(eq(affiliates.id, affiliate.id));
    await pay(started);
    const [entry] = await commissionsOf(started.purchaseId);
    expect(entry).toMatchObject({
      kind: 'commission',
      affiliateId: affiliate.id,
      saleCents: 77_700,
      commissionRate: '12.50',
      amountCents: 9713,
    });
    expect((await orderRow(started.purchaseId)).commissionRate).toBe('12.50');

    // The next order is taken at the new rate; the first one's entry is left alone.
    const next = await startCheckout(1, { cookie });
    await pay(next);
    const [nextEntry] = await commissionsOf(next.purchaseId);
    expect(nextEntry).toMatchObject({ commissionRate: '50.00', amountCents: 750 });
    expect((await commissionsOf(started.purchaseId))[0]?.amountCents).toBe(9713);
  });

  it('ignores a cookie older than 30 days even if the browser still sends it', async () => {
    const { affiliate } = await createTestAffiliate(db());
    const started = await startCheckout(2, {
      cookie: agedCookie(affiliate.referralCode, 31 * DAY_SECONDS),
    });
    expect((await orderRow(started.purchaseId)).affiliateId).toBeNull();
    // A day short of the limit still counts.
    const fresh = await startCheckout(2, {
      cookie: agedCookie(affiliate.referralCode, 29 * DAY_SECONDS),
    });
    expect((await orderRow(fresh.purchaseId)).affiliateId).toBe(affiliate.id);
    // A first-seen time in the future is forged.
    const forged = await startCheckout(2, {
      cookie: agedCookie(affiliate.referralCode, -10 * DAY_SECONDS),
    });
    expect((await orderRow(forged.purchaseId)).affiliateId).toBeNull();
  });

  it('sends a referral purchase to the shop checkout carrying the code, which attributes the order', async () => {
    const { affiliate } = await createTestAffiliate(db(), { commissionRate: 15 });
    const response = await harness.app.inject({
      method: 'POST',
      url: '/api/referral/purchase',
      payload: {
        productId: 5,
        referralCode: affiliate.referralCode.toLowerCase(),
        customerEmail: null,
      },
    });
    expect(response.statusCode).toBe(200);
    const reply = response.json<{ success: true; paymentUrl: string }>();
    expect(reply).toEqual({
      success: true,
      paymentUrl: `/checkout?product=5&ref=${affiliate.referralCode}`,
    });

    // What the checkout page does with that address: no cookie, the code from `?ref=`.
    const url = new URL(reply.paymentUrl, 'http://shop.test');
    const started = await startCheckout(Number(url.searchParams.get('product')), {
      extra: { referralCode: url.searchParams.get('ref') },
    });
    await pay(started);
    expect(await orderRow(started.purchaseId)).toMatchObject({
      referralCode: affiliate.referralCode,
      affiliateId: affiliate.id,
      commissionRate: '15.00',
      paymentStatus: 'completed',
    });
    expect((await commissionsOf(started.purchaseId))[0]?.amountCents).toBe(
      commissionCents(dollarsToCents(350), 15),
    );
  });

  it('never takes a rate or an affiliate from the browser', async () => {
    const { affiliate } = await createTestAffiliate(db(), { commissionRate: 10 });
    const { affiliate: other } = await createTestAffiliate(db());
    const forged = {
      referralCode: affiliate.referralCode,
      commissionRate: 100,
      affiliateId: other.id,
      affiliateName: 'Mallory',
    };
    const started = await startCheckout(4, { extra: forged });
    await pay(started);
    expect(await orderRow(started.purchaseId)).toMatchObject({
      affiliateId: affiliate.id,
      commissionRate: '10.00',
    });
    expect((await commissionsOf(started.purchaseId))[0]?.amountCents).toBe(750);

    const purchase = await harness.app.inject({
      method: 'POST',
      url: '/api/referral/purchase',
      payload: { productId: 4, ...forged },
    });
    expect(purchase.json()).toEqual({
      success: true,
      paymentUrl: `/checkout?product=4&ref=${affiliate.referralCode}`,
    });
    // A code nobody holds attributes nothing, whatever else the body claims.
    const unknown = await startCheckout(4, { extra: { ...forged, referralCode: 'ZZZZ9999' } });
    expect((await orderRow(unknown.purchaseId)).affiliateId).toBeNull();
  });

  it("flags an affiliate's own purchase as a self-referral and books no commission", async () => {
    const { affiliate } = await createTestAffiliate(db(), { email: 'annlee@gmail.com' });
    const cookie = cookiePair((await visit(affiliate.referralCode)).headers['set-cookie']);
    const started = await startCheckout(3, { cookie });
    await pay(started, 'Ann.Lee+x@gmail.com');
    const row = await orderRow(started.purchaseId);
    expect(row).toMatchObject({ affiliateId: affiliate.id, isSelfReferral: true });
    expect(await commissionsOf(started.purchaseId)).toEqual([]);
    const events = await db()
      .select()
      .from(orderEvents)
      .where(
        and(eq(orderEvents.purchaseId, started.purchaseId), eq(orderEvents.kind, 'self-referral')),
      );
    expect(events).toHaveLength(1);
  });

  it('decides a self-referral when the buyer is filed after paying, reversing the commission', async () => {
    const { affiliate } = await createTestAffiliate(db(), { email: 'bo.ree@gmail.com' });
    const cookie = cookiePair((await visit(affiliate.referralCode)).headers['set-cookie']);
    const own = await startCheckout(3, { cookie });
    const other = await startCheckout(3, { cookie });
    // Paid first, the customer filed afterwards (save-user-data): nobody is known at payment.
    for (const started of [own, other]) {
      expect((await confirmTestCard(harness.app, started)).statusCode).toBe(200);
      expect(await commissionsOf(started.purchaseId)).toHaveLength(1);
    }
    const fileBuyer = (started: CreatePaymentIntentResult, email: string) =>
      saveTestUserData(harness.app, {
        ...checkoutPerson({ email }),
        productId: 3,
        paymentIntentId: started.paymentIntentId,
        purchaseId: started.purchaseId,
      });
    expect((await fileBuyer(own, 'Bo.Ree+shop@gmail.com')).statusCode).toBe(200);
    expect((await fileBuyer(other, `someone.${Date.now()}@example.com`)).statusCode).toBe(200);

    expect(await orderRow(own.purchaseId)).toMatchObject({ isSelfReferral: true });
    const ownEntries = await commissionsOf(own.purchaseId);
    expect(ownEntries.map((entry) => entry.kind).sort()).toEqual(['commission', 'reversal']);
    expect(ownEntries.reduce((sum, entry) => sum + entry.amountCents, 0)).toBe(0);
    const selfEvents = await db()
      .select()
      .from(orderEvents)
      .where(
        and(eq(orderEvents.purchaseId, own.purchaseId), eq(orderEvents.kind, 'self-referral')),
      );
    expect(selfEvents).toHaveLength(1);

    // Another buyer keeps the affiliate's commission, and filing again changes nothing.
    expect(await orderRow(other.purchaseId)).toMatchObject({ isSelfReferral: false });
    expect((await commissionsOf(other.purchaseId)).map((entry) => entry.kind)).toEqual([
      'commission',
    ]);
    await fileBuyer(own, 'Bo.Ree+shop@gmail.com');
    expect(await commissionsOf(own.purchaseId)).toHaveLength(2);
  });

  it("gives a deactivated affiliate's code no cookie, no attribution and no commission", async () => {
    const { affiliate, email } = await createTestAffiliate(db());
    const cookie = cookiePair((await visit(affiliate.referralCode)).headers['set-cookie']);
    await setAffiliateActive(db(), email, false);

    const lookup = await harness.app.inject({
      method: 'GET',
      url: `/api/referral/${affiliate.referralCode}`,
    });
    expect(lookup.json()).toEqual({ valid: false });
    const again = await visit(affiliate.referralCode);
    expect(again.headers['set-cookie']).toBeUndefined();
    expect(again.json()).toEqual({ referral: null });
    expect((await current(cookie)).json()).toEqual({ referral: null });

    const started = await startCheckout(6, {
      cookie,
      extra: { referralCode: affiliate.referralCode },
    });
    await pay(started);
    expect((await orderRow(started.purchaseId)).affiliateId).toBeNull();
    expect(await commissionsOf(started.purchaseId)).toEqual([]);
    const purchase = await harness.app.inject({
      method: 'POST',
      url: '/api/referral/purchase',
      payload: { productId: 6, referralCode: affiliate.referralCode },
    });
    expect(purchase.statusCode).toBe(200);
    expect(purchase.json()).toEqual({ success: false, error: 'This referral code is not valid.' });
  });

  it.each([
    ['/api/referral/visit', { code: 'ABCD2345' }],
    ['/api/referral/purchase', { productId: 1, referralCode: 'ABCD2345' }],
    ['/api/create-payment-intent', { productId: 1, amount: 15 }],
  ])('refuses %s from a foreign origin with 403', async (url, payload) => {
    const response = await harness.app.inject({
      method: 'POST',
      url,
      headers: { origin: 'https://evil.example' },
      payload,
    });
    expect(response.statusCode).toBe(403);
  });

  it.each([
    ['/api/referral/visit', {}],
    ['/api/referral/visit', { code: 'bad code!' }],
    ['/api/referral/visit', { code: ['ABCD2345'] }],
    ['/api/referral/visit', { code: 'A'.repeat(65) }],
    ['/api/referral/purchase', { referralCode: 'ABCD2345' }],
    ['/api/referral/purchase', { productId: '1', referralCode: 'ABCD2345' }],
    ['/api/referral/purchase', { productId: 99, referralCode: 'ABCD2345' }],
    ['/api/referral/purchase', { productId: 1.5, referralCode: 'ABCD2345' }],
    ['/api/referral/purchase', { productId: 1, referralCode: 'ABCD2345', customerEmail: 'nope' }],
    ['/api/referral/purchase', { productId: 1 }],
  ])('answers 400 to %s with %j', async (url, payload) => {
    const response = await harness.app.inject({ method: 'POST', url, payload });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toHaveProperty('message');
  });

  it('answers 413 to a huge body and 400 to one that is not JSON', async () => {
    const huge = await harness.app.inject({
      method: 'POST',
      url: '/api/referral/purchase',
      payload: {
        productId: 1,
        referralCode: 'ABCD2345',
        customerEmail: `${'a'.repeat(4000)}@x.io`,
      },
    });
    expect(huge.statusCode).toBe(413);
    const broken = await harness.app.inject({
      method: 'POST',
      url: '/api/referral/visit',
      headers: { 'content-type': 'application/json' },
      payload: '{"code":',
    });
    expect(broken.statusCode).toBe(400);
  });
});
