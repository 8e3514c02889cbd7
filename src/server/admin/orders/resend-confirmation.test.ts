import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminActionMessages } from '../../../common/admin-actions';
import { leasedJobs, purchases, users } from '../../db/schema';
import { orderTimeline } from '../../orders/timeline';
import { signInTestAdmin, TEST_ADMIN_EMAIL } from '../../../../tests/support/admin-factories';
import { withTestApp } from '../../../../tests/support/app';
import {
  createPaidTestOrder,
  startTestCheckout,
} from '../../../../tests/support/checkout-factories';
import { testDatabaseKinds } from '../../../../tests/support/database';

const ORIGIN = 'http://shop.test';

describe.each(testDatabaseKinds())('resending the order confirmation on %s', (kind) => {
  let cookie: string;
  const harness = withTestApp(kind, { ADMIN_EMAILS: TEST_ADMIN_EMAIL, PUBLIC_URL: ORIGIN });
  beforeAll(async () => {
    ({ cookie } = await signInTestAdmin(harness.app));
  });

  const resend = (purchaseId: string, payload?: object, headers: Record<string, string> = {}) =>
    harness.app.inject({
      method: 'POST',
      url: `/api/admin/purchase/${purchaseId}/resend-confirmation`,
      headers: { origin: ORIGIN, cookie, ...headers },
      ...(payload ? { payload } : {}),
    });
  const confirmations = (purchaseId: string) =>
    harness.database.db
      .select()
      .from(leasedJobs)
      .where(
        and(eq(leasedJobs.purchaseId, purchaseId), eq(leasedJobs.mailKind, 'order-confirmation')),
      )
      .orderBy(leasedJobs.createdAt);
  const orderOf = async (id: string) =>
    (await harness.database.db.select().from(purchases).where(eq(purchases.id, id)))[0];
  const customerOf = async (id: string | null | undefined) =>
    (
      await harness.database.db
        .select()
        .from(users)
        .where(eq(users.id, id ?? ''))
    )[0];

  it('queues a new confirmation to the same address each time', async () => {
    const { purchaseId, person } = await createPaidTestOrder(harness.app, 4);
    expect((await resend(purchaseId)).statusCode).toBe(200);
    const second = await resend(purchaseId, {});
    expect(second.statusCode).toBe(200);
    expect(second.json()).toMatchObject({
      ok: true,
      event: {
        kind: 'email-resent',
        actor: `admin:${TEST_ADMIN_EMAIL}`,
        data: { to: person.email },
      },
    });
    const mails = await confirmations(purchaseId);
    expect(mails.map((mail) => mail.recipient)).toEqual([person.email, person.email, person.email]);
    expect(new Set(mails.map((mail) => mail.dedupeKey)).size).toBe(3);
  });

  it('sends to a corrected address and files it on the order and the customer', async () => {
    const { purchaseId, person } = await createPaidTestOrder(harness.app, 5);
    const corrected = `fixed.${person.email}`;
    const response = await resend(purchaseId, { email: corrected });
    expect(response.statusCode).toBe(200);
    expect(response.json().event.data).toEqual({
      mailKind: 'order-confirmation',
      to: corrected,
      previous: person.email,
      isCustomerUpdated: true,
    });
    const purchase = await orderOf(purchaseId);
    expect(purchase?.customer).toMatchObject({ email: corrected, fullName: person.fullName });
    expect(await customerOf(purchase?.userId)).toMatchObject({
      email: corrected,
      emailKey: corrected.toLowerCase(),
    });
    const last = (await confirmations(purchaseId)).at(-1);
    expect(last).toMatchObject({
      recipient: corrected,
      payload: { purchaseId, fullName: person.fullName, hasBirthDetails: true },
    });
    const kinds = (await orderTimeline(harness.database.db, purchaseId)).map((e) => e.kind);
    // One transaction: both events carry its timestamp, so their order is not defined.
    expect(kinds.slice(-2).sort()).toEqual(['email-queued', 'email-resent']);
  });

  it("leaves the customer's e-mail alone when another customer has that address", async () => {
    const other = await createPaidTestOrder(harness.app, 1);
    const { purchaseId, person } = await createPaidTestOrder(harness.app, 1);
    const response = await resend(purchaseId, { email: other.person.email });
    expect(response.statusCode).toBe(200);
    expect(response.json().event.data).toMatchObject({ isCustomerUpdated: false });
    const purchase = await orderOf(purchaseId);
    expect(purchase?.customer).toMatchObject({ email: other.person.email });
    expect(await customerOf(purchase?.userId)).toMatchObject({ email: person.email });
  });

  it('refuses a bad address, an unpaid order and a cross-site call', async () => {
    const { purchaseId } = await createPaidTestOrder(harness.app, 2);
    const bad = await resend(purchaseId, { email: 'not-an-address' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ message: adminActionMessages.invalidEmail });
    const unpaid = await startTestCheckout(harness.app, 2);
    const refused = await resend(unpaid.purchaseId);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ message: adminActionMessages.notConfirmable });
    expect((await resend(purchaseId, {}, { origin: 'https://evil.example' })).statusCode).toBe(403);
    const anonymous = await harness.app.inject({
      method: 'POST',
      url: `/api/admin/purchase/${purchaseId}/resend-confirmation`,
      headers: { origin: ORIGIN },
    });
    expect(anonymous.statusCode).toBe(401);
    expect(await confirmations(purchaseId)).toHaveLength(1);
  });
});
