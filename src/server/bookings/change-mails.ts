import type { Queryable } from '../db/client';
import type { Booking } from '../db/schema';
import { orderContact } from '../orders/order-customer';
import { recordOrderEvent, type OrderActor } from '../orders/timeline';
import type { BookingChange } from './change-keys';
import { queueInvitations } from './invitations';
import { eventData, type ChangeTiming, type OrderSessionContext } from './order-sessions';
import { queueSessionReminders } from './reminders';

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
  await queueInvitations(tx, context, booking, change, contact, actor, timing);
  if (change === 'cancelled') return;
  await queueSessionReminders(tx, context, booking, contact, actor, timing.now);
}
