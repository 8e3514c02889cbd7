import { randomUUID } from 'node:crypto';
import { and, eq, like } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import type { OrderSessionsView } from '../../common/bookings';
import type { DatabaseHandle } from '../db/client';
import { bookings, leasedJobs } from '../db/schema';
import { orderTimeline } from '../orders/timeline';
import { createOrderAccessTokensFor } from '../sign-ins/order-access';
import { withTestApp } from '../../../tests/support/app';
import { insertTestReader } from '../../../tests/support/booking-factories';
import { createPaidTestOrder } from '../../../tests/support/checkout-factories';
import { testDatabaseKinds } from '../../../tests/support/database';
import { withTestAppBehindRelay } from '../../../tests/support/observed-app';

/** Repeated and cut booking changes (decision 303): a change that committed is a success. */

const now = new Date('2027-06-02T12:00:00Z');
const newAddress = () => `10.${[1, 2, 3].map(() => Math.floor(Math.random() * 250)).join('.')}`;
const keyOf = () => randomUUID().replaceAll('-', '');

function client(app: FastifyInstance) {
  const tokens = createOrderAccessTokensFor(app.deps.config);
  return {
    token: (purchaseId: string) => tokens.sign(purchaseId),
    call: (url: string, payload: object) =>
      app.inject({ method: 'POST', url, payload, remoteAddress: newAddress() }),
  };
}

const coachingOf = (view: OrderSessionsView) =>
  view.kinds.find((kind) => kind.key === 'coaching-60')!;

async function invitationsOf(db: DatabaseHandle['db'], bookingId: string) {
  return db
    .select({ dedupeKey: leasedJobs.dedupeKey })
    .from(leasedJobs)
    .where(like(leasedJobs.dedupeKey, `session-invitation:${bookingId}:%`));
}

describe.each(testDatabaseKinds())('repeated booking changes on %s', (kind) => {
  const harness = withTestApp(kind, {}, { clock: () => now });
  beforeAll(async () => {
    await insertTestReader(harness.database.db);
  });

  it('answers a repeat of a committed book, move and cancel with the same success, doing it once', async () => {
    const { call, token: tokenOf } = client(harness.app);
    const { purchaseId } = await createPaidTestOrder(harness.app, 8);
    const token = tokenOf(purchaseId);
    const book = {
      token,
      sessionKey: 'coaching-60',
      startsAt: '2027-06-04T17:00:00.000Z',
      timeZone: 'UTC',
      idempotencyKey: keyOf(),
    };
    const first = await call('/api/order-sessions/book', book);
    const again = await call('/api/order-sessions/book', book);
    expect(first.statusCode, first.body).toBe(200);
    expect(again.statusCode, again.body).toBe(200);
    const [booking] = coachingOf(again.json<OrderSessionsView>()).bookings;
    expect(coachingOf(again.json<OrderSessionsView>()).bookings).toHaveLength(1);

    const move = {
      token,
      bookingId: booking!.id,
      startsAt: '2027-06-05T17:00:00.000Z',
      idempotencyKey: keyOf(),
    };
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const moved = await call('/api/order-sessions/move', move);
      expect(moved.statusCode, moved.body).toBe(200);
    }
    const cancel = { token, bookingId: booking!.id, idempotencyKey: keyOf() };
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const cancelled = await call('/api/order-sessions/cancel', cancel);
      expect(cancelled.statusCode, cancelled.body).toBe(200);
    }
    const [row] = await harness.database.db
      .select()
      .from(bookings)
      .where(eq(bookings.id, booking!.id));
    expect(row).toMatchObject({ status: 'cancelled', sequence: 2 });
    // Each change happened once.
    const events = await orderTimeline(harness.database.db, purchaseId);
    expect(events.map((event) => event.kind).filter((kind) => kind.startsWith('session-'))).toEqual(
      ['session-booked', 'session-moved', 'session-cancelled'],
    );
    // The key belongs to the change it was sent with.
    const reused = await call('/api/order-sessions/book', {
      ...book,
      idempotencyKey: move.idempotencyKey,
    });
    expect(reused.statusCode).toBe(409);
  });

  it('makes one booking of two simultaneous sends of one key, and answers both with it', async () => {
    const { call, token } = client(harness.app);
    const { purchaseId } = await createPaidTestOrder(harness.app, 8);
    const book = {
      token: token(purchaseId),
      sessionKey: 'coaching-60',
      startsAt: '2027-06-07T17:00:00.000Z',
      timeZone: 'UTC',
      idempotencyKey: keyOf(),
    };
    const replies = await Promise.all([
      call('/api/order-sessions/book', book),
      call('/api/order-sessions/book', book),
    ]);
    for (const reply of replies) expect(reply.statusCode, reply.body).toBe(200);
    const rows = await harness.database.db
      .select()
      .from(bookings)
      .where(and(eq(bookings.purchaseId, purchaseId)));
    expect(rows).toHaveLength(1);
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('a connection cut as a booking commits', () => {
  const harness = withTestAppBehindRelay({ extraDeps: { clock: () => now } });
  beforeAll(async () => {
    await insertTestReader(harness.database.db);
  });

  it('answers 200 for a booking whose commit went through, and a retry with its key too', async () => {
    const { call, token } = client(harness.app);
    const { purchaseId } = await createPaidTestOrder(harness.app, 8);
    const book = {
      token: token(purchaseId),
      sessionKey: 'coaching-60',
      startsAt: '2027-06-08T17:00:00.000Z',
      timeZone: 'UTC',
      idempotencyKey: keyOf(),
    };
    const cut = harness.proxy.cutAfterNext(/\bcommit\b/i);
    const booked = await call('/api/order-sessions/book', book);
    await cut;
    expect(booked.statusCode, booked.body).toBe(200);
    const [booking] = coachingOf(booked.json<OrderSessionsView>()).bookings;
    expect(booking).toMatchObject({ startsAt: book.startsAt, status: 'booked' });

    const retried = await call('/api/order-sessions/book', book);
    expect(retried.statusCode, retried.body).toBe(200);
    expect(coachingOf(retried.json<OrderSessionsView>()).bookings).toEqual([booking]);
    expect(await invitationsOf(harness.database.db, booking!.id)).toHaveLength(2);
  });
});
