import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../tests/support/app';
import { createPaidTestOrder } from '../../../tests/support/checkout-factories';
import { testDatabaseKinds } from '../../../tests/support/database';
import { leasedJobs } from '../db/schema';

const DAY_MS = 24 * 60 * 60 * 1000;

// Product 8's coaching sessions can be booked from payment (decision 277). The reminder of
// sessions not booked goes after the shop's BOOKING_UNBOOKED_REMINDER_DAYS, whichever way the
// payment arrives; here the embedded checkout's confirm, on a shop set to three days.
describe.each(testDatabaseKinds())('sessions bookable from payment, on %s', (kind) => {
  let harness: TestApp;
  beforeAll(async () => {
    harness = await createTestApp(kind, { BOOKING_UNBOOKED_REMINDER_DAYS: '3' });
  });
  afterAll(async () => {
    await harness?.close();
  });

  it('asks to book at once and reminds after the configured days, not a default', async () => {
    const paidAt = Date.now();
    const { purchaseId } = await createPaidTestOrder(harness.app, 8);
    const mails = await harness.database.db
      .select({ dedupeKey: leasedJobs.dedupeKey, nextAttemptAt: leasedJobs.nextAttemptAt })
      .from(leasedJobs)
      .where(and(eq(leasedJobs.purchaseId, purchaseId), like(leasedJobs.dedupeKey, 'sessions-%')));
    const asked = mails.find((mail) => mail.dedupeKey?.startsWith('sessions-bookable:'));
    const reminder = mails.find((mail) => mail.dedupeKey?.startsWith('sessions-unbooked:'));
    expect(asked?.dedupeKey).toBe(`sessions-bookable:${purchaseId}:coaching-60`);
    expect(asked!.nextAttemptAt.getTime()).toBeLessThanOrEqual(Date.now() + 1000);
    const delay = reminder!.nextAttemptAt.getTime() - paidAt;
    expect(delay).toBeGreaterThan(3 * DAY_MS - 60_000);
    expect(delay).toBeLessThan(3 * DAY_MS + 60_000);
  });
});
