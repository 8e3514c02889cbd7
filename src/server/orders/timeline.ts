import { asc, eq } from 'drizzle-orm';
import type { Queryable } from '../db/client';
import { orderEvents, type OrderEvent } from '../db/schema';

/** What can happen to an order. Refunds join this list later. */
export type OrderEventKind =
  | 'paid'
  | 'payment-failed'
  | 'customer-filed'
  | 'email-queued'
  | 'email-sent'
  | 'upload-stored'
  | 'upload-rejected'
  | 'questionnaire-submitted'
  /** An admin cleared a file the customer had not submitted: `{ uploadId, uploadKind, fileName }`. */
  | 'upload-cleared'
  | 'reminders-cancelled'
  // Admin actions on an order (src/server/admin/orders/order-actions-routes.ts).
  | 'email-resent'
  | 'refunded'
  | 'report-attached'
  | 'report-removed'
  | 'report-delivered'
  | 'download-links-reissued'
  /** An admin moved the order: `{ from, to }` processing statuses. */
  | 'processing-status-changed'
  /** An admin edited the order's notes: `{ from, to }`. */
  | 'notes-changed'
  // Computed reports (src/server/reports).
  /** A report PDF was made: `{ fileId, fileName, size, version, reason, placeUsed, notes }`. */
  | 'report-generated'
  /** The report could not be made and will not be retried: `{ reason }`. */
  | 'report-failed'
  /** An admin asked for a new version: `{ jobId }`. */
  | 'report-regeneration-requested'
  /** An admin corrected the birth data on the order: `{ from, to }`. */
  | 'birth-data-corrected'
  // The affiliate programme (decision 075).
  /** The referred sale's commission: `{ amountCents, rate, payableAt }`. */
  | 'commission-booked'
  /** A refund's reversal of it: `{ amountCents }` (negative). */
  | 'commission-reversed'
  /** The buyer is the referring affiliate: no commission. */
  | 'self-referral'
  // A customer's data (the /privacy page's rights, orders/customer-erasure.ts).
  /** An admin downloaded a copy of the customer's data: `{ files }` in the archive. */
  | 'customer-data-exported'
  /** An admin erased the customer; the order is kept anonymised: `{ reason, erasedAt }`. */
  | 'customer-erased'
  /**
   * The daily purge removed what the order's retention period covers (decision 155):
   * `{ policy, removed }`, `policy` one of `questionnaire`, `order-personal-data`,
   * `sale-anonymised`.
   */
  | 'retention-purged';

/** Who made it happen. */
export type OrderActor = 'customer' | 'system' | 'payment-provider' | `admin:${string}`;

export interface OrderEventInput {
  purchaseId: string;
  kind: OrderEventKind;
  actor: OrderActor;
  data?: Record<string, unknown>;
}

/**
 * Writes one event on an order's timeline. Call it with the transaction of the change it
 * records, so the timeline never shows a change that did not happen (or misses one that did).
 */
export async function recordOrderEvent(db: Queryable, event: OrderEventInput): Promise<OrderEvent> {
  const [recorded] = await db
    .insert(orderEvents)
    .values({
      purchaseId: event.purchaseId,
      kind: event.kind,
      actor: event.actor,
      data: event.data ?? {},
    })
    .returning();
  if (!recorded) throw new Error('order event insert returned no row');
  return recorded;
}

/** Several events in one statement (a bulk change of many orders), same rule as above. */
export async function recordOrderEvents(db: Queryable, events: OrderEventInput[]): Promise<void> {
  if (events.length === 0) return;
  await db.insert(orderEvents).values(
    events.map((event) => ({
      purchaseId: event.purchaseId,
      kind: event.kind,
      actor: event.actor,
      data: event.data ?? {},
    })),
  );
}

/** The whole timeline of one order, oldest first. */
export async function orderTimeline(db: Queryable, purchaseId: string): Promise<OrderEvent[]> {
  return db
    .select()
    .from(orderEvents)
    .where(eq(orderEvents.purchaseId, purchaseId))
    .orderBy(asc(orderEvents.createdAt), asc(orderEvents.id));
}
