import { and, eq, like } from 'drizzle-orm';
import type { LiveSession } from '../../common/catalogue';
import type { Queryable } from '../db/client';
import { leasedJobs, type Booking, type Purchase } from '../db/schema';
import { orderContact } from '../orders/order-customer';
import { queueOrderEmail } from '../orders/order-mail';
import { recordOrderEvent, type OrderActor } from '../orders/timeline';
import type { BookingChange } from './change-keys';
import type { SessionReader } from './readers';
import { DEFAULT_MAIL_SETTLE_SECONDS, REMINDER_HOURS } from './rules';

const HOUR_MS = 60 * 60 * 1000;

/** When a change happens, and how long its invitations wait for a later change to replace them. */
export interface ChangeTiming {
  now: Date;
  /** `BOOKING_MAIL_SETTLE_SECONDS`; the default when not given (a refund). */
  mailSettleSeconds?: number;
}

/**
 * The change one side is to be told, once the invitations of this booking still waiting to go
 * to it are withdrawn: a later change replaces them (decision 303). A side that never received
 * the booking (its "booked" invitation was among them) gets a fresh "booked" for a move and
 * nothing for a cancel; null: nothing to send.
 */
async function settledChange(
  tx: Queryable,
  bookingId: string,
  role: 'customer' | 'reader',
  change: BookingChange,
): Promise<BookingChange | null> {
  const withdrawn = await tx
    .update(leasedJobs)
    .set({ status: 'cancelled', lastError: 'replaced by a later change of the session' })
    .where(
      and(
        eq(leasedJobs.mailKind, 'session-invitation'),
        eq(leasedJobs.status, 'queued'),
        like(leasedJobs.dedupeKey, `session-invitation:${bookingId}:%:${role}`),
      ),
    )
    .returning({ payload: leasedJobs.payload });
  const isUnknownToSide = withdrawn.some(
    (job) => (job.payload as { change?: unknown }).change === 'booked',
  );
  if (!isUnknownToSide) return change;
  return change === 'cancelled' ? null : 'booked';
}

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

/**
 * The one session a booking holds, numbered when the product sells several: its mails said
 * 'Booked: Three 60-minute coaching sessions on ...' for one session of the three.
 */
export function sessionLabel(session: LiveSession, number: number): string {
  return session.count > 1
    ? `${session.name}: session ${number} of ${session.count}`
    : session.name;
}

export function sessionTitle(session: LiveSession, number: number, readerName: string): string {
  return `${sessionLabel(session, number)} with ${readerName}`;
}

/** Timeline, invitations to both sides, and the reminders of the booking as it now stands. */
export async function afterChange(
  tx: Queryable,
  context: OrderSessionContext,
  booking: Booking,
  change: BookingChange,
  actor: OrderActor,
  timing: ChangeTiming,
  from?: Date,
) {
  const { now } = timing;
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
  const settleSeconds = timing.mailSettleSeconds ?? DEFAULT_MAIL_SETTLE_SECONDS;
  for (const side of sides) {
    const told = await settledChange(tx, booking.id, side.role, change);
    if (!told) continue;
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
          change: told,
          sessionName: sessionLabel(session, booking.sessionNumber),
        },
        dedupeKey: `session-invitation:${booking.id}:${booking.sequence}:${side.role}`,
        // Held a short while, so a burst of changes sends each side its last state only.
        ...(settleSeconds > 0 ? { notBefore: new Date(now.getTime() + settleSeconds * 1000) } : {}),
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
