import { and, asc, eq, gte, lt } from 'drizzle-orm';
import type { CalendarSession } from '../../common/bookings';
import { orderReferenceOf } from '../../common/order-status';
import type { Queryable } from '../db/client';
import { admins, bookings, purchases } from '../db/schema';
import { orderContact } from '../orders/order-customer';
import { readerNameOf } from '../../common/readers';

/** Sessions starting in [from, from + days), cancelled ones left out, for the admin calendar. */
export async function sessionsBetween(
  db: Queryable,
  from: Date,
  days: number,
): Promise<CalendarSession[]> {
  const to = new Date(from.getTime() + days * 24 * 60 * 60 * 1000);
  const rows = await db
    .select({ booking: bookings, admin: admins, customer: purchases.customer })
    .from(bookings)
    .innerJoin(admins, eq(admins.id, bookings.readerId))
    .innerJoin(purchases, eq(purchases.id, bookings.purchaseId))
    .where(and(gte(bookings.startsAt, from), lt(bookings.startsAt, to)))
    .orderBy(asc(bookings.startsAt));
  return rows
    .filter((row) => row.booking.status !== 'cancelled')
    .map(({ booking, admin, customer }) => ({
      id: booking.id,
      purchaseId: booking.purchaseId,
      reference: orderReferenceOf(booking.purchaseId),
      sessionKey: booking.sessionKey,
      sessionNumber: booking.sessionNumber,
      startsAt: booking.startsAt.toISOString(),
      endsAt: booking.endsAt.toISOString(),
      status: booking.status,
      readerName: readerNameOf(admin),
      customerName: orderContact({ customer })?.fullName ?? null,
    }));
}
