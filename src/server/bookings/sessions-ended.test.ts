import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/client';
import { createTestDatabase, testDatabaseKinds } from '../../../tests/support/database';
import {
  insertBookableOrder,
  insertTestReader,
  testBookingRules,
} from '../../../tests/support/booking-factories';
import { sessionsBecameBookable } from '../orders/bookable-sessions';
import { bookSession } from './book-session';
import { markBooking } from './mark-booking';
import type { BookingDeps } from './slots';
import { sessionsEndedAt } from './sessions-ended';

// A Wednesday; the test reader works 09:00-17:00 Los Angeles time every day.
const bookedOn = new Date('2027-06-02T12:00:00Z');

describe.each(testDatabaseKinds())('when an order’s sessions ended, on %s', (kind) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await createTestDatabase(kind);
  });
  afterAll(() => handle.close());

  it('is the end of the last of product 8’s three sessions once all five are held or missed', async () => {
    const reader = await insertTestReader(handle.db);
    const purchase = await insertBookableOrder(handle.db, reader.id);
    let now = bookedOn;
    const deps: BookingDeps = { db: handle.db, rules: testBookingRules, now: () => now };
    // Product 8 sells its three coaching sessions and, with the written reading, the 60- and
    // 90-minute consultations of the products it builds on.
    await sessionsBecameBookable(handle.db, purchase.id, { at: 'written-delivery' });
    const plan = [
      { sessionKey: 'coaching-60', startsAt: '2027-06-04T17:00:00.000Z' },
      { sessionKey: 'coaching-60', startsAt: '2027-06-07T17:00:00.000Z' },
      { sessionKey: 'coaching-60', startsAt: '2027-06-08T17:00:00.000Z' },
      { sessionKey: 'consultation-60', startsAt: '2027-06-09T17:00:00.000Z' },
      { sessionKey: 'consultation-90', startsAt: '2027-06-10T20:00:00.000Z' },
    ];
    const booked = [];
    for (const session of plan) {
      booked.push(
        await bookSession(deps, {
          purchase,
          ...session,
          timeZone: 'Europe/London',
          actor: 'customer',
        }),
      );
    }
    expect(await sessionsEndedAt(handle.db, purchase.id)).toBeNull();

    now = new Date('2027-06-11T00:00:00Z');
    for (const [index, outcome] of (['held', 'held', 'missed', 'held'] as const).entries()) {
      await markBooking(deps, { purchase, bookingId: booked[index]!.id, actor: 'system', outcome });
    }
    // The 90-minute consultation is still to be held: the sessions still run.
    expect(await sessionsEndedAt(handle.db, purchase.id)).toBeNull();

    await markBooking(deps, {
      purchase,
      bookingId: booked[4]!.id,
      actor: 'system',
      outcome: 'held',
    });
    expect(await sessionsEndedAt(handle.db, purchase.id)).toEqual(
      new Date('2027-06-10T21:30:00.000Z'),
    );
  });

  it('is null for an order that sells no session', async () => {
    const purchase = await insertBookableOrder(handle.db, null, { productId: 2 });
    expect(await sessionsEndedAt(handle.db, purchase.id)).toBeNull();
  });
});
