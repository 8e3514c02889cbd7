import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { orderStatusPathFor } from '../../common/order-status';
import {
  SUPPORT_MESSAGE_LIMITS,
  supportMessages as supportCopy,
  type SupportInbox,
  type SupportThreadView,
} from '../../common/support';
import { shiftedClock } from '../clock';
import { admins, leasedJobs, orderEvents, purchases, supportMessages } from '../db/schema';
import { mailContextOf } from '../mail/mailer';
import { mailTemplates } from '../mail/templates';
import { deleteOrderRecords } from '../customer-data/customer-erasure';
import { recordOrderEvent } from '../orders/timeline';
import { createOrderAccessTokensFor } from '../sign-ins/order-access';
import { signInTestAdmin, TEST_ADMIN_EMAIL } from '../../../tests/support/admin-factories';
import { withTestApp } from '../../../tests/support/app';
import { createPaidTestOrder, startTestCheckout } from '../../../tests/support/checkout-factories';
import { testDatabaseKinds } from '../../../tests/support/database';

const SHOP = 'http://shop.test';
const FOREIGN = 'https://evil.example';
const DAY_MS = 24 * 60 * 60 * 1000;

describe.each(testDatabaseKinds())('support on the order, on %s', (kind) => {
  let adminCookie = '';
  const clock = shiftedClock();
  const harness = withTestApp(
    kind,
    { ADMIN_EMAILS: TEST_ADMIN_EMAIL, PUBLIC_URL: SHOP, SUPPORT_EMAIL: 'help@shop.test' },
    { clock: clock.now },
  );
  beforeAll(async () => {
    adminCookie = (await signInTestAdmin(harness.app)).cookie;
  });

  const db = () => harness.database.db;
  const tokenOf = (purchaseId: string) =>
    createOrderAccessTokensFor(harness.config).sign(purchaseId);

  async function deliveredOrder(productId = 7) {
    const order = await createPaidTestOrder(harness.app, productId);
    await recordOrderEvent(db(), {
      purchaseId: order.purchaseId,
      kind: 'processing-status-changed',
      actor: `admin:${TEST_ADMIN_EMAIL}`,
      data: { from: 'in-progress', to: 'delivered' },
    });
    return { ...order, token: tokenOf(order.purchaseId) };
  }

  const write = (
    payload: unknown,
    headers: Record<string, string> = { origin: SHOP },
    url = '/api/order-support/messages',
  ) => harness.app.inject({ method: 'POST', url, headers, payload: payload as object });
  const thread = (token: string) =>
    harness.app.inject({
      method: 'POST',
      url: '/api/order-support/thread',
      headers: { origin: SHOP },
      payload: { token },
    });
  const answer = (purchaseId: string, body: unknown, headers: Record<string, string> = {}) =>
    harness.app.inject({
      method: 'POST',
      url: `/api/admin/support/purchases/${purchaseId}/messages`,
      headers: { origin: SHOP, cookie: adminCookie, ...headers },
      payload: { body } as object,
    });
  const messagesOf = (purchaseId: string) =>
    db().select().from(supportMessages).where(eq(supportMessages.purchaseId, purchaseId));
  const mailsOf = (purchaseId: string, kind: string) =>
    db()
      .select()
      .from(leasedJobs)
      .where(and(eq(leasedJobs.purchaseId, purchaseId), eq(leasedJobs.mailKind, kind)));

  it('takes a question on a delivered product 7 and mails the shared support address', async () => {
    const order = await deliveredOrder(7);
    const body =
      'Is my <b>Saturn</b> return <script>alert(1)</script> due? See https://example.com/x';
    const response = await write({ token: order.token, body });
    expect(response.statusCode).toBe(200);
    const view = response.json<SupportThreadView>();
    expect(view.canWrite).toBe(true);
    expect(view.window).toMatchObject({ isOpen: true, isPriority: false });
    expect(view.window?.answerTarget.label).toBe('within 2 business days');
    expect(view.messages).toMatchObject([{ side: 'customer', body, authorName: null }]);

    const [mail] = await mailsOf(order.purchaseId, 'support-message-to-reader');
    expect(mail?.recipient).toBe('help@shop.test');
    const rendered = await mailTemplates['support-message-to-reader'](
      mail?.payload as Record<string, unknown>,
      mailContextOf(harness.config),
    );
    // Markup stays text in the mail too.
    expect(rendered.html).not.toContain('<script>');
    expect(rendered.html).toContain('&lt;script&gt;');
    expect(rendered.html).toContain(`${SHOP}/admin/purchase/${order.purchaseId}`);

    const events = await db()
      .select()
      .from(orderEvents)
      .where(
        and(
          eq(orderEvents.purchaseId, order.purchaseId),
          eq(orderEvents.kind, 'support-message-written'),
        ),
      );
    expect(events).toHaveLength(1);
    expect(JSON.stringify(events[0]?.data)).not.toContain('Saturn');
  });

  it('mails the order’s own reader when it has one, and the reader’s answer to the customer', async () => {
    const order = await deliveredOrder(7);
    const [reader] = await db().select().from(admins).where(eq(admins.emailKey, TEST_ADMIN_EMAIL));
    await db()
      .update(purchases)
      .set({ assignedReaderId: reader!.id })
      .where(eq(purchases.id, order.purchaseId));
    expect((await write({ token: order.token, body: 'When is my call?' })).statusCode).toBe(200);
    expect((await mailsOf(order.purchaseId, 'support-message-to-reader'))[0]?.recipient).toBe(
      TEST_ADMIN_EMAIL,
    );

    const answered = await answer(order.purchaseId, 'Next week, I will write with times.');
    expect(answered.statusCode).toBe(200);
    const view = answered.json<SupportThreadView>();
    expect(view.messages.map((message) => message.side)).toEqual(['customer', 'reader']);
    // Answering is reading the question.
    expect(view.messages[0]?.readAt).not.toBeNull();
    const [mail] = await mailsOf(order.purchaseId, 'support-message-to-customer');
    expect(mail?.recipient).toBe(order.person.email);
    const rendered = await mailTemplates['support-message-to-customer'](
      mail?.payload as Record<string, unknown>,
      mailContextOf(harness.config),
    );
    expect(rendered.text).toContain(orderStatusPathFor(order.token));

    // The customer opening the thread marks the answer seen.
    const opened = (await thread(order.token)).json<SupportThreadView>();
    expect(opened.messages[1]?.readAt).not.toBeNull();
  });

  it('lists waiting threads in the inbox, priority first, then the longest waiting', async () => {
    const standard = await deliveredOrder(7);
    await write({ token: standard.token, body: 'First question' });
    const priority = await deliveredOrder(8);
    await write({ token: priority.token, body: 'Priority question' });
    const inbox = await harness.app.inject({
      method: 'GET',
      url: '/api/admin/support/inbox',
      headers: { cookie: adminCookie },
    });
    const entries = inbox.json<SupportInbox>().entries;
    const ids = entries.map((entry) => entry.purchaseId);
    expect(ids.indexOf(priority.purchaseId)).toBeGreaterThanOrEqual(0);
    expect(ids.indexOf(priority.purchaseId)).toBeLessThan(ids.indexOf(standard.purchaseId));
    expect(entries.find((entry) => entry.purchaseId === priority.purchaseId)).toMatchObject({
      isPriority: true,
      answerTarget: { businessDays: 1 },
      waitingMessages: 1,
    });
    const standardEntries = entries.filter((entry) => !entry.isPriority);
    const waits = standardEntries.map((entry) => entry.waitingSince);
    expect(waits).toEqual([...waits].sort());

    await answer(standard.purchaseId, 'Answered.');
    const after = await harness.app.inject({
      method: 'GET',
      url: '/api/admin/support/inbox',
      headers: { cookie: adminCookie },
    });
    expect(after.json<SupportInbox>().entries.map((entry) => entry.purchaseId)).not.toContain(
      standard.purchaseId,
    );
  });

  it('refuses forged tokens, another order’s token and unpaid orders with one 404', async () => {
    const order = await deliveredOrder(7);
    const other = await deliveredOrder(7);
    const [, otherSignature] = other.token.split('.');
    const forged = `${order.purchaseId}.${otherSignature}`;
    for (const token of [forged, `${order.purchaseId}.${'A'.repeat(43)}`, 'not-a-token']) {
      const response = await write({ token, body: 'Hello' });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ message: supportCopy.notFound });
      expect((await thread(token)).statusCode).toBe(404);
    }
    const unpaid = await startTestCheckout(harness.app, 7);
    const response = await write({ token: tokenOf(unpaid.purchaseId), body: 'Hello' });
    expect(response.statusCode).toBe(404);
    expect(await messagesOf(order.purchaseId)).toHaveLength(0);
    expect(await messagesOf(unpaid.purchaseId)).toHaveLength(0);
  });

  it('shows no thread for products without support and refuses writes to them', async () => {
    const order = await deliveredOrder(5);
    expect((await thread(order.token)).json<SupportThreadView>().window).toBeNull();
    expect((await write({ token: order.token, body: 'Hello' })).statusCode).toBe(404);
    expect((await answer(order.purchaseId, 'Hello')).statusCode).toBe(404);
    expect(await messagesOf(order.purchaseId)).toHaveLength(0);
  });

  it('keeps the thread shut before the reading is delivered', async () => {
    const order = await createPaidTestOrder(harness.app, 7);
    const token = tokenOf(order.purchaseId);
    const view = (await thread(token)).json<SupportThreadView>();
    expect(view).toMatchObject({ canWrite: false, readOnlyReason: supportCopy.notOpenYet });
    const response = await write({ token, body: 'Early question' });
    expect(response.statusCode).toBe(409);
    expect(await messagesOf(order.purchaseId)).toHaveLength(0);
  });

  it('opens priority support at payment, while the written reading is still being written', async () => {
    const order = await createPaidTestOrder(harness.app, 8);
    const token = tokenOf(order.purchaseId);
    const view = (await thread(token)).json<SupportThreadView>();
    expect(view).toMatchObject({ canWrite: true, readOnlyReason: null });
    expect(view.window).toMatchObject({ isOpen: true, isPriority: true, closesAt: null });
    expect(view.window?.opensAt).not.toBeNull();
    const response = await write({ token, body: 'While I wait: can we talk about my move?' });
    expect(response.statusCode).toBe(200);
    const inbox = await harness.app.inject({
      method: 'GET',
      url: '/api/admin/support/inbox',
      headers: { cookie: adminCookie },
    });
    expect(
      inbox.json<SupportInbox>().entries.find((entry) => entry.purchaseId === order.purchaseId),
    ).toMatchObject({ isPriority: true, answerTarget: { businessDays: 1 } });
  });

  it('makes the thread read-only once the window ends, the reader owing only the last answer', async () => {
    const order = await deliveredOrder(7);
    expect((await write({ token: order.token, body: 'Just in time' })).statusCode).toBe(200);
    clock.advance(30 * DAY_MS);
    try {
      const closed = await write({ token: order.token, body: 'Too late' });
      expect(closed.statusCode).toBe(409);
      expect(closed.json()).toMatchObject({ message: supportCopy.closed });
      const view = (await thread(order.token)).json<SupportThreadView>();
      expect(view).toMatchObject({ canWrite: false, readOnlyReason: supportCopy.closed });
      expect(view.window?.isOpen).toBe(false);
      // The question asked in time is still answered, once.
      expect((await answer(order.purchaseId, 'Here is your answer.')).statusCode).toBe(200);
      expect((await answer(order.purchaseId, 'And one more')).statusCode).toBe(409);
      expect((await messagesOf(order.purchaseId)).map((row) => row.body)).toEqual([
        'Just in time',
        'Here is your answer.',
      ]);
    } finally {
      clock.advance(-30 * DAY_MS);
    }
  });

  it('refuses cross-site writes, odd and oversized bodies, with nothing written', async () => {
    const order = await deliveredOrder(7);
    expect((await write({ token: order.token, body: 'Hi' }, { origin: FOREIGN })).statusCode).toBe(
      403,
    );
    expect((await answer(order.purchaseId, 'Hi', { origin: FOREIGN })).statusCode).toBe(403);
    const tooLong = await write({ token: order.token, body: 'x'.repeat(4001) });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.body).toContain('up to 4,000 characters');
    expect((await answer(order.purchaseId, 'x'.repeat(4001))).statusCode).toBe(400);
    expect((await write({ token: order.token, body: '   ' })).statusCode).toBe(400);
    expect((await write({ token: order.token, body: ['a'] })).statusCode).toBe(400);
    expect((await write([order.token])).statusCode).toBe(404);
    const huge = await write({ token: order.token, body: 'x'.repeat(64 * 1024) });
    expect(huge.statusCode).toBe(413);
    expect(await messagesOf(order.purchaseId)).toHaveLength(0);
  });

  it('authorises the route as matched, whatever the spelling of its path', async () => {
    const order = await deliveredOrder(7);
    const escaped = await write(
      { token: order.token, body: 'Hi' },
      { origin: FOREIGN },
      '/api/order-support/%6Dessages',
    );
    expect(escaped.statusCode).toBe(403);
    const withoutSignIn = await harness.app.inject({
      method: 'POST',
      url: `/api/admin/support/purchases/${order.purchaseId}/%6Dessages`,
      headers: { origin: SHOP },
      payload: { body: 'Hi' },
    });
    expect(withoutSignIn.statusCode).toBe(401);
    const inbox = await harness.app.inject({ method: 'GET', url: '/api/admin/support/%69nbox' });
    expect(inbox.statusCode).toBe(401);
    expect(await messagesOf(order.purchaseId)).toHaveLength(0);
  });

  it('limits each order to its messages per hour, counted in the database', async () => {
    const order = await deliveredOrder(7);
    for (let count = 1; count <= SUPPORT_MESSAGE_LIMITS.perHour; count += 1) {
      expect((await write({ token: order.token, body: `Question ${count}` })).statusCode).toBe(200);
    }
    const refused = await write({ token: order.token, body: 'One too many' });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ message: supportCopy.tooMany });
    expect(refused.headers['retry-after']).toBeDefined();
    expect(await messagesOf(order.purchaseId)).toHaveLength(SUPPORT_MESSAGE_LIMITS.perHour);
  });

  it('goes with the order’s personal data when the customer is erased or the order purged', async () => {
    const order = await deliveredOrder(7);
    expect((await write({ token: order.token, body: 'Personal question' })).statusCode).toBe(200);
    await answer(order.purchaseId, 'Personal answer');
    const other = await deliveredOrder(7);
    expect((await write({ token: other.token, body: 'Kept' })).statusCode).toBe(200);
    await db().transaction((tx) => deleteOrderRecords(tx, [order.purchaseId]));
    expect(await messagesOf(order.purchaseId)).toHaveLength(0);
    expect(await messagesOf(other.purchaseId)).toHaveLength(1);
  });

  it('marks the customer’s messages seen when a reader opens the thread, and only then', async () => {
    const order = await deliveredOrder(7);
    await write({ token: order.token, body: 'Seen yet?' });
    const seen = (url: string, headers: Record<string, string>) =>
      harness.app.inject({ method: 'POST', url, headers, payload: {} });
    const url = `/api/admin/support/purchases/${order.purchaseId}/read`;
    expect((await seen(url, { origin: FOREIGN, cookie: adminCookie })).statusCode).toBe(403);
    expect((await seen(url, { origin: SHOP })).statusCode).toBe(401);
    expect((await messagesOf(order.purchaseId))[0]?.readAt).toBeNull();
    expect((await seen(url, { origin: SHOP, cookie: adminCookie })).statusCode).toBe(204);
    expect((await messagesOf(order.purchaseId))[0]?.readAt).not.toBeNull();
    const customerView = (await thread(order.token)).json<SupportThreadView>();
    expect(customerView.messages[0]?.readAt).not.toBeNull();
  });
});
