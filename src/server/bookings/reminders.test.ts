import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../db/client';
import { mailTemplates } from '../mail/templates';
import type { MailMessage } from '../mail/types';
import { createTestDatabase, testDatabaseKinds } from '../../../tests/support/database';
import { createTestMailWorker, testMailContext } from '../../../tests/support/mail-worker';
import {
  insertBookableOrder,
  insertTestReader,
  testBookingRules,
} from '../../../tests/support/booking-factories';
import { bookSession } from './book-session';
import { moveBooking } from './move-booking';
import { isSessionReminderWanted } from './reminders';

const bookedAt = new Date('2027-06-02T12:00:00Z');
const startsAt = '2027-06-04T17:00:00.000Z';

describe.each(testDatabaseKinds())('session reminders on %s', (kind) => {
  let handle: DatabaseHandle;
  let other: DatabaseHandle;
  beforeAll(async () => {
    handle = await createTestDatabase(kind);
    if (kind === 'postgres') {
      const result = await handle.db.execute(sql`select current_database() as name`);
      const url = new URL(process.env.TEST_DATABASE_URL!);
      url.pathname = `/${(result as unknown as { rows: { name: string }[] }).rows[0]!.name}`;
      other = await openDatabase({ databaseUrl: url.toString() });
    } else {
      other = handle;
    }
  });
  afterAll(async () => {
    if (other !== handle) await other.close();
    await handle.close();
  });

  it('go once each, 24 hours and 1 hour before, with two workers; a moved session’s old ones never', async () => {
    const reader = await insertTestReader(handle.db);
    const purchase = await insertBookableOrder(handle.db, reader.id);
    const deps = { db: handle.db, rules: testBookingRules, now: () => bookedAt };
    const booking = await bookSession(deps, {
      purchase,
      sessionKey: 'coaching-60',
      startsAt,
      timeZone: 'Pacific/Auckland',
      actor: 'customer',
    });
    // Moved and moved back: the reminders of version 0 and 1 must never go, those of 2 once.
    await moveBooking(deps, {
      purchase,
      bookingId: booking.id,
      startsAt: '2027-06-05T17:00:00.000Z',
      actor: 'customer',
    });
    await moveBooking(deps, { purchase, bookingId: booking.id, startsAt, actor: 'customer' });

    const sent: MailMessage[] = [];
    let now = new Date('2027-06-03T17:30:00Z');
    const workers = [handle, other].map((database) =>
      createTestMailWorker({
        db: database.db,
        transport: {
          send: async (message) => (sent.push(message), { messageId: `<${sent.length}@test>` }),
        },
        templates: mailTemplates,
        context: testMailContext('https://shop.example'),
        clock: () => now,
        stillWanted: {
          'session-reminder': (job) => isSessionReminderWanted(database.db, job.payload),
        },
      }),
    );
    const runBoth = async () => {
      for (let round = 0; round < 4; round += 1)
        await Promise.all(workers.map((worker) => worker.runOnce()));
    };
    const reminders = () => sent.filter((mail) => mail.subject.startsWith('Your session is in'));

    await runBoth();
    expect(reminders().map((mail) => mail.subject)).toEqual([
      'Your session is in 24 hours: Three 60-minute coaching sessions: session 1 of 3',
    ]);
    now = new Date('2027-06-04T16:05:00Z');
    await runBoth();
    expect(reminders()).toHaveLength(2);
    expect(reminders()[1]!.subject).toMatch(/in one hour/);
    // In the customer's zone: Friday 10:00 in Los Angeles is Saturday 05:00 in Auckland.
    expect(reminders()[1]!.text).toMatch(
      /Saturday, 5 June 2027 at 05:00 New Zealand Standard Time/,
    );
    // The invitations went too: the three versions were one burst before the worker's first
    // round, so each side got the last one only, as the booking it first hears of.
    const invitations = sent.filter((mail) =>
      mail.attachments?.some((file) => file.contentType.startsWith('text/calendar')),
    );
    expect(invitations).toHaveLength(2);
    for (const mail of invitations) expect(mail.subject).not.toMatch(/^Moved/);
  });
});
