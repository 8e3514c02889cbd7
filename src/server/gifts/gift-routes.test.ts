import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addDays } from '../../common/zoned-time';
import { findProduct } from '../../common/catalogue';
import { giftMessages, todayIn, type GiftBuyerView } from '../../common/gifts';
import { intakeMessages } from '../../common/intake';
import { orderStatusMessages } from '../../common/order-status';
import { strategicAnswers } from '../../../tests/support/intake-factories';
import {
  commissionEntries,
  gifts,
  leasedJobs,
  purchases,
  questionnaireSubmissions,
  users,
} from '../db/schema';
import { refundOrder } from '../admin/orders/refunds';
import { eraseCustomer } from '../customer-data/customer-erasure';
import { ledgerEntries } from '../orders/commissions';
import { adminGiftOf, isGiftDeliveryWanted, isGiftFollowUpWanted } from '../orders/gifts';
import { createGiftAccessTokensFor } from '../sign-ins/gift-access';
import { createOrderAccessTokensFor } from '../sign-ins/order-access';
import { withTestApp, createSecondTestApp, type TestApp } from '../../../tests/support/app';
import { testDatabaseKinds } from '../../../tests/support/database';
import { buyTestGift, deliverTestGift, testGiftInput } from '../../../tests/support/gift-factories';
import { createTestAffiliate } from '../../../tests/support/affiliate-factories';
import { signInTestAdmin } from '../../../tests/support/admin-factories';
import {
  checkoutPerson,
  nextBuyerAddress,
  saveTestUserData,
} from '../../../tests/support/checkout-factories';

const ZONE = 'America/Chicago';
const DAY_MS = 24 * 60 * 60 * 1000;

const origin = { origin: 'http://localhost:3000' };

