import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import type { OrderStatusView } from '../../../common/order-status';
import { nameFromAddress, readerNameOf, type ReaderProfileView } from '../../../common/readers';
import { admins, leasedJobs, purchases, readerSettings } from '../../db/schema';
import { mailContextOf } from '../../mail/mailer';
import { readerPhotoKey, replacePhoto } from './reader-photo';
import { mailTemplates } from '../../mail/templates';
import { createOrderAccessTokensFor } from '../../sign-ins/order-access';
import { signInTestAdmin } from '../../../../tests/support/admin-factories';
import { withTestApp } from '../../../../tests/support/app';
import { everyDay } from '../../../../tests/support/booking-factories';
import { createPaidTestOrder } from '../../../../tests/support/checkout-factories';
import { testDatabaseKinds } from '../../../../tests/support/database';

const SHOP = 'http://shop.test';
const READER_EMAIL = 'ada.lovelace@readers.test';
const OTHER_READER_EMAIL = 'grace.hopper@readers.test';
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
  let cookie = '';
  const harness = withTestApp(
    kind,
    {
      ADMIN_EMAILS: `${READER_EMAIL},${OTHER_READER_EMAIL}`,
      PUBLIC_URL: SHOP,
      SUPPORT_EMAIL: 'help@shop.test',
    },
    { clock: () => now },
  );
  beforeAll(async () => {
    cookie = (await signInTestAdmin(harness.app, READER_EMAIL)).cookie;
  });

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
      photoUrl: null,
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
      .from(leasedJobs)
      .where(eq(leasedJobs.purchaseId, order.purchaseId));
    const toCustomer = mails.filter((mail) => mail.recipient === order.person.email);
    const context = mailContextOf(harness.config);
    for (const mail of toCustomer) {
      const rendered = await mailTemplates[mail.mailKind as keyof typeof mailTemplates](
        mail.payload as Record<string, unknown>,
        context,
      );
      const attachments = (rendered.attachments ?? []).map((item) =>
        'content' in item ? item.content : item.fileName,
      );
      const whole = [rendered.subject, rendered.html, rendered.text, ...attachments].join('\n');
      expect(whole.toLowerCase(), mail.mailKind!).not.toContain(READER_EMAIL);
    }
    const kinds = new Set(toCustomer.map((mail) => mail.mailKind));
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

  const putPhoto = (body: Buffer | string, contentType: string, headers = {}) =>
    harness.app.inject({
      method: 'PUT',
      url: '/api/admin/profile/photo',
      headers: { origin: SHOP, cookie, 'content-type': contentType, ...headers },
      payload: body,
    });
  const photoIdOf = async (email: string) =>
    (await db().select().from(admins).where(eq(admins.emailKey, email)))[0]?.photoId ?? null;

  it('takes a photo, stored as a 256 px square WebP with nothing but its pixels', async () => {
    // A wide photo from a phone, with the GPS position of the reader's home in its EXIF.
    const upload = await sharp({
      create: { width: 1600, height: 900, channels: 3, background: { r: 180, g: 90, b: 40 } },
    })
      .jpeg()
      .withExif({ IFD3: { GPSLatitude: '51/1 30/1 0/1', GPSLatitudeRef: 'N' } })
      .toBuffer();
    expect((await sharp(upload).metadata()).exif).toBeDefined();

    const saved = await putPhoto(upload, 'image/jpeg');
    expect(saved.statusCode, saved.body).toBe(200);
    const view = saved.json<ReaderProfileView>();
    const photoId = await photoIdOf(READER_EMAIL);
    expect(view.photoUrl).toBe(`/api/reader-photos/${photoId}`);
    expect((await profile('GET')).json<ReaderProfileView>().photoUrl).toBe(view.photoUrl);

    const served = await harness.app.inject({ method: 'GET', url: view.photoUrl! });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    // The photo route answers the photo and nothing else: no cookie, no name, no address.
    expect(served.headers['set-cookie']).toBeUndefined();
    expect(served.rawPayload.toString('latin1').toLowerCase()).not.toContain('ada');
    const stored = await sharp(served.rawPayload).metadata();
    expect(stored).toMatchObject({ format: 'webp', width: 256, height: 256 });
    expect(stored.exif).toBeUndefined();

    // Replaced: the new photo has a new address; the old one is gone from the page and storage.
    const png = await sharp({
      create: { width: 300, height: 500, channels: 4, background: '#3050a0' },
    })
      .png()
      .toBuffer();
    const replaced = await putPhoto(png, 'image/png');
    expect(replaced.statusCode, replaced.body).toBe(200);
    const newUrl = replaced.json<ReaderProfileView>().photoUrl;
    expect(newUrl).not.toBe(view.photoUrl);
    expect((await harness.app.inject({ method: 'GET', url: view.photoUrl! })).statusCode).toBe(404);
    expect(await harness.app.deps.storage.head(`reader-photos/${photoId}`)).toBeNull();
    const webp = await sharp(png).webp().toBuffer();
    expect((await putPhoto(webp, 'image/webp')).statusCode).toBe(200);

    // Removed: no photo on the profile, and its address answers nothing.
    const lastUrl = (await profile('GET')).json<ReaderProfileView>().photoUrl!;
    const lastId = await photoIdOf(READER_EMAIL);
    const removed = await harness.app.inject({
      method: 'DELETE',
      url: '/api/admin/profile/photo',
      headers: { origin: SHOP, cookie },
    });
    expect(removed.statusCode).toBe(200);
    expect(removed.json<ReaderProfileView>().photoUrl).toBeNull();
    expect((await harness.app.inject({ method: 'GET', url: lastUrl })).statusCode).toBe(404);
    expect(await harness.app.deps.storage.head(`reader-photos/${lastId}`)).toBeNull();
  });

  it('refuses what is not a photo, a photo too large, strangers and other origins', async () => {
    const other = await signInTestAdmin(harness.app, OTHER_READER_EMAIL);
    const photo = await sharp({
      create: { width: 400, height: 400, channels: 3, background: '#777777' },
    })
      .jpeg()
      .toBuffer();
    expect((await putPhoto(photo, 'image/jpeg', { cookie: other.cookie })).statusCode).toBe(200);
    const othersPhoto = await photoIdOf(OTHER_READER_EMAIL);
    const before = await photoIdOf(READER_EMAIL);

    const svg = '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><rect/></svg>';
    const html = '<!doctype html><script>alert(1)</script>';
    // A real JPEG header followed by markup.
    const headerThenSvg = Buffer.concat([photo.subarray(0, 600), Buffer.from(svg)]);
    for (const [body, type] of [
      [svg, 'image/png'],
      [html, 'image/jpeg'],
      [headerThenSvg, 'image/jpeg'],
      [Buffer.from('not a photo at all'), 'image/webp'],
    ] as const) {
      const refused = await putPhoto(body, type);
      expect(refused.statusCode, type).toBe(422);
      expect(refused.json<{ message: string }>().message).toMatch(/could not be read as a photo/);
    }
    const svgTyped = await putPhoto(svg, 'image/svg+xml');
    expect(svgTyped.statusCode).toBe(415);
    expect(svgTyped.json<{ message: string }>().message).toBe(
      'Please choose a JPEG, PNG or WebP photo',
    );
    const huge = await putPhoto(Buffer.alloc(5 * 1024 * 1024 + 1, 0xff), 'image/jpeg');
    expect(huge.statusCode).toBe(413);
    expect(huge.json<{ message: string }>().message).toBe('Please choose a photo under 5 MB');
    const foreign = await putPhoto(photo, 'image/jpeg', { origin: 'https://evil.example' });
    expect(foreign.statusCode).toBe(403);
    const anonymous = await harness.app.inject({
      method: 'PUT',
      url: '/api/admin/profile/photo',
      headers: { origin: SHOP, 'content-type': 'image/jpeg' },
      payload: photo,
    });
    expect(anonymous.statusCode).toBe(401);
    const foreignRemove = await harness.app.inject({
      method: 'DELETE',
      url: '/api/admin/profile/photo',
      headers: { origin: 'https://evil.example', cookie: other.cookie },
    });
    expect(foreignRemove.statusCode).toBe(403);
    // Nothing changed: each admin's photo is only ever their own, named by their session.
    expect(await photoIdOf(READER_EMAIL)).toBe(before);
    expect(await photoIdOf(OTHER_READER_EMAIL)).toBe(othersPhoto);

    // Uploads at once: the last one stays, and no replaced photo is left in storage.
    const uploads = await Promise.all(
      ['#111111', '#222222', '#333333'].map(async (background) =>
        putPhoto(
          await sharp({ create: { width: 64, height: 64, channels: 3, background } })
            .png()
            .toBuffer(),
          'image/png',
        ),
      ),
    );
    expect(uploads.map((reply) => reply.statusCode)).toEqual([200, 200, 200]);
    // (Test apps share one storage folder, so the photos are found by their ids, not listed.)
    const current = await photoIdOf(READER_EMAIL);
    const uploaded = uploads.map((reply) =>
      reply.json<ReaderProfileView>().photoUrl!.split('/').pop()!,
    );
    expect(uploaded).toContain(current);
    for (const id of uploaded) {
      const object = await harness.app.deps.storage.head(`reader-photos/${id}`);
      expect(object === null, id!).toBe(id !== current);
    }

    // Rows changed at once (no image work between them to spread them out): each deletes only
    // the photo it took the place of, so just the last one's is left.
    const [me] = await db().select().from(admins).where(eq(admins.emailKey, READER_EMAIL));
    const ids = Array.from({ length: 8 }, () => randomUUID());
    for (const id of ids) {
      await harness.app.deps.storage.write({
        key: readerPhotoKey(id),
        body: Buffer.from('webp'),
        contentType: 'image/webp',
      });
    }
    await Promise.all(ids.map((id) => replacePhoto(harness.app.deps, me!.id, id)));
    const last = await photoIdOf(READER_EMAIL);
    for (const id of [...ids, current]) {
      const object = await harness.app.deps.storage.head(readerPhotoKey(id!));
      expect(object === null, id!).toBe(id !== last);
    }

    // The photo route takes a random id and nothing else.
    for (const url of [
      '/api/reader-photos/..%2F..%2Fetc%2Fpasswd',
      `/api/reader-photos/${othersPhoto}x`,
      '/api/reader-photos/00000000-0000-4000-8000-000000000000',
    ]) {
      const reply = await harness.app.inject({ method: 'GET', url });
      expect([400, 404], url).toContain(reply.statusCode);
      expect(reply.body.toLowerCase()).not.toContain('grace');
    }
  });

  it('shows the order’s reader’s photo on the reading page, and none without one', async () => {
    const other = await signInTestAdmin(harness.app, OTHER_READER_EMAIL);
    const [reader] = await db()
      .select()
      .from(admins)
      .where(eq(admins.emailKey, OTHER_READER_EMAIL));
    const order = await createPaidTestOrder(harness.app, 8);
    await db()
      .update(purchases)
      .set({ assignedReaderId: reader!.id })
      .where(eq(purchases.id, order.purchaseId));
    const token = createOrderAccessTokensFor(harness.config).sign(order.purchaseId);
    const page = async () =>
      (
        await harness.app.inject({
          method: 'POST',
          url: '/api/order-status/link',
          headers: { origin: SHOP },
          payload: { token },
        })
      ).json<OrderStatusView>();

    const photo = await sharp({
      create: { width: 640, height: 480, channels: 3, background: '#204060' },
    })
      .jpeg()
      .toBuffer();
    const saved = await putPhoto(photo, 'image/jpeg', { cookie: other.cookie });
    const photoUrl = saved.json<ReaderProfileView>().photoUrl;
    expect(photoUrl).toMatch(/^\/api\/reader-photos\/[0-9a-f-]{36}$/);
    expect((await page()).reader).toMatchObject({ photoUrl });
    await harness.app.inject({
      method: 'DELETE',
      url: '/api/admin/profile/photo',
      headers: { origin: SHOP, cookie: other.cookie },
    });
    expect((await page()).reader).toMatchObject({ photoUrl: null });
  });
});
