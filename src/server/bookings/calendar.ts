import { and, asc, eq, gte, lt, sql } from 'drizzle-orm';
import { workingRanges } from '../../common/booking-slots';
import type { CalendarReaderHours, CalendarSession } from '../../common/bookings';
import { orderReferenceOf } from '../../common/order-status';
import type { Queryable } from '../db/client';
import { admins, bookings, purchases, readerSettings } from '../db/schema';
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

/**
 * Each reader's working time in [from, from + days), for the calendar's shading: their weekly
 * hours less their days off and the shop's holidays (decision 302).
 */
export async function readerHoursBetween(
  db: Queryable,
  from: Date,
  days: number,
  shopHolidays: readonly string[] = [],
): Promise<CalendarReaderHours[]> {
  const to = new Date(from.getTime() + days * 24 * 60 * 60 * 1000);
  const rows = await db
    .select({ admin: admins, settings: readerSettings })
    .from(readerSettings)
    .innerJoin(admins, eq(admins.id, readerSettings.adminId))
    .where(sql`jsonb_array_length(${readerSettings.weekly}) > 0`)
    .orderBy(asc(admins.createdAt), asc(admins.id));
  return rows.map(({ admin, settings }) => ({
    readerName: admin.name ?? admin.email,
    ranges: workingRanges(
      {
        timeZone: settings.timeZone,
        weekly: settings.weekly,
        daysOff: [...settings.daysOff, ...shopHolidays],
        bufferMinutes: settings.bufferMinutes,
      },
      from,
      to,
    ).map((range) => ({ start: range.start.toISOString(), end: range.end.toISOString() })),
  }));
}
