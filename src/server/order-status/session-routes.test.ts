import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderSessionsView, SlotTakenReply } from '../../common/bookings';
import { bookings } from '../db/schema';
import { createOrderAccessTokensFor } from '../sessions/order-access';
import { createTestApp, type TestApp } from '../../../tests/support/app';
import { insertTestReader } from '../../../tests/support/booking-factories';
import { createPaidTestOrder, startTestCheckout } from '../../../tests/support/checkout-factories';
import { testDatabaseKinds } from '../../../tests/support/database';

const now = new Date('2027-06-02T12:00:00Z');
const friday10 = '2027-06-04T17:00:00.000Z';

describe.each(testDatabaseKinds())('the reading page’s sessions on %s', (kind) => {
  let harness: TestApp;
  beforeAll(async () => {
    harness = await createTestApp(kind, {}, { clock: () => now });
    await insertTestReader(harness.database.db);
  });
  afterAll(() => harness?.close());

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
});
