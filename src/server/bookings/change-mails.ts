import type { LiveSession } from '../../common/catalogue';
import type { Queryable } from '../db/client';
import type { Booking, Purchase } from '../db/schema';
import { orderContact } from '../orders/order-customer';
import { queueOrderEmail } from '../orders/order-mail';
import { recordOrderEvent, type OrderActor } from '../orders/timeline';
import type { SessionReader } from './readers';
import { REMINDER_HOURS } from './rules';

const HOUR_MS = 60 * 60 * 1000;

/** An order's session as a change needs it: the order, the catalogue's session, its reader. */
export interface OrderSessionContext {
  purchase: Purchase;
  session: LiveSession;
  reader: SessionReader;
}

export function eventData(booking: Booking) {
  return {
    bookingId: booking.id,
    sessionKey: booking.sessionKey,
    sessionNumber: booking.sessionNumber,
    startsAt: booking.startsAt.toISOString(),
    readerId: booking.readerId,
  };
}

export function sessionTitle(session: LiveSession, number: number, readerName: string): string {
  const name =
    session.count > 1 ? `${session.name}: session ${number} of ${session.count}` : session.name;
  return `${name} with ${readerName}`;
}

/** Timeline, invitations to both sides, and the reminders of the booking as it now stands. */
export async function afterChange(
  tx: Queryable,
  context: OrderSessionContext,
  booking: Booking,
  change: 'booked' | 'moved' | 'cancelled',
  actor: OrderActor,
  now: Date,
  from?: Date,
) {
  const kinds = {
    booked: 'session-booked',
    moved: 'session-moved',
    cancelled: 'session-cancelled',
  } as const;
  const data = eventData(booking);
  if (change === 'moved') {
    await recordOrderEvent(tx, {
      purchaseId: booking.purchaseId,
      kind: 'session-moved',
      actor,
      data: { ...data, from: from!.toISOString() },
    });
  } else {
    await recordOrderEvent(tx, {
      purchaseId: booking.purchaseId,
      kind: kinds[change],
      actor,
      data,
    });
  }
  const contact = orderContact(context.purchase);
  if (!contact) return;
  const { reader, session } = context;
  const invitation = {
    bookingId: booking.id,
    sequence: booking.sequence,
    method: change === 'cancelled' ? ('cancel' as const) : ('request' as const),
    startsAt: booking.startsAt.toISOString(),
    endsAt: booking.endsAt.toISOString(),
    title: sessionTitle(session, booking.sessionNumber, reader.name),
    description: `${session.name} of order ${booking.purchaseId.slice(-8).toUpperCase()}. Join from the meeting link at the time of the session.`,
    meetingLink: reader.meetingLink,
    reader: { name: reader.name, email: reader.email },
    customer: { name: contact.fullName, email: contact.email },
  };
  const sides = [
    { role: 'customer' as const, recipient: contact.email, timeZone: booking.customerTimeZone },
    { role: 'reader' as const, recipient: reader.email, timeZone: reader.hours?.timeZone ?? 'UTC' },
  ];
  for (const side of sides) {
    await queueOrderEmail(
      tx,
      booking.purchaseId,
      {
        kind: 'session-invitation',
        recipient: side.recipient,
        payload: {
          purchaseId: booking.purchaseId,
          invitation,
          recipientRole: side.role,
          timeZone: side.timeZone,
          change,
          sessionName: session.name,
        },
        dedupeKey: `session-invitation:${booking.id}:${booking.sequence}:${side.role}`,
      },
      actor,
    );
  }
  if (change === 'cancelled') return;
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
          sessionName: session.name,
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
