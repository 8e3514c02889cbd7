import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { cardMessages, checkoutMessages, type SaveUserDataReply } from '../../common/checkout';
import { personMessages, personRangeMessages } from '../../common/person';
import { plainTextMessages } from '../../common/plain-text';
import { birthData, localPaymentIntents, purchases, users } from '../db/schema';
import { withTestApp } from '../../../tests/support/app';
import { testDatabaseKinds } from '../../../tests/support/database';
import {
  checkoutPerson,
  confirmationMailsOf,
  confirmTestCard,
  saveTestUserData,
  startTestCheckout,
  storedOrder,
  storeTestCustomer,
} from '../../../tests/support/checkout-factories';

describe.each(testDatabaseKinds())('checkout with the local test-mode provider on %s', (kind) => {
  const harness = withTestApp(kind);

  const orderRow = (id: string) => storedOrder(harness.database.db, id);
  const mailJobsFor = (purchaseId: string) => confirmationMailsOf(harness.database.db, purchaseId);

  it('creates a pending purchase at the catalogue price with its intent', async () => {
    const started = await startTestCheckout(harness.app, 5);
    expect(started.clientSecret).toMatch(/^pi_local_\w+_secret_\w+$/);
    expect(started.clientSecret.startsWith(`${started.paymentIntentId}_secret_`)).toBe(true);
    expect(await orderRow(started.purchaseId)).toMatchObject({
      productId: 5,
      tier: 'intensive',
      amount: '350.00',
      currency: 'usd',
      paymentStatus: 'pending',
      paymentProvider: 'local',
      paymentIntentId: started.paymentIntentId,
    });
    const [intent] = await harness.database.db
      .select()
      .from(localPaymentIntents)
      .where(eq(localPaymentIntents.id, started.paymentIntentId));
    expect(intent).toMatchObject({
      amount: 35_000,
      currency: 'usd',
      status: 'requires_payment_method',
      metadata: { purchaseId: started.purchaseId, productId: '5', tier: 'intensive' },
      idempotencyKey: `create-intent:${started.purchaseId}`,
    });
  });

  it.each([
    ['an unknown product', { productId: 99, amount: 15 }, checkoutMessages.productNotFound],
    [
      'a price that is not the catalogue price',
      { productId: 5, amount: 1 },
      checkoutMessages.amountMismatch,
    ],
    ['a price in cents', { productId: 1, amount: 1500 }, checkoutMessages.amountMismatch],
    [
      'a product id that is no number',
      { productId: '5; drop', amount: 350 },
      checkoutMessages.productNotFound,
    ],
  ])('refuses %s with 400 and creates nothing', async (_label, payload, message) => {
    const before = await harness.database.db.$count(purchases);
    const response = await harness.app.inject({
      method: 'POST',
      url: '/api/create-payment-intent',
      payload,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message });
    expect(await harness.database.db.$count(purchases)).toBe(before);
  });

  it('pays with 4242: order completed with its customer, birth data and one confirmation mail', async () => {
    const person = checkoutPerson();
    const started = await startTestCheckout(harness.app, 6);
    expect((await storeTestCustomer(harness.app, started.purchaseId, person)).statusCode).toBe(204);
    const confirmed = await confirmTestCard(harness.app, started);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toEqual({
      paymentIntent: { id: started.paymentIntentId, status: 'succeeded' },
    });

    // Completed by the confirmation itself, before the browser says anything.
    const purchase = await orderRow(started.purchaseId);
    expect(purchase).toMatchObject({ paymentStatus: 'completed', customer: person });
    expect(purchase?.completedAt).toBeInstanceOf(Date);
    const [user] = await harness.database.db
      .select()
      .from(users)
      .where(eq(users.emailKey, person.email.toLowerCase()));
    expect(user?.id).toBe(purchase?.userId);
    const [birth] = await harness.database.db
      .select()
      .from(birthData)
      .where(eq(birthData.userId, user!.id));
    expect(birth).toMatchObject({ birthDate: '1991-07-21', birthTime: '15:45:00' });

    const saved = await saveTestUserData(harness.app, {
      ...person,
      productId: 6,
      paymentIntentId: started.paymentIntentId,
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ purchaseId: started.purchaseId });

    const jobs = await mailJobsFor(started.purchaseId);
    expect(jobs).toHaveLength(1);
    expect(jobs[0]).toMatchObject({
      mailKind: 'order-confirmation',
      recipient: person.email,
      payload: {
        purchaseId: started.purchaseId,
        productName: 'The Master Blueprint',
        amount: '500.00',
        questionnairePath: `/master-blueprint-questions?purchase=${started.purchaseId}`,
      },
    });

    const [intent] = await harness.database.db
      .select()
      .from(localPaymentIntents)
      .where(eq(localPaymentIntents.id, started.paymentIntentId));
    expect(intent).toMatchObject({ status: 'succeeded', cardBrand: 'visa', cardLast4: '4242' });
    expect(JSON.stringify(intent)).not.toContain('4242424242424242');
  });

  it.each([
    ['4000 0000 0000 0002', cardMessages.declined],
    ['4000 0000 0000 9995', cardMessages.insufficientFunds],
    ['4000 0000 0000 0069', cardMessages.expiredCard],
    ['4000 0000 0000 0127', cardMessages.incorrectCvc],
    ['4012 8888 8888 1881', cardMessages.notATestCard],
  ])('declines %s with "%s" and marks the order failed', async (cardNumber, message) => {
    const started = await startTestCheckout(harness.app, 2);
    await storeTestCustomer(harness.app, started.purchaseId, checkoutPerson());
    const response = await confirmTestCard(harness.app, started, { cardNumber });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      paymentIntent: { id: started.paymentIntentId, status: 'requires_payment_method' },
      error: { type: 'card_error', code: expect.any(String), message },
    });
    expect(await orderRow(started.purchaseId)).toMatchObject({ paymentStatus: 'failed' });
    expect(await mailJobsFor(started.purchaseId)).toHaveLength(0);

    // A second try with a good card on the same intent still pays, as with Stripe.
    const retried = await confirmTestCard(harness.app, started);
    expect(retried.statusCode).toBe(200);
    expect(await orderRow(started.purchaseId)).toMatchObject({ paymentStatus: 'completed' });
  });

  it.each([
    [{ cardNumber: '4242 4242 4242 4241' }, cardMessages.invalidNumber],
    [{ cardNumber: '4242 4242' }, cardMessages.incompleteNumber],
    [{ expiry: '12 / 19' }, cardMessages.expiryYearPast],
    [{ expiry: '12' }, cardMessages.incompleteExpiry],
    [{ cvc: '12' }, cardMessages.incompleteCvc],
  ])(
    'refuses an incomplete or invalid card %o before charging and changes nothing',
    async (card, message) => {
      const started = await startTestCheckout(harness.app, 1);
      const response = await confirmTestCard(harness.app, started, card);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ error: { type: 'validation_error', message } });
      expect(await orderRow(started.purchaseId)).toMatchObject({ paymentStatus: 'pending' });
    },
  );

  it('refuses a wrong client secret as if the intent did not exist', async () => {
    const started = await startTestCheckout(harness.app, 1);
    const other = await startTestCheckout(harness.app, 1);
    const response = await confirmTestCard(harness.app, {
      ...started,
      clientSecret: other.clientSecret,
    });
    expect(response.statusCode).toBe(404);
    expect(await orderRow(started.purchaseId)).toMatchObject({ paymentStatus: 'pending' });
  });

  it('confirms twice at once: one charge, the other refused', async () => {
    const started = await startTestCheckout(harness.app, 3);
    await storeTestCustomer(harness.app, started.purchaseId, checkoutPerson());
    const replies = await Promise.all([
      confirmTestCard(harness.app, started),
      confirmTestCard(harness.app, started),
    ]);
    const errors = replies.map((reply) => reply.json<{ error?: { code: string } }>().error?.code);
    expect(errors.sort()).toEqual(['payment_intent_unexpected_state', undefined]);
    expect(await mailJobsFor(started.purchaseId)).toHaveLength(1);
  });

  it('refuses save-user-data for an intent that is not paid, and completes nothing', async () => {
    const person = checkoutPerson();
    const started = await startTestCheckout(harness.app, 4);
    const response = await saveTestUserData(harness.app, {
      ...person,
      productId: 4,
      paymentIntentId: started.paymentIntentId,
    });
    expect(response.statusCode).toBe(402);
    expect(response.json()).toMatchObject({ message: checkoutMessages.notPaid });
    expect(await orderRow(started.purchaseId)).toMatchObject({
      paymentStatus: 'pending',
      userId: null,
    });
    const rows = await harness.database.db
      .select()
      .from(users)
      .where(eq(users.emailKey, person.email.toLowerCase()));
    expect(rows).toHaveLength(0);
  });

  it('refuses save-user-data with a foreign intent (another product or purchase)', async () => {
    const paid = await startTestCheckout(harness.app, 1);
    await confirmTestCard(harness.app, paid);
    const otherProduct = await saveTestUserData(harness.app, {
      ...checkoutPerson(),
      productId: 8,
      paymentIntentId: paid.paymentIntentId,
    });
    expect(otherProduct.statusCode).toBe(400);
    expect(otherProduct.json()).toMatchObject({ message: checkoutMessages.paymentMismatch });

    const another = await startTestCheckout(harness.app, 1);
    const anotherOrder = await saveTestUserData(harness.app, {
      ...checkoutPerson(),
      productId: 1,
      paymentIntentId: paid.paymentIntentId,
      purchaseId: another.purchaseId,
    });
    expect(anotherOrder.statusCode).toBe(400);

    const unknown = await saveTestUserData(harness.app, {
      ...checkoutPerson(),
      productId: 1,
      paymentIntentId: 'pi_local_doesnotexist000',
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('completes a paid order without a stored customer when save-user-data brings one', async () => {
    const person = checkoutPerson();
    const started = await startTestCheckout(harness.app, 7);
    await confirmTestCard(harness.app, started);
    expect(await orderRow(started.purchaseId)).toMatchObject({
      paymentStatus: 'completed',
      userId: null,
    });
    expect(await mailJobsFor(started.purchaseId)).toHaveLength(0);

    const saved = await saveTestUserData(harness.app, {
      ...person,
      productId: 7,
      paymentIntentId: started.paymentIntentId,
    });
    const reply = saved.json<SaveUserDataReply>();
    expect(reply.purchaseId).toBe(started.purchaseId);
    const purchase = await orderRow(started.purchaseId);
    expect(purchase?.userId).toBeTruthy();
    expect(await mailJobsFor(started.purchaseId)).toHaveLength(1);

    // The browser that paid gets its order's private link, which opens the order page.
    const token = /^\/order#token=(.+)$/.exec(reply.orderStatusPath)?.[1];
    expect(token?.startsWith(`${started.purchaseId}.`)).toBe(true);
    const opened = await harness.app.inject({
      method: 'POST',
      url: '/api/order-status/link',
      headers: { origin: harness.config.PUBLIC_URL },
      payload: { token },
    });
    expect(opened.statusCode).toBe(200);
    // Asked again (a reload of the success page's call), the same link.
    const again = await saveTestUserData(harness.app, {
      ...person,
      productId: 7,
      paymentIntentId: started.paymentIntentId,
    });
    expect(again.json<SaveUserDataReply>().orderStatusPath).toBe(reply.orderStatusPath);
  });

  it('validates the person fields with the spec messages', async () => {
    const started = await startTestCheckout(harness.app, 1);
    const customer = await storeTestCustomer(
      harness.app,
      started.purchaseId,
      checkoutPerson({ fullName: 'A', birthYear: '1899', birthHour: '13', birthMinute: '60' }),
    );
    expect(customer.statusCode).toBe(400);
    expect(customer.json().fieldErrors).toMatchObject({
      fullName: personMessages.fullName,
      // Out of range is not missing: the message names the range.
      birthYear: personRangeMessages.birthYear,
      birthHour: personRangeMessages.birthHour,
      birthMinute: personRangeMessages.birthMinute,
    });
    const saved = await saveTestUserData(harness.app, {
      ...checkoutPerson({ email: 'nope' }),
      productId: 1,
      paymentIntentId: started.paymentIntentId,
    });
    expect(saved.statusCode).toBe(400);
    expect(saved.json().fieldErrors).toMatchObject({ email: personMessages.email });
  });

  it('refuses a name or birthplace holding a line break or a tab, saying so (issue 36)', async () => {
    const started = await startTestCheckout(harness.app, 1);
    const customer = await storeTestCustomer(
      harness.app,
      started.purchaseId,
      checkoutPerson({ fullName: 'Ann Lee\r\nOrder      FAKE0001', birthLocation: 'Austin,\tTX' }),
    );
    expect(customer.statusCode).toBe(400);
    expect(customer.json().fieldErrors).toEqual({
      fullName: plainTextMessages.singleLine,
      birthLocation: plainTextMessages.singleLine,
    });
    expect((await orderRow(started.purchaseId))?.customer).toBeNull();
    const saved = await saveTestUserData(harness.app, {
      ...checkoutPerson({ fullName: 'Ann Lee\u2028Order FAKE0001' }),
      productId: 1,
      paymentIntentId: started.paymentIntentId,
    });
    expect(saved.statusCode).toBe(400);
    expect(saved.json().fieldErrors).toEqual({ fullName: plainTextMessages.singleLine });
  });

  it('keeps the customer of a completed order unchangeable', async () => {
    const started = await startTestCheckout(harness.app, 1);
    await storeTestCustomer(harness.app, started.purchaseId, checkoutPerson());
    await confirmTestCard(harness.app, started);
    const late = await storeTestCustomer(harness.app, started.purchaseId, checkoutPerson());
    expect(late.statusCode).toBe(409);
    const missing = await storeTestCustomer(
      harness.app,
      '00000000-0000-4000-8000-000000000000',
      checkoutPerson(),
    );
    expect(missing.statusCode).toBe(404);
  });

  it('has no Stripe webhook in test mode', async () => {
    const response = await harness.app.inject({
      method: 'POST',
      url: '/api/stripe/webhook',
      payload: {},
    });
    expect(response.statusCode).toBe(404);
  });
});
