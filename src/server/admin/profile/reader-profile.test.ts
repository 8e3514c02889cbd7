import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderStatusView } from '../../../common/order-status';
import { nameFromAddress, readerNameOf, type ReaderProfileView } from '../../../common/readers';
import { admins, emailJobs, purchases, readerSettings } from '../../db/schema';
import { mailContextOf } from '../../mail/mailer';
import { mailTemplates } from '../../mail/templates';
import { createOrderAccessTokensFor } from '../../sessions/order-access';
import { signInTestAdmin } from '../../../../tests/support/admin-factories';
import { createTestApp, type TestApp } from '../../../../tests/support/app';
import { everyDay } from '../../../../tests/support/booking-factories';
import { createPaidTestOrder } from '../../../../tests/support/checkout-factories';
import { testDatabaseKinds } from '../../../../tests/support/database';

const SHOP = 'http://shop.test';
const READER_EMAIL = 'ada.lovelace@readers.test';
const now = new Date('2027-06-02T12:00:00Z');
/** Friday 4 June 2027, 10:00 in Los Angeles: inside the reader's hours. */
const friday10 = '2027-06-04T17:00:00.000Z';

describe('reader names', () => {
  it('falls back to the sign-in name, then to the address’s local part capitalised', () => {
    expect(nameFromAddress('reader@shop.test')).toBe('Reader');
    expect(nameFromAddress('ann.marie-lee@shop.test')).toBe('Ann Marie Lee');
    const admin = { displayName: null, name: null, email: 'ada.lovelace@x.test' };
    expect(readerNameOf(admin)).toBe('Ada Lovelace');
    expect(readerNameOf({ ...admin, name: 'Ada L.' })).toBe('Ada L.');
    expect(readerNameOf({ ...admin, name: 'Ada L.', displayName: ' Ada ' })).toBe('Ada');
  });
});

