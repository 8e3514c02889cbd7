import { and, eq, like, min, or, sql } from 'drizzle-orm';
import { findProduct, type Product } from '../../common/catalogue';
import { supportDeliverablesOf, supportWindowOf, type SupportWindow } from '../../common/support';
import type { SupportWindowView } from '../../common/support';
import type { Queryable } from '../db/client';
import { orderEvents, type Purchase } from '../db/schema';
import { sessionsEndedAt } from '../bookings/sessions-ended';

/**
 * When the order's written reading was first delivered: a delivery an admin or reader sent, or
 * the order moved to delivered by hand. The computed documents the system sends right after
 * payment do not count (decision 282).
 */
export async function writtenReadingDeliveredAt(
  db: Queryable,
  purchaseId: string,
): Promise<Date | null> {
  const [row] = await db
    .select({ at: min(orderEvents.createdAt) })
    .from(orderEvents)
    .where(
      and(
        eq(orderEvents.purchaseId, purchaseId),
        or(
          and(eq(orderEvents.kind, 'report-delivered'), like(orderEvents.actor, 'admin:%')),
          and(
            eq(orderEvents.kind, 'processing-status-changed'),
            sql`${orderEvents.data}->>'to' = 'delivered'`,
          ),
        ),
      ),
    );
  return row?.at ?? null;
}

export interface OrderSupport {
  product: Product;
  window: SupportWindow;
}

/** The order's product and support window at `now`, or null when the product sells none. */
export async function orderSupportOf(
  db: Queryable,
  purchase: Purchase,
  now: Date,
): Promise<OrderSupport | null> {
  const product = findProduct(purchase.productId);
  if (!product || supportDeliverablesOf(product).length === 0) return null;
  const [deliveredAt, sessionsEndAt] = await Promise.all([
    writtenReadingDeliveredAt(db, purchase.id),
    sessionsEndedAt(db, purchase.id),
  ]);
  const window = supportWindowOf(product, { deliveredAt, sessionsEndAt }, now);
  return window ? { product, window } : null;
}

export function supportWindowView(support: OrderSupport): SupportWindowView {
  const { product, window } = support;
  const names = supportDeliverablesOf(product).map((deliverable) => deliverable.name);
  return {
    name: names.join(' and '),
    opensAt: window.opensAt?.toISOString() ?? null,
    closesAt: window.closesAt?.toISOString() ?? null,
    isOpen: window.isOpen,
    isPriority: window.isPriority,
    answerTarget: window.answerTarget,
  };
}
