import { findProduct, liveSessionsOf, type LiveSession } from '../../common/catalogue';
import type { Booking, Purchase } from '../db/schema';
import type { SessionReader } from './readers';

/*
 * An order's sessions as a change of them sees them: the catalogue's session a booking holds,
 * the words its mails and timeline use for it.
 */

/** An order's session as a change needs it: the order, the catalogue's session, its reader. */
export interface OrderSessionContext {
  purchase: Purchase;
  session: LiveSession;
  reader: SessionReader;
}

/** When a change happens, and how long its invitations wait for a later change to replace them. */
export interface ChangeTiming {
  now: Date;
  /** `BOOKING_MAIL_SETTLE_SECONDS`; the default when not given (a refund). */
  mailSettleSeconds?: number;
}

/** The catalogue's session of this key that the order's product sells, if it still does. */
export function orderSessionOf(
  purchase: Pick<Purchase, 'productId'>,
  sessionKey: string,
): LiveSession | undefined {
  const product = findProduct(purchase.productId);
  return product ? liveSessionsOf(product).find((item) => item.key === sessionKey) : undefined;
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
