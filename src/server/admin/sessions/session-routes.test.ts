import { beforeAll, describe, expect, it } from 'vitest';
import type { OrderSessionsView, SessionCalendarView } from '../../../common/bookings';
import { TEST_ADMIN_EMAIL, signInTestAdmin } from '../../../../tests/support/admin-factories';
import { withTestApp } from '../../../../tests/support/app';
import { insertTestOrders } from '../../../../tests/support/admin-data-factories';
import { everyDay, insertBookableOrder } from '../../../../tests/support/booking-factories';
import { testDatabaseKinds } from '../../../../tests/support/database';

const PUBLIC_URL = 'https://shop.example';
const now = new Date('2027-06-02T12:00:00Z');
const hours = {
  timeZone: 'Europe/London',
  weekly: everyDay('09:00', '17:00'),
  daysOff: ['2027-06-05'],
  bufferMinutes: 10,
  meetingLink: 'https://meet.example.com/ops',
};

describe.each(testDatabaseKinds())('admin sessions on %s', (kind) => {
  let cookie: string;
  const harness = withTestApp(
    kind,
    { ADMIN_EMAILS: TEST_ADMIN_EMAIL, PUBLIC_URL },
    { clock: () => now },
  );
  beforeAll(async () => {
    ({ cookie } = await signInTestAdmin(harness.app));
  });

  const send = (
    method: 'GET' | 'PUT' | 'POST',
    url: string,
    payload?: unknown,
    headers: Record<string, string> = {},
  ) =>
    harness.app.inject({
      method,
      url,
      ...(payload === undefined ? {} : { payload: payload as object }),
      headers: { cookie, origin: PUBLIC_URL, ...headers },
    });

  it('saves my hours, refuses bad ones, and books, lists, cancels on the customer’s behalf', async () => {
    expect(
      (
        await send('PUT', '/api/admin/my-hours', {
          ...hours,
          meetingLink: 'http://meet.example.com/x',
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (await send('PUT', '/api/admin/my-hours', { ...hours, timeZone: 'Nowhere/Land' })).statusCode,
    ).toBe(400);
    expect(
      (
        await send('PUT', '/api/admin/my-hours', {
          ...hours,
          weekly: [{ weekday: 1, start: '17:00', end: '09:00' }],
        })
      ).statusCode,
    ).toBe(400);
    expect((await send('PUT', '/api/admin/my-hours', { ...hours, extra: 1 })).statusCode).toBe(400);
    const saved = await send('PUT', '/api/admin/my-hours', hours);
    expect(saved.statusCode).toBe(200);
    expect((await send('GET', '/api/admin/my-hours')).json()).toMatchObject({
      settings: { timeZone: 'Europe/London' },
    });

    const admin = saved.json<{ settings: { adminId: string } }>().settings.adminId;
    const purchase = await insertBookableOrder(harness.database.db, admin);
    // Inside the customer's notice: an admin may still book it.
    const startsAt = '2027-06-02T14:00:00.000Z';
    const booked = await send('POST', `/api/admin/purchase/${purchase.id}/sessions/book`, {
      sessionKey: 'coaching-60',
      startsAt,
      timeZone: 'Europe/Paris',
    });
    expect(booked.statusCode).toBe(200);
    const bookingId = booked
      .json<OrderSessionsView>()
      .kinds.find((item) => item.key === 'coaching-60')!.bookings[0]!.id;
    const calendar = await send(
      'GET',
      `/api/admin/sessions?from=${encodeURIComponent('2027-06-02T00:00:00.000Z')}&days=1`,
    );
    const view = calendar.json<SessionCalendarView>();
    expect(view.sessions.map((item) => item.id)).toContain(bookingId);
    // The reader's hours in the day, for the grid's shading: their London window as instants.
    expect(view.readerHours.map((reader) => reader.ranges)).toEqual([
      [{ start: '2027-06-02T08:00:00.000Z', end: '2027-06-02T16:00:00.000Z' }],
    ]);
    const early = await send('POST', `/api/admin/purchase/${purchase.id}/sessions/action`, {
      bookingId,
      action: 'held',
    });
    expect(early.statusCode).toBe(409);
    const cancelled = await send('POST', `/api/admin/purchase/${purchase.id}/sessions/action`, {
      bookingId,
      action: 'cancel',
    });
    expect(cancelled.statusCode).toBe(200);
  });

  it('refuses callers without a session, foreign origins and escaped spellings', async () => {
    const anonymous = await harness.app.inject({ method: 'GET', url: '/api/admin/my-hours' });
    expect(anonymous.statusCode).toBe(401);
    const escaped = await harness.app.inject({
      method: 'GET',
      url: '/api/admin/%73essions?from=2027-06-02T00:00:00.000Z',
    });
    expect(escaped.statusCode).toBe(401);
    const foreign = await send('PUT', '/api/admin/my-hours', hours, {
      origin: 'https://evil.example',
    });
    expect(foreign.statusCode).toBe(403);
    const huge = await send('PUT', '/api/admin/my-hours', {
      ...hours,
      daysOff: Array.from({ length: 5000 }, () => '2027-06-05'),
    });
    expect(huge.statusCode).toBe(413);
    const missing = await send(
      'GET',
      '/api/admin/purchase/00000000-0000-4000-8000-000000000000/sessions',
    );
    expect(missing.statusCode).toBe(404);
  });

  it('lists delivered orders whose sessions are still owed under the owed filter', async () => {
    const [owing, done, open] = await insertTestOrders(harness.database.db, [
      { productId: 8, processingStatus: 'delivered' },
      { productId: 1, processingStatus: 'delivered' },
      { productId: 8, processingStatus: 'in-progress' },
    ]);
    const listed = await send('GET', '/api/admin/purchases?owed=sessions&limit=100');
    expect(listed.statusCode).toBe(200);
    expect(listed.body).toContain(owing!.id);
    expect(listed.body).not.toContain(done!.id);
    expect(listed.body).not.toContain(open!.id);
    expect((await send('GET', '/api/admin/purchases?owed=everything')).statusCode).toBe(400);
  });
});