describe.each(testDatabaseKinds())('reader profiles, and readers’ addresses, on %s', (kind) => {
  let harness: TestApp;
  let cookie = '';
  beforeAll(async () => {
    harness = await createTestApp(
      kind,
      { ADMIN_EMAILS: READER_EMAIL, PUBLIC_URL: SHOP, SUPPORT_EMAIL: 'help@shop.test' },
      { clock: () => now },
    );
    cookie = (await signInTestAdmin(harness.app, READER_EMAIL)).cookie;
  });
  afterAll(() => harness?.close());

  const db = () => harness.database.db;
  const profile = (method: 'GET' | 'PUT', payload?: unknown, headers = {}) =>
    harness.app.inject({
      method,
      url: '/api/admin/profile',
      headers: { origin: SHOP, cookie, ...headers },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });

  it('lets each admin set the name customers see, and their bio, and nobody else', async () => {
    const before = (await profile('GET')).json<ReaderProfileView>();
    // signInTestAdmin gives the sign-in a name, as Google does: it is the default.
    expect(before).toMatchObject({ isNameChosen: false, bio: '' });
    expect(before.displayName).toMatch(/^Admin /);

    expect((await profile('PUT', { displayName: 'Ada\r\nBcc: x', bio: '' })).statusCode).toBe(400);
    expect((await profile('PUT', { displayName: 'A', bio: '' })).statusCode).toBe(400);
    expect((await profile('PUT', { displayName: 'Ada', bio: 'x'.repeat(601) })).statusCode).toBe(
      400,
    );
    expect((await profile('PUT', { displayName: 'Ada', bio: '', extra: 1 })).statusCode).toBe(400);
    const huge = await profile('PUT', { displayName: 'Ada', bio: 'x'.repeat(40_000) });
    expect(huge.statusCode).toBe(413);
    const foreign = await profile(
      'PUT',
      { displayName: 'Eve', bio: '' },
      { origin: 'https://evil.example' },
    );
    expect(foreign.statusCode).toBe(403);
    const anonymous = await harness.app.inject({
      method: 'PUT',
      url: '/api/admin/profile',
      headers: { origin: SHOP },
      payload: { displayName: 'Eve', bio: '' },
    });
    expect(anonymous.statusCode).toBe(401);
    const [unchanged] = await db().select().from(admins).where(eq(admins.emailKey, READER_EMAIL));
    expect(unchanged?.displayName).toBeNull();

    const saved = await profile('PUT', {
      displayName: '  Ada Lovelace ',
      bio: 'Reads charts\r\nfor twenty years.',
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json<ReaderProfileView>()).toEqual({
      displayName: 'Ada Lovelace',
      isNameChosen: true,
      bio: 'Reads charts\nfor twenty years.',
    });
    expect((await profile('GET')).json<ReaderProfileView>().displayName).toBe('Ada Lovelace');
  });

  it('never shows a customer a reader’s address: pages, API replies and mails', async () => {
    await profile('PUT', { displayName: 'Ada Lovelace', bio: 'Reads charts for twenty years.' });
    const [reader] = await db().select().from(admins).where(eq(admins.emailKey, READER_EMAIL));
    await db()
      .insert(readerSettings)
      .values({
        adminId: reader!.id,
        timeZone: 'America/Los_Angeles',
        weekly: everyDay('09:00', '17:00'),
        daysOff: [],
        bufferMinutes: 15,
        meetingLink: 'https://meet.example.com/ada',
      })
      .onConflictDoNothing();
    const order = await createPaidTestOrder(harness.app, 8);
    await db()
      .update(purchases)
      .set({ assignedReaderId: reader!.id })
      .where(eq(purchases.id, order.purchaseId));
    const token = createOrderAccessTokensFor(harness.config).sign(order.purchaseId);
    const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
      harness.app.inject({ method: 'POST', url, payload, headers: { origin: SHOP, ...headers } });

    const replies = [
      await post('/api/order-sessions', { token }),
      await post('/api/order-sessions/book', {
        token,
        sessionKey: 'coaching-60',
        startsAt: friday10,
        timeZone: 'Pacific/Auckland',
      }),
      await post('/api/order-support/messages', { token, body: 'Can we start with my career?' }),
    ];
    const answered = await post(
      `/api/admin/support/purchases/${order.purchaseId}/messages`,
      { body: 'Yes, gladly. Bring your questions to our first session.' },
      { cookie },
    );
    expect(answered.statusCode).toBe(200);
    replies.push(
      await post('/api/order-support/thread', { token }),
      await post('/api/order-status/link', { token }),
    );
    for (const reply of replies) {
      expect(reply.statusCode, reply.body).toBe(200);
      expect(reply.body.toLowerCase()).not.toContain(READER_EMAIL);
    }
    const [sessions, , , thread, page] = replies.map((reply) => reply.body);
    expect(sessions).toContain('Ada Lovelace');
    expect(thread).toContain('"authorName":"Ada Lovelace"');
    expect(JSON.parse(page!) as OrderStatusView).toMatchObject({
      reader: { name: 'Ada Lovelace', bio: 'Reads charts for twenty years.' },
    });

    // Every mail the customer gets, rendered as sent, attachments included.
    const mails = await db()
      .select()
      .from(emailJobs)
      .where(eq(emailJobs.purchaseId, order.purchaseId));
    const toCustomer = mails.filter((mail) => mail.recipient === order.person.email);
    const context = mailContextOf(harness.config);
    for (const mail of toCustomer) {
      const rendered = mailTemplates[mail.kind as keyof typeof mailTemplates](
        mail.payload as Record<string, unknown>,
        context,
      );
      const attachments = (rendered.attachments ?? []).map((item) =>
        'content' in item ? item.content : item.fileName,
      );
      const whole = [rendered.subject, rendered.html, rendered.text, ...attachments].join('\n');
      expect(whole.toLowerCase(), mail.kind).not.toContain(READER_EMAIL);
    }
    const kinds = new Set(toCustomer.map((mail) => mail.kind));
    for (const kind of [
      'order-confirmation',
      'sessions-bookable',
      'session-invitation',
      'session-reminder',
      'support-message-to-customer',
    ]) {
      expect(kinds, kind).toContain(kind);
    }
    // The reader's own copy of the invitation still reaches the reader.
    expect(mails.some((mail) => mail.recipient === READER_EMAIL)).toBe(true);
  });
});