describe.each(testDatabaseKinds())('gifts on %s', (kind) => {
  const harness = withTestApp(kind, { ADMIN_EMAILS: 'owner@example.com' });
  const tokens = () => createGiftAccessTokensFor(harness.config);

  const buyGift = (options: Parameters<typeof buyTestGift>[1] = {}) =>
    buyTestGift(harness.app, options);
  const giftInput = testGiftInput;

  const mailsOf = (purchaseId: string, mailKind: string) =>
    harness.database.db
      .select()
      .from(leasedJobs)
      .where(and(eq(leasedJobs.purchaseId, purchaseId), eq(leasedJobs.mailKind, mailKind)));

  /** Each call from its own client address, as different people's browsers are. */
  const post = (url: string, payload: unknown, headers: Record<string, string> = origin) =>
    harness.app.inject({
      method: 'POST',
      url,
      payload: payload as object,
      headers,
      remoteAddress: nextBuyerAddress(),
    });

  const deliver = (purchaseId: string) => deliverTestGift(harness.database.db, purchaseId);

  it('takes the buyer and the gift, no birth: the receipt to the buyer, the gift e-mail at 9:00 on the day in their zone', async () => {
    const bought = await buyGift();
    const [order] = await harness.database.db
      .select()
      .from(purchases)
      .where(eq(purchases.id, bought.purchaseId));
    // Paid, for nobody yet: the order waits for its recipient.
    expect(order).toMatchObject({ paymentStatus: 'completed', userId: null, customer: null });
    expect(bought.giftPath).toMatch(/^\/gift#token=[0-9a-f-]{36}\.[\w-]{43}$/);
    // A browser back from the bank's check lands on the success page: it says it is a gift.
    const summary = await harness.app.inject({
      method: 'GET',
      url: `/api/order-summary/${bought.purchaseId}`,
    });
    expect(summary.json()).toMatchObject({ isGift: true, questionnairePath: null });

    const [receipt] = await mailsOf(bought.purchaseId, 'gift-receipt');
    expect(receipt?.recipient).toBe(bought.input.buyer.email);
    expect(receipt?.payload).toMatchObject({
      recipientName: 'Ana Lima',
      deliverOn: bought.input.gift.deliverOn,
    });
    const [delivery] = await mailsOf(bought.purchaseId, 'gift-delivery');
    expect(delivery?.recipient).toBe(bought.input.gift.recipientEmail);
    // 9:00 in Chicago is 15:00 UTC in winter, 14:00 in summer.
    const due = delivery!.nextAttemptAt;
    expect(due.toISOString().slice(0, 10)).toBe(bought.input.gift.deliverOn);
    expect([14, 15]).toContain(due.getUTCHours());
    // No order confirmation: nobody's birth is known, and the buyer is not the customer.
    expect(await mailsOf(bought.purchaseId, 'order-confirmation')).toEqual([]);
    await expect(
      isGiftDeliveryWanted(harness.database.db, delivery!.payload as Record<string, unknown>),
    ).resolves.toBe(true);
  });

  it('never hands the buyer the order: save-user-data on a gift is refused and files nobody', async () => {
    const bought = await buyGift();
    const response = await saveTestUserData(harness.app, {
      ...checkoutPerson({ email: bought.input.buyer.email }),
      productId: bought.productId,
      paymentIntentId: bought.paymentIntentId,
      purchaseId: bought.purchaseId,
    });
    expect(response.statusCode).toBe(400);
    expect(response.body).not.toContain('/order#token=');
    const [order] = await harness.database.db
      .select()
      .from(purchases)
      .where(eq(purchases.id, bought.purchaseId));
    expect(order?.userId).toBeNull();
  });

  it('refuses a delivery date in the past or more than a year ahead, and writes nothing', async () => {
    const today = todayIn(ZONE, new Date());
    for (const [deliverOn, message] of [
      [addDays(today, -1), giftMessages.deliverOnPast],
      [addDays(today, 400), giftMessages.deliverOnTooFar],
      ['2026-02-30', giftMessages.deliverOnPast],
      ['tomorrow', giftMessages.deliverOn],
    ] as const) {
      const started = await harness.app.inject({
        method: 'POST',
        url: '/api/create-payment-intent',
        remoteAddress: nextBuyerAddress(),
        payload: { productId: 3, amount: findProduct(3)!.price },
      });
      const { purchaseId } = started.json<{ purchaseId: string }>();
      const response = await harness.app.inject({
        method: 'POST',
        url: `/api/checkout/${purchaseId}/gift`,
        payload: giftInput({ deliverOn }),
      });
      expect(response.statusCode, deliverOn).toBe(400);
      if (deliverOn !== '2026-02-30')
        expect(response.json().fieldErrors?.['gift.deliverOn']).toBe(message);
      const rows = await harness.database.db
        .select()
        .from(gifts)
        .where(eq(gifts.purchaseId, purchaseId));
      expect(rows).toEqual([]);
    }
  });

  it('lets the buyer move the day before it is sent: a new version, the old e-mail no longer wanted', async () => {
    const bought = await buyGift();
    const token = bought.giftPath.split('#token=')[1]!;
    const [first] = await mailsOf(bought.purchaseId, 'gift-delivery');
    const newDay = addDays(todayIn(ZONE, new Date()), 20);
    const moved = await post('/api/gifts/manage/change', {
      token,
      deliverOn: newDay,
      timeZone: ZONE,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json<GiftBuyerView>()).toMatchObject({ deliverOn: newDay, state: 'scheduled' });
    await expect(
      isGiftDeliveryWanted(harness.database.db, first!.payload as Record<string, unknown>),
    ).resolves.toBe(false);
    const deliveries = await mailsOf(bought.purchaseId, 'gift-delivery');
    expect(deliveries).toHaveLength(2);

    // Once it went out, the day is fixed; the address can still be corrected, and goes at once.
    await deliver(bought.purchaseId);
    const late = await post('/api/gifts/manage/change', {
      token,
      deliverOn: addDays(newDay, 1),
      timeZone: ZONE,
    });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(giftMessages.alreadyDelivered);
    const readdressed = await post('/api/gifts/manage/change', {
      token,
      recipientEmail: 'ana.new@example.com',
    });
    expect(readdressed.statusCode, readdressed.body).toBe(200);
    const latest = (await mailsOf(bought.purchaseId, 'gift-delivery')).at(-1)!;
    expect(latest.recipient).toBe('ana.new@example.com');
    expect(latest.nextAttemptAt.getTime()).toBeLessThan(Date.now() + 60_000);
    expect(latest.payload).toMatchObject({ isResend: true, version: 3 });
  });

  it('resends only a delivered gift, and ends the older claim link', async () => {
    const bought = await buyGift();
    const token = bought.giftPath.split('#token=')[1]!;
    const early = await post('/api/gifts/manage/resend', { token });
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(giftMessages.notDelivered);
    const version = await deliver(bought.purchaseId);
    const oldLink = tokens().signClaim(bought.purchaseId, version);
    const resent = await post('/api/gifts/manage/resend', { token });
    expect(resent.statusCode, resent.body).toBe(200);
    const view = await post('/api/gifts/claim/view', { token: oldLink });
    expect(view.statusCode).toBe(404);
    expect(view.json().message).toBe(giftMessages.linkInvalid);
    const fresh = await post('/api/gifts/claim/view', {
      token: tokens().signClaim(bought.purchaseId, version + 1),
    });
    expect(fresh.statusCode).toBe(200);
  });

  it('is claimed once by the recipient with their own birth: the order becomes theirs, the buyer is told', async () => {
    const bought = await buyGift({ productId: 3 });
    const version = await deliver(bought.purchaseId);
    const claimToken = tokens().signClaim(bought.purchaseId, version);
    const view = await post('/api/gifts/claim/view', { token: claimToken });
    expect(view.json()).toMatchObject({
      fromName: 'Sam',
      recipientName: 'Ana Lima',
      state: 'delivered',
    });
    expect(view.body).not.toContain(bought.input.buyer.email);

    const recipient = checkoutPerson({
      fullName: 'Ana Lima',
      email: bought.input.gift.recipientEmail,
    });
    const claimed = await post('/api/gifts/claim', { token: claimToken, person: recipient });
    expect(claimed.statusCode, claimed.body).toBe(200);
    const orderLink = claimed.json<{ orderStatusPath: string }>().orderStatusPath;
    expect(orderLink).toBe(
      `/order#token=${createOrderAccessTokensFor(harness.config).sign(bought.purchaseId)}`,
    );
    const [order] = await harness.database.db
      .select()
      .from(purchases)
      .where(eq(purchases.id, bought.purchaseId));
    const [customer] = await harness.database.db
      .select()
      .from(users)
      .where(eq(users.id, order!.userId!));
    expect(customer?.email).toBe(recipient.email);
    // The recipient's confirmation says who it is from, not what was paid; the buyer is told.
    const [confirmation] = await mailsOf(bought.purchaseId, 'order-confirmation');
    expect(confirmation?.recipient).toBe(recipient.email);
    expect(confirmation?.payload).toMatchObject({
      giftFrom: 'Sam',
      delivery: 'Delivered by e-mail within minutes of your claim.',
    });
    const [told] = await mailsOf(bought.purchaseId, 'gift-claimed');
    expect(told?.recipient).toBe(bought.input.buyer.email);
    expect(JSON.stringify(told?.payload)).not.toContain(recipient.birthLocation);

    // The same link again, or the buyer's page: claimed, nothing of the recipient's birth.
    const again = await post('/api/gifts/claim', { token: claimToken, person: recipient });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(giftMessages.alreadyClaimed);
    const buyerView = await post('/api/gifts/manage', {
      token: bought.giftPath.split('#token=')[1],
    });
    expect(buyerView.json<GiftBuyerView>().state).toBe('claimed');
    expect(buyerView.body).not.toContain(recipient.birthLocation);
    expect(buyerView.body).not.toContain(recipient.birthYear);
    // The admin sees both people and where the gift stands.
    await expect(
      adminGiftOf(harness.database.db, { id: bought.purchaseId, paymentStatus: 'completed' }),
    ).resolves.toMatchObject({
      state: 'claimed',
      buyerEmail: bought.input.buyer.email,
      recipientEmail: bought.input.gift.recipientEmail,
      version,
    });
    // The orders export names both too, and when it was claimed.
    const { cookie } = await signInTestAdmin(harness.app, 'owner@example.com');
    const csv = await harness.app.inject({
      method: 'GET',
      url: `/api/admin/purchases.csv?query=${encodeURIComponent(recipient.email)}`,
      headers: { cookie },
    });
    expect(csv.statusCode, csv.body).toBe(200);
    const [gift] = await harness.database.db
      .select()
      .from(gifts)
      .where(eq(gifts.purchaseId, bought.purchaseId));
    expect(csv.body).toContain(
      `,Sam Rivera <${bought.input.buyer.email}>,Ana Lima <${recipient.email}>,${gift!.claimedAt!.toISOString()},,\r\n`,
    );
    // The follow-ups stop once it is claimed.
    const [reminder] = await mailsOf(bought.purchaseId, 'gift-reminder');
    await expect(
      isGiftFollowUpWanted(harness.database.db, reminder!.payload as Record<string, unknown>),
    ).resolves.toBe(false);
  });

  it("opens a gift's questionnaire and files to the recipient's link only, never to the buyer's id", async () => {
    const bought = await buyGift({ productId: 5 });
    const orderAccess = createOrderAccessTokensFor(harness.config);
    const recipientToken = orderAccess.sign(bought.purchaseId);
    const intake = (headers: Record<string, string> = {}) =>
      harness.app.inject({
        method: 'GET',
        url: `/api/intake/${bought.purchaseId}`,
        headers,
        remoteAddress: nextBuyerAddress(),
      });
    // Before the claim nobody answers for the recipient, not even with a signed link.
    expect((await intake()).statusCode).toBe(404);
    expect((await intake({ 'x-order-token': recipientToken })).statusCode).toBe(404);

    const version = await deliver(bought.purchaseId);
    const recipient = checkoutPerson({
      fullName: 'Ana Lima',
      email: bought.input.gift.recipientEmail,
    });
    const claimed = await post('/api/gifts/claim', {
      token: tokens().signClaim(bought.purchaseId, version),
      person: recipient,
    });
    expect(claimed.statusCode, claimed.body).toBe(200);
    expect(claimed.json<{ questionnairePath: string }>().questionnairePath).toBe(
      `/deep-dive-questions?purchase=${bought.purchaseId}#token=${recipientToken}`,
    );

    // The buyer holds the id (their success page named it): the id alone, another order's
    // link, a link with the case of its id changed or a cut one all get the unknown order's 404.
    const other = await buyGift({ productId: 5 });
    for (const headers of [
      {} as Record<string, string>,
      { 'x-order-token': orderAccess.sign(other.purchaseId) },
      { 'x-order-token': recipientToken.slice(0, -2) },
      { 'x-order-token': 'x'.repeat(10_000) },
    ]) {
      const refused = await intake(headers);
      expect(refused.statusCode).toBe(404);
      expect(refused.json().message).toBe(intakeMessages.orderNotFound);
    }
    const opened = await intake({ 'x-order-token': recipientToken });
    expect(opened.statusCode, opened.body).toBe(200);
    expect(opened.json()).toMatchObject({ productId: 5, questionnaire: 'strategic-alignment' });

    const ticketOf = (headers: Record<string, string>) =>
      harness.app.inject({
        method: 'POST',
        url: '/api/objects/upload',
        headers,
        remoteAddress: nextBuyerAddress(),
        payload: {
          purchaseId: bought.purchaseId,
          kind: 'resume',
          fileName: 'resume.pdf',
          size: 1200,
          contentType: 'application/pdf',
        },
      });
    expect((await ticketOf({})).statusCode).toBe(404);
    expect((await ticketOf({ 'x-order-token': recipientToken })).statusCode).toBe(200);
    const submission = {
      purchaseId: bought.purchaseId,
      responses: strategicAnswers,
      resumePath: '',
      palmPhotos: null,
    };
    const submitAs = (headers: Record<string, string>) =>
      harness.app.inject({
        method: 'POST',
        url: '/api/strategic-alignment',
        headers,
        remoteAddress: nextBuyerAddress(),
        payload: submission,
      });
    expect((await submitAs({})).statusCode).toBe(404);
    const answers = () =>
      harness.database.db
        .select()
        .from(questionnaireSubmissions)
        .where(eq(questionnaireSubmissions.purchaseId, bought.purchaseId));
    expect(await answers()).toEqual([]);
    const submitted = await submitAs({ 'x-order-token': recipientToken });
    expect(submitted.statusCode, submitted.body).toBe(200);
    expect(await answers()).toHaveLength(1);

    // The reference and the recipient's address, both of which the buyer knows, open nothing.
    const lookup = await post('/api/order-status', {
      reference: bought.purchaseId.slice(-8),
      email: recipient.email,
    });
    expect(lookup.statusCode).toBe(403);
    expect(lookup.json().message).toBe(orderStatusMessages.giftUseLink);
    expect(lookup.body).not.toContain(recipient.birthLocation);
    // The recipient's own link opens their order, whose questionnaire link carries it on.
    const byLink = await post('/api/order-status/link', { token: recipientToken });
    expect(byLink.json().questionnaire.path).toBe(
      `/deep-dive-questions?purchase=${bought.purchaseId}#token=${recipientToken}`,
    );
  });

  it('refuses guessed, foreign-signed, odd and other orders’ links with the same 404', async () => {
    const bought = await buyGift();
    const version = await deliver(bought.purchaseId);
    const other = await buyGift();
    const good = tokens().signClaim(bought.purchaseId, version);
    const signature = good.split('.').at(-1)!;
    for (const token of [
      `${bought.purchaseId}.${version}.${'A'.repeat(43)}`,
      `${other.purchaseId}.${version}.${signature}`,
      `${bought.purchaseId}.${version + 1}.${signature}`,
      // The buyer's page token is no claim token, and the reverse.
      bought.giftPath.split('#token=')[1]!,
      `${bought.purchaseId}`,
      '../../etc/passwd',
    ]) {
      const response = await post('/api/gifts/claim/view', { token });
      expect(response.statusCode, token).toBe(404);
      expect(response.json().message).toBe(giftMessages.linkInvalid);
    }
    const manage = await post('/api/gifts/manage', { token: good });
    expect(manage.statusCode).toBe(404);
    // A checkout that was never paid is no gift to see.
    const started = await harness.app.inject({
      method: 'POST',
      url: '/api/create-payment-intent',
      remoteAddress: nextBuyerAddress(),
      payload: { productId: 3, amount: findProduct(3)!.price },
    });
    const unpaid = started.json<{ purchaseId: string }>().purchaseId;
    await harness.app.inject({
      method: 'POST',
      url: `/api/checkout/${unpaid}/gift`,
      payload: giftInput(),
    });
    expect(
      (await post('/api/gifts/manage', { token: tokens().signManage(unpaid) })).statusCode,
    ).toBe(404);
    expect(
      (await post('/api/gifts/claim/view', { token: tokens().signClaim(unpaid, 1) })).statusCode,
    ).toBe(404);
  });

  it('refuses a foreign origin, a huge body and an odd path spelling before reading anything', async () => {
    const bought = await buyGift();
    const token = bought.giftPath.split('#token=')[1]!;
    const foreign = await post('/api/gifts/manage', { token }, { origin: 'https://evil.example' });
    expect(foreign.statusCode).toBe(403);
    const huge = await post('/api/gifts/manage/change', {
      token,
      recipientName: 'x'.repeat(40_000),
    });
    expect(huge.statusCode).toBe(413);
    // Spelled with escapes or dot segments, the path is the same route with the same guards:
    // a foreign origin is refused, and no token opens nothing.
    for (const url of ['/api/gifts/%6danage', '/api/gifts/./manage', '/api/gifts/x/../manage']) {
      const refused = await post(url, { token }, { origin: 'https://evil.example' });
      expect([403, 404], url).toContain(refused.statusCode);
      const tokenless = await post(url, {});
      expect([404], url).toContain(tokenless.statusCode);
      expect(tokenless.body).not.toContain('recipientEmail');
    }
  });

  it('stops a flood of claims from one address', async () => {
    const address = nextBuyerAddress();
    const codes: number[] = [];
    for (let attempt = 0; attempt < 12; attempt += 1) {
      const response = await harness.app.inject({
        method: 'POST',
        url: '/api/gifts/claim',
        headers: origin,
        remoteAddress: address,
        payload: { token: `${randomUUID()}.1.${'B'.repeat(43)}`, person: checkoutPerson() },
      });
      codes.push(response.statusCode);
    }
    expect(codes.slice(0, 10).every((code) => code === 404)).toBe(true);
    expect(codes.at(-1)).toBe(429);
  });

  it('refunds the buyer, never the recipient, and a refunded gift cannot be claimed', async () => {
    const bought = await buyGift();
    const version = await deliver(bought.purchaseId);
    await refundOrder(
      { db: harness.database.db, payments: harness.app.deps.payments },
      {
        purchaseId: bought.purchaseId,
        reason: 'Changed their mind',
        actor: 'admin:owner@example.com',
      },
    );
    const [refundMail] = await mailsOf(bought.purchaseId, 'refund-confirmation');
    expect(refundMail?.recipient).toBe(bought.input.buyer.email);
    expect(refundMail?.payload).toMatchObject({ isGift: true });
    const claim = await post('/api/gifts/claim', {
      token: tokens().signClaim(bought.purchaseId, version),
      person: checkoutPerson(),
    });
    expect(claim.statusCode).toBe(409);
    expect(claim.json().message).toBe(giftMessages.refunded);
  });

  it("books the buyer's referral: the commission waits for the claim, then the guarantee from it", async () => {
    const { affiliate } = await createTestAffiliate(harness.database.db, {
      commissionRate: 20,
    });
    const bought = await buyGift({ productId: 3, referralCode: affiliate.referralCode });
    const entries = async (now: Date) =>
      (await ledgerEntries(harness.database.db, { affiliateId: affiliate.id, now })).filter(
        (entry) => entry.purchaseId === bought.purchaseId,
      );
    const [booked] = await entries(new Date(Date.now() + 400 * DAY_MS));
    // Unclaimed: pending however long it waits.
    expect(booked).toMatchObject({ kind: 'commission', status: 'pending', awaitsGiftClaim: true });
    expect(booked!.amountCents).toBe(Math.round(findProduct(3)!.price * 100 * 0.2));
    const version = await deliver(bought.purchaseId);
    await post('/api/gifts/claim', {
      token: tokens().signClaim(bought.purchaseId, version),
      person: checkoutPerson({ email: bought.input.gift.recipientEmail }),
    });
    const [claimedNow] = await entries(new Date(Date.now() + 29 * DAY_MS));
    expect(claimedNow?.status).toBe('pending');
    const [later] = await entries(new Date(Date.now() + 31 * DAY_MS));
    expect(later?.status).toBe('payable');
  });

  it('treats a buyer who is the affiliate as a self-referral, whoever the recipient is', async () => {
    const { affiliate, email } = await createTestAffiliate(harness.database.db);
    const input = giftInput();
    input.buyer.email = email;
    const bought = await buyGift({ input, referralCode: affiliate.referralCode });
    const [order] = await harness.database.db
      .select()
      .from(purchases)
      .where(eq(purchases.id, bought.purchaseId));
    expect(order?.isSelfReferral).toBe(true);
    const rows = await harness.database.db
      .select()
      .from(commissionEntries)
      .where(eq(commissionEntries.purchaseId, bought.purchaseId));
    expect(rows).toEqual([]);
  });

  it('erases each person apart: the buyer leaves the recipient their reading, the recipient leaves the buyer their gift page', async () => {
    const bought = await buyGift();
    const version = await deliver(bought.purchaseId);
    const recipient = checkoutPerson({ email: bought.input.gift.recipientEmail });
    await post('/api/gifts/claim', {
      token: tokens().signClaim(bought.purchaseId, version),
      person: recipient,
    });
    const [buyer] = await harness.database.db
      .select()
      .from(users)
      .where(eq(users.emailKey, bought.input.buyer.email.toLowerCase()));
    const deps = {
      db: harness.database.db,
      storage: harness.app.deps.storage,
      log: harness.app.log,
    };
    await eraseCustomer(deps, {
      userId: buyer!.id,
      input: { confirmEmail: bought.input.buyer.email, reason: 'Asked to be forgotten' },
      actor: 'admin:owner@example.com',
      now: new Date(),
    });
    const [afterBuyer] = await harness.database.db
      .select()
      .from(purchases)
      .where(eq(purchases.id, bought.purchaseId));
    expect(afterBuyer?.userId).not.toBeNull();
    const [gift] = await harness.database.db
      .select()
      .from(gifts)
      .where(eq(gifts.purchaseId, bought.purchaseId));
    expect(gift).toMatchObject({
      buyerEmail: '',
      buyerName: '[erased]',
      message: '',
      recipientName: 'Ana Lima',
    });

    await eraseCustomer(deps, {
      userId: afterBuyer!.userId!,
      input: { confirmEmail: recipient.email, reason: 'Asked to be forgotten' },
      actor: 'admin:owner@example.com',
      now: new Date(),
    });
    const [giftAfter] = await harness.database.db
      .select()
      .from(gifts)
      .where(eq(gifts.purchaseId, bought.purchaseId));
    expect(giftAfter).toMatchObject({ recipientEmail: '', recipientName: '[erased]' });
  });

  if (kind === 'postgres') {
    it('lets only one of two instances claim the same gift at once', async () => {
      const bought = await buyGift();
      const version = await deliver(bought.purchaseId);
      const second: TestApp = await createSecondTestApp(harness);
      try {
        const token = tokens().signClaim(bought.purchaseId, version);
        const claimOn = (app: TestApp['app'], email: string) =>
          app.inject({
            method: 'POST',
            url: '/api/gifts/claim',
            headers: origin,
            remoteAddress: nextBuyerAddress(),
            payload: { token, person: checkoutPerson({ email }) },
          });
        const results = await Promise.all([
          claimOn(harness.app, 'first@example.com'),
          claimOn(second.app, 'second@example.com'),
        ]);
        expect(results.map((result) => result.statusCode).sort()).toEqual([200, 409]);
        const confirmations = await mailsOf(bought.purchaseId, 'order-confirmation');
        expect(confirmations).toHaveLength(1);
      } finally {
        await second.close();
      }
    });
  }
});
