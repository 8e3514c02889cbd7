import { eq } from 'drizzle-orm';
import type { Queryable } from '../db/client';
import { bookings, purchases, type Booking } from '../db/schema';
import type { CustomerContact } from '../customers/customers';
import { queueOrderEmail } from '../orders/order-mail';
import type { OrderActor } from '../orders/timeline';
import { sessionLabel, type OrderSessionContext } from './order-sessions';
import { REMINDER_HOURS } from './rules';

const HOUR_MS = 60 * 60 * 1000;

/** The customer's reminders of a booking as it now stands, those still ahead of `now`. */
export async function queueSessionReminders(
  tx: Queryable,
  context: OrderSessionContext,
  booking: Booking,
  contact: CustomerContact,
  actor: OrderActor,
  now: Date,
) {
  const { reader, session } = context;
  for (const hours of REMINDER_HOURS) {
    const at = new Date(booking.startsAt.getTime() - hours * HOUR_MS);
    if (at.getTime() <= now.getTime()) continue;
    await queueOrderEmail(
      tx,
      booking.purchaseId,
      {
        kind: 'session-reminder',
        recipient: contact.email,
        payload: {
          purchaseId: booking.purchaseId,
          bookingId: booking.id,
          sequence: booking.sequence,
          hoursBefore: hours,
          startsAt: booking.startsAt.toISOString(),
          timeZone: booking.customerTimeZone,
          fullName: contact.fullName,
          sessionName: sessionLabel(session, booking.sessionNumber),
          readerName: reader.name,
        },
        // One per booking, version and hour: two instances queueing it make one mail.
        dedupeKey: `session-reminder:${booking.id}:${booking.sequence}:${hours}h`,
        notBefore: at,
      },
      actor,
    );
  }
}

/** The worker's check before a reminder goes: the booking still stands as the mail says. */
export async function isSessionReminderWanted(db: Queryable, payload: unknown): Promise<boolean> {
  const { bookingId, sequence } = (payload ?? {}) as { bookingId?: unknown; sequence?: unknown };
  if (typeof bookingId !== 'string' || typeof sequence !== 'number') return false;
  const [booking] = await db
    .select({
      status: bookings.status,
      sequence: bookings.sequence,
      paymentStatus: purchases.paymentStatus,
    })
    .from(bookings)
    .innerJoin(purchases, eq(purchases.id, bookings.purchaseId))
    .where(eq(bookings.id, bookingId));
  return (
    booking?.status === 'booked' &&
    booking.sequence === sequence &&
    booking.paymentStatus === 'completed'
  );
}
