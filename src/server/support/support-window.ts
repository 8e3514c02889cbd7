import { findProduct, type Product } from '../../common/catalogue';
import { supportDeliverablesOf, supportWindowOf, type SupportWindow } from '../../common/support';
import type { SupportWindowView } from '../../common/support';
import type { Queryable } from '../db/client';
import type { Purchase } from '../db/schema';
import { sessionsEndedAt } from '../bookings/sessions-ended';
import { writtenReadingDeliveredAt } from '../orders/still-owed';

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
  const paidAt = purchase.paymentStatus === 'completed' ? (purchase.completedAt ?? null) : null;
  const window = supportWindowOf(product, { paidAt, deliveredAt, sessionsEndAt }, now);
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
