import { randomUUID } from 'node:crypto';
import type { WeeklyWindow } from '../../src/common/booking-slots';
import { sessionsBecameBookable } from '../../src/server/orders/bookable-sessions';
import type { Queryable } from '../../src/server/db/client';
import { and, eq, like } from 'drizzle-orm';
import { admins, leasedJobs, readerSettings, type Purchase } from '../../src/server/db/schema';
import { insertTestOrders } from './admin-data-factories';

export const everyDay = (start: string, end: string): WeeklyWindow[] =>
  [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, start, end }));

/** An admin with weekly hours (every day 09:00-17:00 in Los Angeles unless told). */
export async function insertTestReader(
  db: Queryable,
  overrides: Partial<typeof readerSettings.$inferInsert> = {},
  name = 'Ada Reader',
) {
  const email = `reader.${randomUUID().slice(0, 8)}@astral.test`;
  const [admin] = await db.insert(admins).values({ email, emailKey: email, name }).returning();
  await db.insert(readerSettings).values({
    adminId: admin!.id,
    timeZone: 'America/Los_Angeles',
    weekly: everyDay('09:00', '17:00'),
    daysOff: [],
    bufferMinutes: 15,
    meetingLink: 'https://meet.example.com/ada',
    ...overrides,
  });
  return admin!;
}

/** A paid order of The Quantum Leap whose coaching sessions can be booked, with its reader. */
export async function insertBookableOrder(
  db: Queryable,
  readerId: string | null,
  overrides: { productId?: number; paymentStatus?: Purchase['paymentStatus'] } = {},
): Promise<Purchase> {
  const email = `buyer.${randomUUID().slice(0, 8)}@example.com`;
  const [purchase] = await insertTestOrders(db, [
    {
      productId: overrides.productId ?? 8,
      paymentStatus: overrides.paymentStatus ?? 'completed',
      assignedReaderId: readerId,
      customer: { fullName: 'Kiri Buyer', email },
    },
  ]);
  await sessionsBecameBookable(db, purchase!.id, { at: 'payment' });
  return purchase!;
}

/**
 * The mail worker's part, without a worker: the session invitations of a booking still waiting
 * are marked sent, as if their settle time had passed (a later change then no longer replaces
 * them, decision 303).
 */
export async function markInvitationsSent(db: Queryable, bookingId: string): Promise<void> {
  await db
    .update(leasedJobs)
    .set({ status: 'done', sentAt: new Date() })
    .where(
      and(
        eq(leasedJobs.status, 'queued'),
        like(leasedJobs.dedupeKey, `session-invitation:${bookingId}:%`),
      ),
    );
}
