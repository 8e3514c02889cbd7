import { and, eq, like } from 'drizzle-orm';
import type { Queryable } from '../db/client';
import { leasedJobs, type Booking } from '../db/schema';
import type { CustomerContact } from '../customers/customers';
import { queueOrderEmail } from '../orders/order-mail';
import type { OrderActor } from '../orders/timeline';
import type { BookingChange } from './change-keys';
import {
  sessionLabel,
  sessionTitle,
  type ChangeTiming,
  type OrderSessionContext,
} from './order-sessions';
import { DEFAULT_MAIL_SETTLE_SECONDS } from './rules';

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

/** The calendar invitation of the booking as it now stands, to the customer and the reader. */
export async function queueInvitations(
  tx: Queryable,
  context: OrderSessionContext,
  booking: Booking,
  change: BookingChange,
  contact: CustomerContact,
  actor: OrderActor,
  timing: ChangeTiming,
) {
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
        ...(settleSeconds > 0
          ? { notBefore: new Date(timing.now.getTime() + settleSeconds * 1000) }
          : {}),
      },
      actor,
    );
  }
}
