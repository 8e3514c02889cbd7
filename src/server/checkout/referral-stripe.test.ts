import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commissionEntries, purchases } from '../db/schema';
import { setAffiliateActive } from '../referrals/accounts';
import { startFakeStripeApi, type FakeStripeApi } from '../../../tests/support/fake-stripe-api';
import { createTestApp, type TestApp } from '../../../tests/support/app';
import { testDatabaseKinds } from '../../../tests/support/database';
import { createTestAffiliate } from '../../../tests/support/affiliate-factories';
import { deliverSignedEvent, paidCheckoutSession } from '../../../tests/support/stripe-events';

const webhookSecret = 'whsec_referral_tests';

describe.each(testDatabaseKinds())('referral purchases with Stripe on %s', (kind) => {
  let fake: FakeStripeApi;
  let harness: TestApp;
  let isFakeRunning = false;

  beforeAll(async () => {
    fake = await startFakeStripeApi();
    isFakeRunning = true;
    harness = await createTestApp(kind, {
      STRIPE_SECRET_KEY: 'sk_test_referral',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_referral',
      STRIPE_WEBHOOK_SECRET: webhookSecret,
      STRIPE_API_BASE: fake.url,
      STRIPE_PRICE_6: 'price_master_blueprint',
      PUBLIC_URL: 'https://shop.example',
    });
  });
  afterAll(async () => {
    await harness?.close();
    if (isFakeRunning) await fake.close();
  });

  const db = () => harness.database.db;
  const referralPurchase = (payload: object) =>
    harness.app.inject({
      method: 'POST',
      url: '/api/referral/purchase',
      headers: { origin: 'https://shop.example' },
      payload,
    });
  const orderOfIntent = async (paymentIntentId: string) => {
    const [row] = await db()
      .select()
      .from(purchases)
      .where(eq(purchases.paymentIntentId, paymentIntentId));
    return row;
  };
  const commissionsOf = (purchaseId: string) =>
    db().select().from(commissionEntries).where(eq(commissionEntries.purchaseId, purchaseId));

  it('creates a Checkout Session at the tier price carrying the referral, and the paid session is attributed', async () => {
    const { affiliate } = await createTestAffiliate(db(), { commissionRate: 20 });
    const response = await referralPurchase({
      productId: 6,
      referralCode: affiliate.referralCode,
      customerEmail: 'buyer@example.com',
    });
    expect(response.statusCode).toBe(200);
    const reply = response.json<{ success: boolean; paymentUrl: string }>();
    expect(reply.success).toBe(true);
    const session = [...fake.checkoutSessions.values()].find(
      (created) => created.url === reply.paymentUrl,
    );
    expect(session).toMatchObject({
      mode: 'payment',
      price: 'price_master_blueprint',
      client_reference_id: `tier-6_ref-${affiliate.referralCode}`,
      metadata: { product_id: '6', referral_code: affiliate.referralCode },
      customer_email: 'buyer@example.com',
      success_url: 'https://shop.example/success',
      cancel_url: `https://shop.example/cart?selected=6&ref=${affiliate.referralCode}`,
    });

    // The signed webhook of that session makes the order, attributed from its reference.
    const paid = paidCheckoutSession({
      clientReferenceId: session!.client_reference_id,
      metadata: session!.metadata,
      amountTotal: 50_000,
    });
    const delivered = await deliverSignedEvent(
      harness.app,
      webhookSecret,
      'checkout.session.completed',
      paid,
    );
    expect(delivered.statusCode).toBe(200);
    const row = await orderOfIntent(paid.payment_intent);
    expect(row).toMatchObject({
      paymentStatus: 'completed',
      referralCode: affiliate.referralCode,
      affiliateId: affiliate.id,
      commissionRate: '20.00',
    });
    expect((await commissionsOf(row!.id))[0]).toMatchObject({ amountCents: 10_000 });
  });

  it('prices a tier without a Stripe price from the catalogue; the services page sends no e-mail', async () => {
    const { affiliate } = await createTestAffiliate(db());
    const response = await referralPurchase({ productId: 2, referralCode: affiliate.referralCode });
    const { paymentUrl } = response.json<{ paymentUrl: string }>();
    const session = [...fake.checkoutSessions.values()].find(
      (created) => created.url === paymentUrl,
    );
    expect(session).toMatchObject({ price: null, unit_amount: 3500, customer_email: null });
  });

  it("attributes a hosted payment link's order from its client_reference_id", async () => {
    const { affiliate } = await createTestAffiliate(db(), { commissionRate: 33.33 });
    const paid = paidCheckoutSession({
      clientReferenceId: `tier-8_ref-${affiliate.referralCode.toLowerCase()}`,
      amountTotal: 110_000,
    });
    await deliverSignedEvent(harness.app, webhookSecret, 'checkout.session.completed', paid);
    const row = await orderOfIntent(paid.payment_intent);
    expect(row).toMatchObject({ affiliateId: affiliate.id, commissionRate: '33.33' });
    expect((await commissionsOf(row!.id))[0]).toMatchObject({ amountCents: 36_663 });
  });

  it('records no referral for an unknown or deactivated code in a link reference', async () => {
    const { affiliate, email } = await createTestAffiliate(db());
    await setAffiliateActive(db(), email, false);
    for (const code of [affiliate.referralCode, 'ZZZZ9999']) {
      const paid = paidCheckoutSession({
        clientReferenceId: `tier-1_ref-${code}`,
        amountTotal: 1_500,
      });
      await deliverSignedEvent(harness.app, webhookSecret, 'checkout.session.completed', paid);
      const row = await orderOfIntent(paid.payment_intent);
      expect(row).toMatchObject({
        paymentStatus: 'completed',
        affiliateId: null,
        referralCode: null,
      });
      expect(await commissionsOf(row!.id)).toEqual([]);
    }
  });

  it('answers success false with the reason when Stripe cannot make the session', async () => {
    const { affiliate } = await createTestAffiliate(db());
    // Stripe unreachable (the last test: the fake stays down).
    await fake.close();
    isFakeRunning = false;
    const response = await referralPurchase({ productId: 3, referralCode: affiliate.referralCode });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: false, error: 'Failed to process purchase' });
  });
});
