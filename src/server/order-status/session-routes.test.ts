import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  bookingPaymentMessages,
  type CalendarSession,
  type OrderSessionsView,
  type SlotTakenReply,
} from '../../common/bookings';
import { bookings, leasedJobs } from '../db/schema';
import { createOrderAccessTokensFor } from '../sign-ins/order-access';
import { signInTestAdmin, TEST_ADMIN_EMAIL } from '../../../tests/support/admin-factories';
import { withTestApp } from '../../../tests/support/app';
import { insertTestReader, markInvitationsSent } from '../../../tests/support/booking-factories';
import { createPaidTestOrder, startTestCheckout } from '../../../tests/support/checkout-factories';
import { testDatabaseKinds } from '../../../tests/support/database';

const SHOP = 'http://shop.test';
const now = new Date('2027-06-02T12:00:00Z');
const friday10 = '2027-06-04T17:00:00.000Z';

describe.each(testDatabaseKinds())('the reading page’s sessions on %s', (kind) => {
  const harness = withTestApp(
    kind,
    { ADMIN_EMAILS: TEST_ADMIN_EMAIL, PUBLIC_URL: SHOP },
    { clock: () => now },
  );
  beforeAll(async () => {
    await insertTestReader(harness.database.db);
  });

  const newAddress = () => `10.${[1, 2, 3].map(() => Math.floor(Math.random() * 250)).join('.')}`;
  const call = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
    harness.app.inject({
      method: 'POST',
      url,
      payload: payload as object,
      remoteAddress: newAddress(),
      headers,
    });
  const tokenOf = (purchaseId: string) =>
    createOrderAccessTokensFor(harness.config).sign(purchaseId);

  it('lists the coaching sessions of The Quantum Leap from payment, books, moves and cancels one', async () => {
    const { purchaseId } = await createPaidTestOrder(harness.app, 8);
    const token = tokenOf(purchaseId);
    const listed = await call('/api/order-sessions', { token });
    expect(listed.statusCode).toBe(200);
    const view = listed.json<OrderSessionsView>();
    const coaching = view.kinds.find((item) => item.key === 'coaching-60')!;
    expect(coaching).toMatchObject({ count: 3, isBookable: true });
    expect(coaching.slots).toContain(friday10);
    expect(view.kinds.find((item) => item.key === 'consultation-90')).toMatchObject({
      isBookable: false,
      slots: [],
    });
    expect(view.readerName).toBe('Ada Reader');

    const booked = await call('/api/order-sessions/book', {
      token,
      sessionKey: 'coaching-60',
      startsAt: friday10,
      timeZone: 'Pacific/Auckland',
    });
    expect(booked.statusCode).toBe(200);
    const [booking] = booked
      .json<OrderSessionsView>()
      .kinds.find((item) => item.key === 'coaching-60')!.bookings;
    expect(booking).toMatchObject({ startsAt: friday10, canChange: true, meetingLink: null });

    const moved = await call('/api/order-sessions/move', {
      token,
      bookingId: booking!.id,
      startsAt: '2027-06-05T17:00:00.000Z',
    });
    expect(moved.statusCode).toBe(200);
    const cancelled = await call('/api/order-sessions/cancel', { token, bookingId: booking!.id });
    expect(cancelled.statusCode).toBe(200);
    expect(
      cancelled.json<OrderSessionsView>().kinds.find((item) => item.key === 'coaching-60')!
        .bookings,
    ).toEqual([]);
  });

  it('answers a taken time with 409 and other free times', async () => {
    const first = await createPaidTestOrder(harness.app, 8);
    const second = await createPaidTestOrder(harness.app, 8);
    const startsAt = '2027-06-07T18:00:00.000Z';
    const body = { sessionKey: 'coaching-60', startsAt, timeZone: 'UTC' };
    expect(
      (await call('/api/order-sessions/book', { ...body, token: tokenOf(first.purchaseId) }))
        .statusCode,
    ).toBe(200);
    const lost = await call('/api/order-sessions/book', {
      ...body,
      token: tokenOf(second.purchaseId),
    });
    expect(lost.statusCode).toBe(409);
    const reply = lost.json<SlotTakenReply>();
    expect(reply.message).toMatch(/just taken/);
    expect(reply.nextSlots.length).toBeGreaterThan(0);
    expect(reply.nextSlots).not.toContain(startsAt);
  });

  it('refuses forged and foreign links, unpaid orders, another order’s session, foreign Origins, huge and odd bodies', async () => {
    const owner = await createPaidTestOrder(harness.app, 8);
    const stranger = await createPaidTestOrder(harness.app, 8);
    const token = tokenOf(owner.purchaseId);
    const booked = await call('/api/order-sessions/book', {
      token,
      sessionKey: 'coaching-60',
      startsAt: '2027-06-08T17:00:00.000Z',
      timeZone: 'UTC',
    });
    const bookingId = booked
      .json<OrderSessionsView>()
      .kinds.find((item) => item.key === 'coaching-60')!.bookings[0]!.id;

    const unpaid = await startTestCheckout(harness.app, 8);
    for (const bad of [
      `${stranger.purchaseId}.${token.split('.')[1]}`,
      `${owner.purchaseId}.${'A'.repeat(43)}`,
      tokenOf(randomUUID()),
      tokenOf(unpaid.purchaseId),
    ]) {
      expect((await call('/api/order-sessions', { token: bad })).statusCode).toBe(404);
      expect((await call('/api/order-sessions/cancel', { token: bad, bookingId })).statusCode).toBe(
        404,
      );
    }
    const foreignBooking = await call('/api/order-sessions/cancel', {
      token: tokenOf(stranger.purchaseId),
      bookingId,
    });
    expect(foreignBooking.statusCode).toBe(404);
    const [still] = await harness.database.db
      .select()
      .from(bookings)
      .where(eq(bookings.id, bookingId));
    expect(still?.status).toBe('booked');

    const foreign = await call(
      '/api/order-sessions/cancel',
      { token, bookingId },
      { origin: 'https://evil.example' },
    );
    expect(foreign.statusCode).toBe(403);
    const huge = await call('/api/order-sessions/book', {
      token,
      sessionKey: 'x'.repeat(5000),
      startsAt: friday10,
      timeZone: 'UTC',
    });
    expect(huge.statusCode).toBe(413);
    for (const odd of [
      { token, sessionKey: 'coaching-60', startsAt: 'tomorrow', timeZone: 'UTC' },
      { token, sessionKey: ['coaching-60'], startsAt: friday10, timeZone: 'UTC' },
      { token, bookingId: 'not-a-uuid' },
      [],
    ]) {
      const url = 'bookingId' in odd ? '/api/order-sessions/cancel' : '/api/order-sessions/book';
      expect((await call(url, odd)).statusCode).toBe(400);
    }
    const escaped = await harness.app.inject({
      method: 'POST',
      url: '/api/order-%73essions/cancel',
      payload: { token, bookingId },
      headers: { origin: 'https://evil.example' },
      remoteAddress: newAddress(),
    });
    expect([403, 404]).toContain(escaped.statusCode);
    const [unchanged] = await harness.database.db
      .select()
      .from(bookings)
      .where(eq(bookings.id, bookingId));
    expect(unchanged?.status).toBe('booked');
  });

  it('cancels the sessions of a refunded order with CANCEL invitations, and refuses every change after', async () => {
    const { purchaseId } = await createPaidTestOrder(harness.app, 8);
    const token = tokenOf(purchaseId);
    const starts = ['2027-06-09T17:00:00.000Z', '2027-06-10T17:00:00.000Z'];
    for (const startsAt of starts) {
      const booked = await call('/api/order-sessions/book', {
        token,
        sessionKey: 'coaching-60',
        startsAt,
        timeZone: 'Europe/Paris',
      });
      expect(booked.statusCode, booked.body).toBe(200);
    }
    // The invitations went out (their settle time passed): the refund's CANCEL follows them.
    const booked = await harness.database.db
      .select()
      .from(bookings)
      .where(eq(bookings.purchaseId, purchaseId));
    for (const row of booked) await markInvitationsSent(harness.database.db, row.id);
    const { cookie } = await signInTestAdmin(harness.app);
    const refunded = await harness.app.inject({
      method: 'POST',
      url: `/api/admin/purchase/${purchaseId}/refund`,
      headers: { origin: SHOP, cookie },
      payload: { reason: 'Customer changed their mind' },
    });
    expect(refunded.statusCode, refunded.body).toBe(200);

    const rows = await harness.database.db
      .select()
      .from(bookings)
      .where(eq(bookings.purchaseId, purchaseId));
    expect(rows.map((row) => [row.status, row.sequence])).toEqual([
      ['cancelled', 1],
      ['cancelled', 1],
    ]);
    const cancellations = await harness.database.db
      .select()
      .from(leasedJobs)
      .where(eq(leasedJobs.purchaseId, purchaseId));
    for (const row of rows) {
      for (const role of ['customer', 'reader']) {
        const mail = cancellations.find(
          (job) => job.dedupeKey === `session-invitation:${row.id}:1:${role}`,
        );
        expect(mail?.payload).toMatchObject({
          change: 'cancelled',
          invitation: { method: 'cancel' },
        });
      }
    }

    const [bookingId] = rows.map((row) => row.id);
    const refusals = [
      await call('/api/order-sessions', { token }),
      await call('/api/order-sessions/book', {
        token,
        sessionKey: 'coaching-60',
        startsAt: '2027-06-11T17:00:00.000Z',
        timeZone: 'UTC',
      }),
      await call('/api/order-sessions/move', {
        token,
        bookingId,
        startsAt: '2027-06-11T17:00:00.000Z',
      }),
      await call('/api/order-sessions/cancel', { token, bookingId }),
    ];
    for (const refusal of refusals) {
      expect(refusal.statusCode, refusal.body).toBe(409);
      expect(refusal.json()).toMatchObject({ message: bookingPaymentMessages.refunded });
    }

    const calendar = await harness.app.inject({
      method: 'GET',
      url: `/api/admin/sessions?from=${encodeURIComponent('2027-06-08T00:00:00.000Z')}&days=7`,
      headers: { cookie },
    });
    const listed = calendar.json<{ sessions: CalendarSession[] }>().sessions;
    expect(listed.filter((session) => session.purchaseId === purchaseId)).toEqual([]);
    // The times are free again for another order.
    const other = await createPaidTestOrder(harness.app, 8);
    const rebooked = await call('/api/order-sessions/book', {
      token: tokenOf(other.purchaseId),
      sessionKey: 'coaching-60',
      startsAt: starts[0],
      timeZone: 'UTC',
    });
    expect(rebooked.statusCode, rebooked.body).toBe(200);
  });
});
