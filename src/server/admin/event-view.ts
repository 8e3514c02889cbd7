import type { AdminOrderEvent } from '../../common/admin';
import type { OrderEvent } from '../db/schema';

/** An order event as the admin API shows it. */
export function adminEventView(event: OrderEvent): AdminOrderEvent {
  return {
    id: event.id,
    kind: event.kind,
    actor: event.actor,
    data: event.data,
    createdAt: event.createdAt.toISOString(),
  };
}
