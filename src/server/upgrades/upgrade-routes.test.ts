import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { findProduct } from '../../common/catalogue';
import { adminActionMessages } from '../../common/admin-actions';
import { upgradeMessages, type UpgradeOffers } from '../../common/upgrades';
import {
  commissionEntries,
  leasedJobs,
  localPaymentIntents,
  orderEvents,
  orderUpgrades,
  purchases,
} from '../db/schema';
import { createOrderAccessTokensFor } from '../sign-ins/order-access';
import { createSecondTestApp, withTestApp, type TestApp } from '../../../tests/support/app';
import { testDatabaseKinds } from '../../../tests/support/database';
import { createTestAffiliate } from '../../../tests/support/affiliate-factories';
import { signInTestAdmin } from '../../../tests/support/admin-factories';
import {
  chargeTestCardAtProvider,
  checkoutPerson,
  confirmTestCard,
  createPaidTestOrder,
  nextBuyerAddress,
  storeTestCustomer,
} from '../../../tests/support/checkout-factories';
import { buyTestGift } from '../../../tests/support/gift-factories';

const origin = { origin: 'http://localhost:3000' };
const DAY_MS = 24 * 60 * 60 * 1000;

describe.each(testDatabaseKinds())('upgrades on %s', (kind) => {
  const harness = withTestApp(kind, { ADMIN_EMAILS: 'owner@example.com' });
  const db = () => harness.database.db;
  const tokenOf = (purchaseId: string) =>
    createOrderAccessTokensFor(harness.config).sign(purchaseId);

  const post = (url: string, payload: unknown, app: TestApp['app'] = harness.app) =>
    app.inject({
      method: 'POST',
      url,
      payload: payload as object,
      headers: origin,
      remoteAddress: nextBuyerAddress(),
    });

  const offersOf = async (purchaseId: string) => {
    const reply = await post('/api/upgrades/offers', { token: tokenOf(purchaseId) });
    expect(reply.statusCode, reply.body).toBe(200);
    return reply.json<UpgradeOffers>();
  };

  /** Opens an upgrade's payment as the page does; the card is not charged yet. */
  const startUpgrade = async (purchaseId: string, productId: number, app = harness.app) => {
    const offer = (await offersOf(purchaseId)).offers.find((o) => o.productId === productId)!;
    const reply = await post(
      '/api/upgrades',
      { token: tokenOf(purchaseId), productId, amount: offer.price },
      app,
    );
    expect(reply.statusCode, reply.body).toBe(200);
    return reply.json<{ upgradeId: string; clientSecret: string; paymentIntentId: string }>();
  };

  /** The page's whole upgrade: open, pay with the test card, "I paid". */
  const payUpgrade = async (purchaseId: string, productId: number) => {
    const started = await startUpgrade(purchaseId, productId);
    const card = await confirmTestCard(harness.app, { ...started, purchaseId });
    expect(card.statusCode, card.body).toBe(200);
    const paid = await post('/api/upgrades/paid', {
      token: tokenOf(purchaseId),
      paymentIntentId: started.paymentIntentId,
    });
    expect(paid.statusCode, paid.body).toBe(200);
    return { started, reply: paid.json<{ nextPath: string; productName: string }>() };
  };

  const orderOf = async (purchaseId: string) =>
    (await db().select().from(purchases).where(eq(purchases.id, purchaseId)))[0]!;
  const eventsOf = async (purchaseId: string, kind: string) =>
    db()
      .select()
      .from(orderEvents)
      .where(and(eq(orderEvents.purchaseId, purchaseId), eq(orderEvents.kind, kind)));
  const mailsOf = (purchaseId: string, mailKind: string) =>
    db()
      .select()
      .from(leasedJobs)
      .where(and(eq(leasedJobs.purchaseId, purchaseId), eq(leasedJobs.mailKind, mailKind)));

  it('offers every higher reading at the difference of the catalogue prices, for 30 days from payment', async () => {
    const { purchaseId } = await createPaidTestOrder(harness.app, 3);
    const offers = await offersOf(purchaseId);
    const order = await orderOf(purchaseId);
    expect(offers.currentProductName).toBe('The Compass Package');
    expect(offers.offers.map((offer) => offer.productId)).toEqual([4, 5, 6, 7, 8]);
    for (const offer of offers.offers) {
      const difference = findProduct(offer.productId)!.price - findProduct(3)!.price;
      expect(Number(offer.price)).toBe(difference);
    }
    expect(offers.offers.find((offer) => offer.productId === 5)).toMatchObject({
      price: '300.00',
      fullPrice: '350.00',
    });
    expect(offers.openUntil).toBe(
      new Date(order.completedAt!.getTime() + 30 * DAY_MS).toISOString(),
    );
    // The top reading has nothing higher.
    const top = await createPaidTestOrder(harness.app, 8);
    expect((await offersOf(top.purchaseId)).offers).toEqual([]);
  });

  it('upgrades product 3 to 5: a second payment, the documents kept, the new ones and the questionnaire set going', async () => {
    const { purchaseId } = await createPaidTestOrder(harness.app, 3);
    // Its documents went out (the report job's work, done here by hand): delivered whole.
    await db()
      .update(purchases)
      .set({ processingStatus: 'delivered' })
      .where(eq(purchases.id, purchaseId));
    const { started, reply } = await payUpgrade(purchaseId, 5);
    // Straight to the Strategic Alignment questionnaire, opened with the order's own link.
    expect(reply).toEqual({
      productName: 'The Intensive',
      nextPath: `/deep-dive-questions?purchase=${purchaseId}#token=${tokenOf(purchaseId)}`,
    });
    const order = await orderOf(purchaseId);
    // The first payment stays the order's; the difference is a payment of its own.
    expect(order).toMatchObject({ productId: 5, tier: 'intensive', amount: '50.00' });
    const [upgrade] = await db()
      .select()
      .from(orderUpgrades)
      .where(eq(orderUpgrades.purchaseId, purchaseId));
    expect(upgrade).toMatchObject({
      id: started.upgradeId,
      fromProductId: 3,
      toProductId: 5,
      amount: '300.00',
      status: 'completed',
      paymentIntentId: started.paymentIntentId,
    });
    const [intent] = await db()
      .select()
      .from(localPaymentIntents)
      .where(eq(localPaymentIntents.id, started.paymentIntentId));
    expect(intent).toMatchObject({ amount: 30_000, status: 'succeeded' });
    expect(await eventsOf(purchaseId, 'upgraded')).toHaveLength(1);
    // 3 was delivered whole at payment; 5 owes a written reading, so it is in progress again
    // and in the readers' queue.
    expect(order.processingStatus).toBe('in-progress');
    // What 5 adds is drawn (the documents 3 delivered are not drawn again: the job's reason).
    const reports = await db()
      .select()
      .from(leasedJobs)
      .where(and(eq(leasedJobs.purchaseId, purchaseId), eq(leasedJobs.kind, 'report')));
    expect(reports.map((job) => (job.payload as { reason: string }).reason).sort()).toEqual([
      'paid',
      'upgraded',
    ]);
    const [mail] = await mailsOf(purchaseId, 'order-upgraded');
    expect(mail?.payload).toMatchObject({
      productName: 'The Intensive',
      fromProductName: 'The Compass Package',
      amount: '300.00',
      questionnairePath: `/deep-dive-questions?purchase=${purchaseId}`,
    });
    expect(await mailsOf(purchaseId, 'questionnaire-reminder')).toHaveLength(3);
    // The questionnaire opens for the order now; nothing higher than 5 is offered at 3's prices.
    const intake = await harness.app.inject({ method: 'GET', url: `/api/intake/${purchaseId}` });
    expect(intake.json()).toMatchObject({ productId: 5, questionnaire: 'strategic-alignment' });
    const next = await offersOf(purchaseId);
    expect(next.offers.map((offer) => [offer.productId, offer.price])).toEqual([
      [6, '150.00'],
      [7, '427.00'],
      [8, '750.00'],
    ]);
    // The reading page says what was paid in all.
    const page = await post('/api/order-status/link', { token: tokenOf(purchaseId) });
    expect(page.json()).toMatchObject({ productName: 'The Intensive', amount: '350.00' });
    // The admin's export shows both payments: the order's first, and the upgrade.
    const { cookie } = await signInTestAdmin(harness.app, 'owner@example.com');
    const csv = await harness.app.inject({
      method: 'GET',
      url: `/api/admin/purchases.csv?query=${encodeURIComponent(order.id.slice(-8))}`,
      headers: { cookie },
    });
    const line = csv.body.split('\r\n').find((text) => text.startsWith(purchaseId));
    expect(line).toMatch(/,5,The Intensive,50\.00,completed,/);
    expect(line).toMatch(/,3->5 300\.00 completed,300\.00$/);
    // A confirmation the admin sends again names what was paid in all.
    const resent = await harness.app.inject({
      method: 'POST',
      url: `/api/admin/purchase/${purchaseId}/resend-confirmation`,
      headers: { cookie },
      payload: {},
    });
    expect(resent.statusCode, resent.body).toBe(200);
    const confirmations = await mailsOf(purchaseId, 'order-confirmation');
    const sentAgain = confirmations.find((mail) => mail.dedupeKey?.includes(':resend:'));
    expect(sentAgain?.payload).toMatchObject({
      productName: 'The Intensive',
      amount: '350.00',
    });
    // Told twice (the browser and the provider), it is applied once.
    const again = await post('/api/upgrades/paid', {
      token: tokenOf(purchaseId),
      paymentIntentId: started.paymentIntentId,
    });
    expect(again.statusCode).toBe(200);
    expect(await eventsOf(purchaseId, 'upgraded')).toHaveLength(1);
  });

  it('refuses what the page would never send: other orders, lower tiers, old prices, refunded, gifts, late', async () => {
    const { purchaseId } = await createPaidTestOrder(harness.app, 4);
    const token = tokenOf(purchaseId);
    const refused = async (payload: unknown, status: number, message?: string) => {
      const reply = await post('/api/upgrades', payload);
      expect(reply.statusCode, reply.body).toBe(status);
      if (message) expect(reply.json().message).toBe(message);
    };
    await refused({ token: 'x'.repeat(80), productId: 5, amount: '275.00' }, 404);
    await refused({ token: token.slice(0, -3) + 'AAA', productId: 5, amount: '275.00' }, 404);
    await refused({ token, productId: 3, amount: '0.00' }, 409, upgradeMessages.notOffered);
    await refused({ token, productId: 4, amount: '0.00' }, 409, upgradeMessages.notOffered);
    await refused({ token, productId: 99, amount: '10.00' }, 409, upgradeMessages.notOffered);
    await refused({ token, productId: 5, amount: '1.00' }, 400, upgradeMessages.amountChanged);
    await refused({ token, productId: 5, amount: -275 }, 400);
    expect(
      await db().select().from(orderUpgrades).where(eq(orderUpgrades.purchaseId, purchaseId)),
    ).toEqual([]);
    // From another site, or a body far over the limit.
    const foreign = await harness.app.inject({
      method: 'POST',
      url: '/api/upgrades',
      headers: { origin: 'https://evil.example' },
      payload: { token, productId: 5, amount: '275.00' },
    });
    expect(foreign.statusCode).toBe(403);
    const huge = await harness.app.inject({
      method: 'POST',
      url: '/api/upgrades',
      headers: origin,
      payload: { token, productId: 5, amount: '275.00', pad: 'x'.repeat(20_000) },
    });
    expect(huge.statusCode).toBe(413);

    // After the window: nothing is offered, and a start is refused with the reason.
    await db()
      .update(purchases)
      .set({ completedAt: sql`now() - interval '31 days'` })
      .where(eq(purchases.id, purchaseId));
    expect((await offersOf(purchaseId)).offers).toEqual([]);
    await refused({ token, productId: 5, amount: '275.00' }, 409, upgradeMessages.windowClosed);

    // A refunded order, and a gift (its buyer and its recipient are two people).
    const refundedOrder = await createPaidTestOrder(harness.app, 3);
    await db()
      .update(purchases)
      .set({ paymentStatus: 'refunded', refundedAt: sql`now()` })
      .where(eq(purchases.id, refundedOrder.purchaseId));
    await refused(
      { token: tokenOf(refundedOrder.purchaseId), productId: 5, amount: '300.00' },
      409,
      upgradeMessages.refunded,
    );
    const gift = await buyTestGift(harness.app, { productId: 3 });
    await refused(
      { token: tokenOf(gift.purchaseId), productId: 5, amount: '300.00' },
      409,
      upgradeMessages.notPaid,
    );
    // An unpaid checkout is no order at all.
    const unpaid = await post('/api/create-payment-intent', { productId: 3, amount: 50 });
    const { purchaseId: unpaidId } = unpaid.json<{ purchaseId: string }>();
    await storeTestCustomer(harness.app, unpaidId, checkoutPerson());
    await refused({ token: tokenOf(unpaidId), productId: 5, amount: '300.00' }, 404);
  });

  it("never applies another order's payment, nor one not made yet", async () => {
    const mine = await createPaidTestOrder(harness.app, 3);
    const theirs = await createPaidTestOrder(harness.app, 3);
    const started = await startUpgrade(theirs.purchaseId, 5);
    // Their intent, with my token: refused, and nothing changes on either order.
    const crossed = await post('/api/upgrades/paid', {
      token: tokenOf(mine.purchaseId),
      paymentIntentId: started.paymentIntentId,
    });
    expect(crossed.statusCode).toBe(400);
    expect(crossed.json().message).toBe(upgradeMessages.paymentMismatch);
    // Their own "I paid" before the card: not yet.
    const early = await post('/api/upgrades/paid', {
      token: tokenOf(theirs.purchaseId),
      paymentIntentId: started.paymentIntentId,
    });
    expect(early.statusCode).toBe(402);
    expect(early.json().message).toBe(upgradeMessages.notPaidYet);
    expect((await orderOf(mine.purchaseId)).productId).toBe(3);
    expect((await orderOf(theirs.purchaseId)).productId).toBe(3);
  });

  it('books a commission on each payment and refunds the upgrade alone, or the whole order', async () => {
    const { affiliate } = await createTestAffiliate(db(), { commissionRate: 20 });
    const started = await post('/api/create-payment-intent', {
      productId: 3,
      amount: 50,
      referralCode: affiliate.referralCode,
    });
    const checkout = started.json<{
      purchaseId: string;
      paymentIntentId: string;
      clientSecret: string;
    }>();
    await storeTestCustomer(harness.app, checkout.purchaseId, checkoutPerson());
    await confirmTestCard(harness.app, checkout);
    const purchaseId = checkout.purchaseId;
    const { started: upgrade } = await payUpgrade(purchaseId, 5);
    const commissions = await db()
      .select()
      .from(commissionEntries)
      .where(eq(commissionEntries.purchaseId, purchaseId));
    expect(
      commissions.map((entry) => [entry.kind, entry.saleCents, entry.amountCents, entry.upgradeId]),
    ).toEqual(
      expect.arrayContaining([
        ['commission', 5_000, 1_000, null],
        ['commission', 30_000, 6_000, upgrade.upgradeId],
      ]),
    );
    // The upgrade's commission turns payable when its own guarantee (product 5's) ends.
    const upgradeEntry = commissions.find((entry) => entry.upgradeId === upgrade.upgradeId)!;
    const [row] = await db()
      .select()
      .from(orderUpgrades)
      .where(eq(orderUpgrades.id, upgrade.upgradeId));
    expect(upgradeEntry.payableAt.getTime()).toBe(
      row!.completedAt!.getTime() + findProduct(5)!.guaranteeDays * DAY_MS,
    );

    const { cookie } = await signInTestAdmin(harness.app, 'owner@example.com');
    const adminPost = (url: string, payload: unknown) =>
      harness.app.inject({ method: 'POST', url, payload: payload as object, headers: { cookie } });
    const partial = await adminPost(`/api/admin/purchase/${purchaseId}/refund-upgrade`, {
      reason: 'The buyer changed her mind about the consultation',
    });
    expect(partial.statusCode, partial.body).toBe(200);
    expect(partial.json()).toMatchObject({ productId: 3 });
    expect(await orderOf(purchaseId)).toMatchObject({ productId: 3, paymentStatus: 'completed' });
    const [refundedIntent] = await db()
      .select()
      .from(localPaymentIntents)
      .where(eq(localPaymentIntents.id, upgrade.paymentIntentId));
    expect(refundedIntent?.status).toBe('refunded');
    const [refundMail] = await db()
      .select()
      .from(leasedJobs)
      .where(eq(leasedJobs.dedupeKey, `refund-confirmation:upgrade:${upgrade.upgradeId}`));
    expect(refundMail?.payload).toMatchObject({ amount: '300.00' });
    // Only the upgrade's commission is reversed; a second upgrade refund finds nothing to refund.
    const reversals = await db()
      .select()
      .from(commissionEntries)
      .where(
        and(eq(commissionEntries.purchaseId, purchaseId), eq(commissionEntries.kind, 'reversal')),
      );
    expect(reversals.map((entry) => [entry.amountCents, entry.upgradeId])).toEqual([
      [-6_000, upgrade.upgradeId],
    ]);
    const twice = await adminPost(`/api/admin/purchase/${purchaseId}/refund-upgrade`, {
      reason: 'The buyer changed her mind about the consultation',
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(adminActionMessages.noUpgradeToRefund);

    // Upgraded again, then refunded whole: both payments go back, every commission reversed.
    const { started: second } = await payUpgrade(purchaseId, 6);
    const full = await adminPost(`/api/admin/purchase/${purchaseId}/refund`, {
      reason: 'The buyer asked for her money back',
    });
    expect(full.statusCode, full.body).toBe(200);
    const [fullMail] = await db()
      .select()
      .from(leasedJobs)
      .where(eq(leasedJobs.dedupeKey, `refund-confirmation:${purchaseId}`));
    expect(fullMail?.payload).toMatchObject({ amount: '500.00' });
    const [secondRow] = await db()
      .select()
      .from(orderUpgrades)
      .where(eq(orderUpgrades.id, second.upgradeId));
    expect(secondRow?.status).toBe('refunded');
    const ledger = await db()
      .select()
      .from(commissionEntries)
      .where(eq(commissionEntries.purchaseId, purchaseId));
    expect(ledger.reduce((sum, entry) => sum + entry.amountCents, 0)).toBe(0);
    // A refunded order is not upgraded any more.
    expect((await offersOf(purchaseId)).offers).toEqual([]);
  });

  it('applies one of two upgrades paid at once and gives the other payment back whole', async () => {
    const { purchaseId } = await createPaidTestOrder(harness.app, 3);
    // Two tabs: each opened its upgrade before either paid.
    const toFive = await startUpgrade(purchaseId, 5);
    const toSix = await startUpgrade(purchaseId, 6);
    const pay = async (started: typeof toFive) => {
      await confirmTestCard(harness.app, { ...started, purchaseId });
      return post('/api/upgrades/paid', {
        token: tokenOf(purchaseId),
        paymentIntentId: started.paymentIntentId,
      });
    };
    const first = await pay(toFive);
    expect(first.statusCode).toBe(200);
    const late = await pay(toSix);
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(upgradeMessages.superseded);
    expect((await orderOf(purchaseId)).productId).toBe(5);
    const rows = await db()
      .select()
      .from(orderUpgrades)
      .where(eq(orderUpgrades.purchaseId, purchaseId));
    expect(Object.fromEntries(rows.map((row) => [row.toProductId, row.status]))).toEqual({
      5: 'completed',
      6: 'refunded',
    });
    const [lateIntent] = await db()
      .select()
      .from(localPaymentIntents)
      .where(eq(localPaymentIntents.id, toSix.paymentIntentId));
    expect(lateIntent?.status).toBe('refunded');
    expect(await eventsOf(purchaseId, 'upgrade-refunded')).toHaveLength(1);
  });

  if (kind === 'postgres') {
    it('applies an upgrade once when two instances hear of its payment at the same moment', async () => {
      const second = await createSecondTestApp(harness);
      try {
        const { purchaseId } = await createPaidTestOrder(harness.app, 3);
        const started = await startUpgrade(purchaseId, 5);
        // Paid at the provider; the shop hears of it only through the calls below.
        await chargeTestCardAtProvider(harness.app, { ...started, purchaseId });
        const body = { token: tokenOf(purchaseId), paymentIntentId: started.paymentIntentId };
        const replies = await Promise.all(
          [harness.app, second.app, harness.app, second.app].map((app) =>
            post('/api/upgrades/paid', body, app),
          ),
        );
        expect(replies.map((reply) => reply.statusCode)).toEqual([200, 200, 200, 200]);
        expect(await eventsOf(purchaseId, 'upgraded')).toHaveLength(1);
        expect(await mailsOf(purchaseId, 'order-upgraded')).toHaveLength(1);
        expect((await orderOf(purchaseId)).productId).toBe(5);

        // Two different upgrades of one order, both paid, told to two instances at once: one
        // applies, the other's payment goes back whole.
        const other = await createPaidTestOrder(harness.app, 3);
        const toSix = await startUpgrade(other.purchaseId, 6);
        const toSeven = await startUpgrade(other.purchaseId, 7);
        for (const opened of [toSix, toSeven]) {
          await chargeTestCardAtProvider(harness.app, { ...opened, purchaseId: other.purchaseId });
        }
        const raced = await Promise.all([
          post(
            '/api/upgrades/paid',
            { token: tokenOf(other.purchaseId), paymentIntentId: toSix.paymentIntentId },
            harness.app,
          ),
          post(
            '/api/upgrades/paid',
            { token: tokenOf(other.purchaseId), paymentIntentId: toSeven.paymentIntentId },
            second.app,
          ),
        ]);
        expect(raced.map((reply) => reply.statusCode).sort()).toEqual([200, 409]);
        const rows = await db()
          .select()
          .from(orderUpgrades)
          .where(eq(orderUpgrades.purchaseId, other.purchaseId));
        expect(rows.map((row) => row.status).sort()).toEqual(['completed', 'refunded']);
        const applied = rows.find((row) => row.status === 'completed')!;
        expect((await orderOf(other.purchaseId)).productId).toBe(applied.toProductId);
        expect(await eventsOf(other.purchaseId, 'upgraded')).toHaveLength(1);
      } finally {
        await second.close();
      }
    });
  }
});
