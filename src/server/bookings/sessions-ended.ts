import { and, count, eq, inArray, max } from 'drizzle-orm';
import { findProduct, liveSessionsOf } from '../../common/catalogue';
import type { Queryable } from '../db/client';
import { bookings, purchases } from '../db/schema';

/**
 * When the last session an order sells ended, once every one of them has taken place (held, or
 * marked missed by the customer); null while any is still to be booked or held, and for orders
 * that sell none. Priority support, where the catalogue sells it, runs until then (decision 282).
 */
export async function sessionsEndedAt(db: Queryable, purchaseId: string): Promise<Date | null> {
  const [purchase] = await db
    .select({ productId: purchases.productId })
    .from(purchases)
    .where(eq(purchases.id, purchaseId));
  const product = purchase ? findProduct(purchase.productId) : undefined;
  if (!product) return null;
  const sold = liveSessionsOf(product).reduce((sum, session) => sum + session.count, 0);
  if (sold === 0) return null;
  const [taken] = await db
    .select({ sessions: count(), lastEnd: max(bookings.endsAt) })
    .from(bookings)
    .where(and(eq(bookings.purchaseId, purchaseId), inArray(bookings.status, ['held', 'missed'])));
  if (!taken || taken.sessions < sold || !taken.lastEnd) return null;
  return taken.lastEnd;
}
