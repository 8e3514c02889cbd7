import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { customerMessageMessages } from '../../../common/customer-message';
import { signInTestAdmin, TEST_ADMIN_EMAIL } from '../../../../tests/support/admin-factories';
import {
  insertTestOrders,
  insertTestCustomer,
} from '../../../../tests/support/admin-data-factories';
import { withTestApp } from '../../../../tests/support/app';
import { testDatabaseKinds } from '../../../../tests/support/database';
import { leasedJobs, orderEvents } from '../../db/schema';
import { customerMessage } from '../../mail/templates/customer-message';

const PUBLIC_URL = 'http://shop.test';
const mailContext = {
  shopName: 'Astral Path',
  publicUrl: PUBLIC_URL,
  supportEmail: 'help@astral.test',
};

describe('the customer message mail', () => {
  it('sends the admin’s text as text, paragraphs kept, markup escaped', async () => {
    const mail = await customerMessage(
      {
        purchaseId: randomUUID(),
        fullName: 'Ada Lovelace',
        subject: 'Your birth time',
        body: 'Could you check your birth time?\nThe certificate says <b>04:10</b>.\n\n<script>alert(1)</script>',
      },
      mailContext as never,
    );
    expect(mail.subject).toBe('Your birth time');
    expect(mail.text).toContain('Dear Ada,');
    expect(mail.text).toContain('The certificate says <b>04:10</b>.');
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).not.toContain('<b>04:10');
    expect(mail.html).toContain('&lt;script&gt;');
    expect(mail.html).toContain('check your birth time?<br/>The certificate');
  });
});

describe.each(testDatabaseKinds())('writing to a customer on %s', (kind) => {
  let cookie: string;
  let paidId: string;
  let unpaidId: string;
  const send = (purchaseId: string, payload: unknown, headers: Record<string, string> = {}) =>
    harness.app.inject({
      method: 'POST',
      url: `/api/admin/purchase/${purchaseId}/message`,
      headers: { cookie, origin: PUBLIC_URL, ...headers },
      payload: payload as object,
    });

  const harness = withTestApp(kind, { ADMIN_EMAILS: TEST_ADMIN_EMAIL, PUBLIC_URL });
  beforeAll(async () => {
    ({ cookie } = await signInTestAdmin(harness.app));
    const db = harness.database.db;
    const user = await insertTestCustomer(db, { fullName: 'Grace Hopper' });
    const [paid, unpaid] = await insertTestOrders(db, [
      { productId: 6, userId: user.id, completedAt: new Date() },
      { productId: 6, userId: user.id, paymentStatus: 'pending' },
    ]);
    paidId = paid!.id;
    unpaidId = unpaid!.id;
  });

  it('queues the message to the customer and tells the timeline', async () => {
    const reply = await send(paidId, {
      subject: '  Your palm photos ',
      body: 'Thank you!\n\nAll is well.',
    });
    expect(reply.statusCode).toBe(200);
    const { emailJobId } = reply.json<{ emailJobId: string }>();
    const [job] = await harness.database.db
      .select()
      .from(leasedJobs)
      .where(eq(leasedJobs.id, emailJobId));
    expect(job).toMatchObject({ mailKind: 'customer-message', purchaseId: paidId });
    expect(job!.recipient).toMatch(/^customer\./);
    expect(job!.payload).toMatchObject({ subject: 'Your palm photos', fullName: 'Grace Hopper' });
    const events = await harness.database.db
      .select({ kind: orderEvents.kind, data: orderEvents.data, actor: orderEvents.actor })
      .from(orderEvents)
      .where(eq(orderEvents.purchaseId, paidId));
    expect(events).toContainEqual({
      kind: 'customer-messaged',
      data: {
        emailJobId,
        subject: 'Your palm photos',
        characters: 'Thank you!\n\nAll is well.'.length,
      },
      actor: `admin:${TEST_ADMIN_EMAIL}`,
    });
  });

  it('refuses an unpaid or unknown order, and empty, long or odd bodies', async () => {
    const unpaid = await send(unpaidId, { subject: 'Hi', body: 'Hello' });
    expect(unpaid.statusCode).toBe(409);
    expect(unpaid.json()).toMatchObject({ message: customerMessageMessages.notPaid });
    expect((await send(randomUUID(), { subject: 'Hi', body: 'Hello' })).statusCode).toBe(404);
    expect((await send('nope', { subject: 'Hi', body: 'Hello' })).statusCode).toBe(400);
    expect((await send(paidId, { subject: '', body: 'Hello' })).statusCode).toBe(400);
    expect((await send(paidId, { subject: 'Hi', body: '   ' })).statusCode).toBe(400);
    expect(
      (await send(paidId, { subject: 'Hi\r\nBcc: x@evil.example', body: 'Hello' })).statusCode,
    ).toBe(400);
    expect((await send(paidId, { subject: 'Hi', body: 'x'.repeat(5001) })).statusCode).toBe(400);
    expect((await send(paidId, { subject: 'Hi', body: 'x'.repeat(200_000) })).statusCode).toBe(413);
    expect((await send(paidId, ['Hi'])).statusCode).toBe(400);
    const queued = await harness.database.db
      .select({ id: leasedJobs.id })
      .from(leasedJobs)
      .where(eq(leasedJobs.mailKind, 'customer-message'));
    expect(queued).toHaveLength(1);
  });

  it('refuses strangers, forged sessions, foreign origins and escaped paths', async () => {
    const payload = { subject: 'Hi', body: 'Hello' };
    expect((await send(paidId, payload, { origin: 'https://evil.example' })).statusCode).toBe(403);
    expect((await send(paidId, payload, { cookie: '' })).statusCode).toBe(401);
    expect(
      (await send(paidId, payload, { cookie: `${cookie.split('=')[0]}=forged` })).statusCode,
    ).toBe(401);
    for (const url of [
      `/api/admin/purchase/${paidId}/%6dessage`,
      `/api/%61dmin/purchase/${paidId}/message`,
    ]) {
      const reply = await harness.app.inject({
        method: 'POST',
        url,
        headers: { origin: PUBLIC_URL },
        payload,
      });
      expect([401, 404], url).toContain(reply.statusCode);
    }
  });
});
