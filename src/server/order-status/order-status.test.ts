import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { findProduct } from '../../common/catalogue';
import {
  orderReferenceOf,
  orderStatusMessages,
  type OrderStatusView,
  type OrderSummary,
} from '../../common/order-status';
import { leasedJobs, orderFiles, purchases } from '../db/schema';
import { mailContextOf } from '../mail/mailer';
import { mailTemplates } from '../mail/templates';
import { recordOrderEvent } from '../orders/timeline';
import { createOrderAccessTokensFor } from '../sign-ins/order-access';
import { withTestApp } from '../../../tests/support/app';
import { createPaidTestOrder, startTestCheckout } from '../../../tests/support/checkout-factories';
import { testDatabaseKinds } from '../../../tests/support/database';

describe.each(testDatabaseKinds())('order status API on %s', (kind) => {
  const harness = withTestApp(kind);

  const db = () => harness.database.db;
  /** Each test comes from an address of its own, so the throttle of one never blocks another. */
  const newAddress = () => `10.${[1, 2, 3].map(() => Math.floor(Math.random() * 250)).join('.')}`;

  function lookUp(payload: unknown, remoteAddress = newAddress(), headers = {}) {
    return harness.app.inject({
      method: 'POST',
      url: '/api/order-status',
      payload: payload as object,
      remoteAddress,
      headers,
    });
  }
  function openLink(token: unknown) {
    return harness.app.inject({
      method: 'POST',
      url: '/api/order-status/link',
      payload: { token },
    });
  }
  function expectRefusal(response: { statusCode: number; json: () => unknown }) {
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ message: orderStatusMessages.notFound });
  }

  it('shows a paid order to its buyer by reference and e-mail, written any way round', async () => {
    const { purchaseId, person } = await createPaidTestOrder(harness.app, 5);
    const reference = orderReferenceOf(purchaseId);
    const response = await lookUp({
      reference: ` #${reference.toLowerCase()} `,
      email: person.email.toUpperCase(),
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const view = response.json<OrderStatusView>();
    expect(view).toMatchObject({
      reference,
      productName: 'The Intensive',
      amount: '350.00',
      status: 'received',
      questionnaire: {
        path: `/deep-dive-questions?purchase=${purchaseId}`,
        submittedAt: null,
      },
      files: [],
    });
    expect(view.steps[0]?.reachedAt).not.toBeNull();
    expect(view.steps.slice(1).every((step) => step.reachedAt === null)).toBe(true);
    // Nothing personal travels back.
    expect(response.body).not.toContain(person.birthLocation);
    expect(response.body).not.toContain(person.fullName);
  });

  it('gives the same answer for another buyer, an unknown reference and an unpaid order', async () => {
    const mine = await createPaidTestOrder(harness.app, 2);
    const theirs = await createPaidTestOrder(harness.app, 6);
    const unpaid = await startTestCheckout(harness.app, 3);
    await db()
      .update(purchases)
      .set({ customer: { fullName: 'Una Paid', email: mine.person.email } })
      .where(eq(purchases.id, unpaid.purchaseId));

    const answers = await Promise.all([
      lookUp({ reference: orderReferenceOf(theirs.purchaseId), email: mine.person.email }),
      lookUp({ reference: '00000000', email: mine.person.email }),
      lookUp({ reference: orderReferenceOf(unpaid.purchaseId), email: mine.person.email }),
    ]);
    for (const answer of answers) expectRefusal(answer);
    expect(new Set(answers.map((answer) => answer.body)).size).toBe(1);
  });

  it('opens an order by the private link of its e-mails, and nothing else', async () => {
    const { purchaseId } = await createPaidTestOrder(harness.app, 1);
    const tokens = createOrderAccessTokensFor(harness.config);
    const token = tokens.sign(purchaseId);

    const opened = await openLink(token);
    expect(opened.statusCode).toBe(200);
    expect(opened.json<OrderStatusView>().reference).toBe(orderReferenceOf(purchaseId));

    const other = await createPaidTestOrder(harness.app, 1);
    const swapped = `${other.purchaseId}.${token.split('.')[1]}`;
    const unpaid = await startTestCheckout(harness.app, 4);
    for (const bad of [
      swapped,
      `${purchaseId}.${'A'.repeat(43)}`,
      tokens.sign(unpaid.purchaseId),
      tokens.sign(randomUUID()),
      purchaseId,
      42,
      '',
    ]) {
      expectRefusal(await openLink(bad));
    }
  });

  it('lists the delivered files with fresh private links and dates the steps', async () => {
    const { purchaseId, person } = await createPaidTestOrder(harness.app, 3);
    const [file] = await db()
      .insert(orderFiles)
      .values({
        purchaseId,
        fileName: 'compass-package.pdf',
        contentType: 'application/pdf',
        size: 48_000,
        storageKey: `reports/${purchaseId}/${randomUUID()}`,
        addedBy: 'admin:ops@astral.test',
      })
      .returning();
    if (!file) throw new Error('the delivered file was not written');
    await db()
      .insert(orderFiles)
      .values({
        purchaseId,
        fileName: 'draft-not-sent.pdf',
        contentType: 'application/pdf',
        size: 10,
        storageKey: `reports/${purchaseId}/${randomUUID()}`,
        addedBy: 'admin:ops@astral.test',
      });
    await recordOrderEvent(db(), {
      purchaseId,
      kind: 'processing-status-changed',
      actor: 'admin:ops@astral.test',
      data: { from: 'received', to: 'in-progress' },
    });
    await recordOrderEvent(db(), {
      purchaseId,
      kind: 'report-delivered',
      actor: 'admin:ops@astral.test',
      data: {
        fileIds: [file.id],
        files: [{ fileName: file.fileName }],
        previousStatus: 'in-progress',
      },
    });
    await db()
      .update(purchases)
      .set({ processingStatus: 'delivered' })
      .where(eq(purchases.id, purchaseId));

    const view = (
      await lookUp({ reference: orderReferenceOf(purchaseId), email: person.email })
    ).json<OrderStatusView>();
    expect(view.status).toBe('delivered');
    expect(view.steps.map((step) => step.reachedAt !== null)).toEqual([true, true, false, true]);
    expect(view.files).toHaveLength(1);
    expect(view.files[0]?.fileName).toBe('compass-package.pdf');
    expect(view.files[0]?.downloadPath).toMatch(
      new RegExp(`^/api/downloads/${file?.id}\\?expires=\\d+&signature=[0-9a-f]{64}$`),
    );
  });

  it('shows a refunded order as refunded, without questionnaire or files', async () => {
    const { purchaseId, person } = await createPaidTestOrder(harness.app, 5);
    await db()
      .update(purchases)
      .set({ paymentStatus: 'refunded', refundedAt: new Date('2026-03-02T10:00:00Z') })
      .where(eq(purchases.id, purchaseId));
    const view = (
      await lookUp({ reference: orderReferenceOf(purchaseId), email: person.email })
    ).json<OrderStatusView>();
    expect(view).toMatchObject({
      status: 'refunded',
      refundedAt: '2026-03-02T10:00:00.000Z',
      questionnaire: null,
      files: [],
    });
    // The success page only speaks of paid, unrefunded purchases.
    const summary = await harness.app.inject({
      method: 'GET',
      url: `/api/order-summary/${purchaseId}`,
    });
    expectRefusal(summary);
  });

  it('refuses a foreign Origin, a huge body and malformed input', async () => {
    const foreign = await lookUp({ reference: '00000000', email: 'a@example.com' }, newAddress(), {
      origin: 'https://evil.example',
    });
    expect(foreign.statusCode).toBe(403);
    const huge = await lookUp({ reference: '0'.repeat(8), email: `${'a'.repeat(5000)}@x.com` });
    expect(huge.statusCode).toBe(413);
    const malformed = await lookUp({ reference: 'DROP TABLE', email: 'not-an-email' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({
      fieldErrors: { reference: orderStatusMessages.reference, email: orderStatusMessages.email },
    });
    const foreignLink = await harness.app.inject({
      method: 'POST',
      url: '/api/order-status/link',
      payload: { token: 'x' },
      headers: { origin: 'https://evil.example' },
    });
    expect(foreignLink.statusCode).toBe(403);
  });

  it('answers a flood of guesses from one address with 429 and Retry-After', async () => {
    const address = newAddress();
    const { purchaseId, person } = await createPaidTestOrder(harness.app, 2);
    const statuses: number[] = [];
    for (let guess = 0; guess < 6; guess += 1) {
      const reference = `0000000${guess}`;
      statuses.push((await lookUp({ reference, email: person.email }, address)).statusCode);
    }
    expect(statuses).toEqual([404, 404, 404, 404, 404, 429]);
    const blocked = await lookUp(
      { reference: orderReferenceOf(purchaseId), email: person.email },
      address,
    );
    expect(blocked.statusCode).toBe(429);
    expect(blocked.headers['retry-after']).toBe('900');
    expect(blocked.json()).toMatchObject({ message: orderStatusMessages.tooManyAttempts });
    // Another address is not held up.
    const elsewhere = await lookUp({
      reference: orderReferenceOf(purchaseId),
      email: person.email,
    });
    expect(elsewhere.statusCode).toBe(200);
  });

  it('tells the success page about the buyer’s own paid purchase, and nothing personal', async () => {
    const { purchaseId, person } = await createPaidTestOrder(harness.app, 6);
    const response = await harness.app.inject({
      method: 'GET',
      url: `/api/order-summary/${purchaseId}`,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<OrderSummary>()).toEqual({
      reference: orderReferenceOf(purchaseId),
      productId: 6,
      productName: 'The Master Blueprint',
      amount: '500.00',
      delivery: expect.stringContaining('business days') as string,
      guaranteeDays: 30,
      questionnairePath: `/master-blueprint-questions?purchase=${purchaseId}`,
      lookupPath: `/order?reference=${orderReferenceOf(purchaseId)}`,
      isGift: false,
    });
    expect(response.body).not.toContain(person.email);

    const unpaid = await startTestCheckout(harness.app, 6);
    for (const id of [unpaid.purchaseId, randomUUID(), 'not-a-uuid']) {
      expectRefusal(await harness.app.inject({ method: 'GET', url: `/api/order-summary/${id}` }));
    }
  });

  it('queues a confirmation whose mail echoes the birth data and links the status page', async () => {
    const { purchaseId } = await createPaidTestOrder(harness.app, 7, {
      birthLocation: 'Bergen, Norway',
    });
    const [job] = await db()
      .select()
      .from(leasedJobs)
      .where(
        and(eq(leasedJobs.purchaseId, purchaseId), eq(leasedJobs.mailKind, 'order-confirmation')),
      );
    const render = mailTemplates['order-confirmation'];
    if (!render || !job) throw new Error('no order confirmation queued');
    const mail = await render(
      job.payload as Record<string, unknown>,
      mailContextOf(harness.config),
    );
    expect(mail.text).toContain('Place of birth: Bergen, Norway');
    expect(mail.text).toContain('Time of birth: 3:45 PM (15:45)');
    expect(mail.text).toContain('60-day guarantee');
    const link = /\/order#token=([^\s]+)/.exec(mail.text)?.[1];
    expect(link).toBeDefined();
    const opened = await openLink(link);
    expect(opened.statusCode).toBe(200);
    expect(opened.json<OrderStatusView>().productName).toBe(findProduct(7)?.name);
  });
});
