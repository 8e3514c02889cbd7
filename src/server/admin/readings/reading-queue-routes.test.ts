import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  QueueReading,
  ReadingQueueCounts,
  ReadingQueuePage,
} from '../../../common/reading-queue';
import { signInTestAdmin, TEST_ADMIN_EMAIL } from '../../../../tests/support/admin-factories';
import {
  insertTestOrders,
  insertTestCustomer,
} from '../../../../tests/support/admin-data-factories';
import { createTestApp, type TestApp } from '../../../../tests/support/app';
import { testDatabaseKinds } from '../../../../tests/support/database';
import { admins, leasedJobs, orderEvents } from '../../db/schema';
import { STALE_CURSOR } from '../list-cursor';

const PUBLIC_URL = 'http://shop.test';
const SECOND_READER = 'second.reader@astral.test';
// Friday 27 November 2026, with the Monday after it a holiday.
const TODAY = new Date('2026-11-27T12:00:00Z');
const at = (instant: string) => new Date(instant);

describe.each(testDatabaseKinds())('the readers’ queue on %s', (kind) => {
  let harness: TestApp;
  let cookie: string;
  let secondCookie: string;
  const orderNames = [
    'overdue',
    'soon',
    'onTime',
    'waiting',
    'delivered',
    'refunded',
    'unpaid',
    'computed',
  ] as const;
  const ids = {} as Record<(typeof orderNames)[number], string>;

  const get = (url: string, withCookie = cookie) =>
    harness.app.inject({ method: 'GET', url, headers: { cookie: withCookie } });
  const assign = (purchaseId: string, payload: unknown, headers: Record<string, string> = {}) =>
    harness.app.inject({
      method: 'PUT',
      url: `/api/admin/purchase/${purchaseId}/reader`,
      headers: { cookie, origin: PUBLIC_URL, ...headers },
      payload: payload as object,
    });
  const readerIdOf = async (email: string) => {
    const [row] = await harness.database.db
      .select({ id: admins.id })
      .from(admins)
      .where(eq(admins.emailKey, email));
    return row!.id;
  };

  beforeAll(async () => {
    harness = await createTestApp(
      kind,
      {
        ADMIN_EMAILS: `${TEST_ADMIN_EMAIL},${SECOND_READER}`,
        PUBLIC_URL,
        SHOP_HOLIDAYS: '2026-11-30',
      },
      { clock: () => TODAY },
    );
    ({ cookie } = await signInTestAdmin(harness.app));
    ({ cookie: secondCookie } = await signInTestAdmin(harness.app, SECOND_READER));
    const db = harness.database.db;
    const user = await insertTestCustomer(db, { fullName: 'Ada Queue' });
    const order = (productId: number, extra: object) => ({
      productId,
      userId: user.id,
      completedAt: at('2026-11-02T09:00:00Z'),
      ...extra,
    });
    const rows = await insertTestOrders(db, [
      // Due Friday 20 November: overdue.
      order(6, { questionnaireSubmittedAt: at('2026-11-02T10:00:00Z') }),
      // 10 business days from Monday 16 November, the holiday skipped: Tuesday 1 December.
      order(5, { questionnaireSubmittedAt: at('2026-11-16T10:00:00Z') }),
      // Answered late, on Wednesday 25 November: due 16 December.
      order(8, { questionnaireSubmittedAt: at('2026-11-25T10:00:00Z') }),
      // Paid, questionnaire still missing: waiting.
      order(7, { completedAt: at('2026-11-20T09:00:00Z') }),
      // Not in the queue: delivered, refunded, unpaid, nothing written.
      order(5, {
        questionnaireSubmittedAt: at('2026-11-03T10:00:00Z'),
        processingStatus: 'delivered',
      }),
      order(6, { paymentStatus: 'refunded', refundedAt: at('2026-11-04T10:00:00Z') }),
      order(6, { paymentStatus: 'pending', completedAt: null }),
      order(2, {}),
    ]);
    orderNames.forEach((name, index) => (ids[name] = rows[index]!.id));
    await db.insert(leasedJobs).values({
      kind: 'mail',
      mailKind: 'questionnaire-reminder',
      recipient: user.email,
      payload: {},
      purchaseId: ids.waiting,
      status: 'done',
      sentAt: at('2026-11-23T09:00:00Z'),
    });
  });
  afterAll(async () => {
    await harness?.close();
  });

  it('lists open written readings soonest due first, waiting orders last', async () => {
    const page = (await get('/api/admin/readings')).json<ReadingQueuePage>();
    expect(page.rows.map((row) => row.purchaseId)).toEqual([
      ids.overdue,
      ids.soon,
      ids.onTime,
      ids.waiting,
    ]);
    const [overdue, soon, onTime, waiting] = page.rows as [
      QueueReading,
      QueueReading,
      QueueReading,
      QueueReading,
    ];
    expect(overdue).toMatchObject({ standing: 'overdue', dueOn: '2026-11-20', productId: 6 });
    expect(soon).toMatchObject({ standing: 'due-soon', dueOn: '2026-12-01' });
    expect(onTime).toMatchObject({ standing: 'on-time', dueOn: '2026-12-16' });
    expect(waiting).toMatchObject({
      standing: 'waiting-on-customer',
      dueOn: null,
      waitingFor: 'questionnaire and palm photos',
      lastReminderAt: '2026-11-23T09:00:00.000Z',
      customerName: 'Ada Queue',
    });
    expect(page.nextCursor).toBeNull();
  });

  it('pages one at a time through the same order without gaps', async () => {
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const url = `/api/admin/readings?limit=1${cursor ? `&cursor=${cursor}` : ''}`;
      const page: ReadingQueuePage = (await get(url)).json();
      seen.push(...page.rows.map((row) => row.purchaseId));
      cursor = page.nextCursor;
    } while (cursor && seen.length < 10);
    expect(seen).toEqual([ids.overdue, ids.soon, ids.onTime, ids.waiting]);
  });

  it('refuses a tampered cursor and odd queries', async () => {
    const forged = Buffer.from(JSON.stringify(['queue-dated', '2026-13-45', 'x', 'y'])).toString(
      'base64url',
    );
    const reply = await get(`/api/admin/readings?cursor=${forged}`);
    expect(reply.statusCode).toBe(400);
    expect(reply.json()).toMatchObject({ message: STALE_CURSOR });
    expect((await get('/api/admin/readings?cursor=%00%ff')).statusCode).toBe(400);
    expect((await get(`/api/admin/readings?cursor=${'a'.repeat(5000)}`)).statusCode).toBe(400);
    expect((await get('/api/admin/readings?limit=100000')).statusCode).toBe(400);
    expect((await get('/api/admin/readings?reader=everyone')).statusCode).toBe(400);
  });

  it('counts what the dashboard shows', async () => {
    const counts = (await get('/api/admin/readings/counts')).json<ReadingQueueCounts>();
    expect(counts).toEqual({ overdue: 1, dueSoon: 1, waitingOnCustomer: 1, unassigned: 4 });
  });

  it('assigns, reassigns and unassigns a reader, each change on the timeline', async () => {
    const me = await readerIdOf(TEST_ADMIN_EMAIL);
    const second = await readerIdOf(SECOND_READER);
    expect((await assign(ids.onTime, { readerId: me })).json()).toMatchObject({
      reader: { id: me, email: TEST_ADMIN_EMAIL },
    });
    // The same reader again records nothing.
    expect((await assign(ids.onTime, { readerId: me })).statusCode).toBe(200);

    const mine = (await get('/api/admin/readings?reader=mine')).json<ReadingQueuePage>();
    expect(mine.rows.map((row) => row.purchaseId)).toEqual([ids.onTime]);
    const theirs = (
      await get('/api/admin/readings?reader=mine', secondCookie)
    ).json<ReadingQueuePage>();
    expect(theirs.rows).toEqual([]);
    const counts = (await get('/api/admin/readings/counts')).json<ReadingQueueCounts>();
    expect(counts.unassigned).toBe(3);

    await assign(ids.onTime, { readerId: second });
    await assign(ids.onTime, { readerId: null });
    const events = await harness.database.db
      .select({ data: orderEvents.data, actor: orderEvents.actor })
      .from(orderEvents)
      .where(eq(orderEvents.purchaseId, ids.onTime))
      .orderBy(orderEvents.createdAt, orderEvents.id);
    expect(events.map((event) => event.data)).toEqual([
      { from: null, to: TEST_ADMIN_EMAIL },
      { from: TEST_ADMIN_EMAIL, to: SECOND_READER },
      { from: SECOND_READER, to: null },
    ]);
    expect(events.every((event) => event.actor === `admin:${TEST_ADMIN_EMAIL}`)).toBe(true);
  });

  it('lists the readers of the allow-list only', async () => {
    await harness.database.db
      .insert(admins)
      .values({ email: 'gone@astral.test', emailKey: 'gone@astral.test' });
    const { readers } = (await get('/api/admin/readers')).json<{ readers: { email: string }[] }>();
    expect(readers.map((reader) => reader.email).sort()).toEqual(
      [TEST_ADMIN_EMAIL, SECOND_READER].sort(),
    );
  });

  it('refuses a reader off the allow-list, an unknown one, and odd bodies', async () => {
    const [gone] = await harness.database.db
      .select({ id: admins.id })
      .from(admins)
      .where(eq(admins.emailKey, 'gone@astral.test'));
    expect((await assign(ids.soon, { readerId: gone!.id })).statusCode).toBe(400);
    expect((await assign(ids.soon, { readerId: randomUUID() })).statusCode).toBe(400);
    expect((await assign(ids.soon, { readerId: 'admin' })).statusCode).toBe(400);
    expect((await assign(ids.soon, {})).statusCode).toBe(400);
    expect(
      (await assign(ids.soon, { readerId: 'x'.repeat(2_000_000) })).statusCode,
    ).toBeGreaterThanOrEqual(400);
    expect((await assign(ids.soon, [1, 2, 3])).statusCode).toBe(400);
  });

  it('refuses unpaid, refunded, computed-only and unknown orders', async () => {
    const me = await readerIdOf(TEST_ADMIN_EMAIL);
    expect((await assign(ids.unpaid, { readerId: me })).statusCode).toBe(409);
    expect((await assign(ids.refunded, { readerId: me })).statusCode).toBe(409);
    expect((await assign(ids.computed, { readerId: me })).statusCode).toBe(409);
    expect((await assign(randomUUID(), { readerId: me })).statusCode).toBe(404);
    expect((await assign('not-an-id', { readerId: me })).statusCode).toBe(400);
  });

  it('refuses strangers, foreign origins and the path spelled with escapes', async () => {
    const me = await readerIdOf(TEST_ADMIN_EMAIL);
    expect(
      (await assign(ids.soon, { readerId: me }, { origin: 'https://evil.example' })).statusCode,
    ).toBe(403);
    const anonymous = await harness.app.inject({
      method: 'PUT',
      url: `/api/admin/purchase/${ids.soon}/reader`,
      headers: { origin: PUBLIC_URL },
      payload: { readerId: me },
    });
    expect(anonymous.statusCode).toBe(401);
    const forgedCookie = await harness.app.inject({
      method: 'PUT',
      url: `/api/admin/purchase/${ids.soon}/reader`,
      headers: { origin: PUBLIC_URL, cookie: `${cookie.split('=')[0]}=forged-token` },
      payload: { readerId: me },
    });
    expect(forgedCookie.statusCode).toBe(401);
    for (const url of ['/api/admin/readings', '/api/admin/readings/counts', '/api/admin/readers']) {
      expect((await harness.app.inject({ method: 'GET', url })).statusCode, url).toBe(401);
    }
    for (const url of [
      `/api/admin/purchase/${ids.soon}/%72eader`,
      `/api/%61dmin/purchase/${ids.soon}/reader`,
    ]) {
      const reply = await harness.app.inject({
        method: 'PUT',
        url,
        headers: { origin: PUBLIC_URL },
        payload: { readerId: me },
      });
      expect([401, 404], url).toContain(reply.statusCode);
    }
    const queue = await harness.app.inject({ method: 'GET', url: '/api/admin/%72eadings' });
    expect([401, 404]).toContain(queue.statusCode);
    // Nothing changed hands.
    const page = (await get('/api/admin/readings')).json<ReadingQueuePage>();
    expect(page.rows.find((row) => row.purchaseId === ids.soon)?.reader).toBeNull();
  });
});
