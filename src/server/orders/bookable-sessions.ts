import { eq } from 'drizzle-orm';
import { findProduct, liveSessionsOf } from '../../common/catalogue';
import type { Queryable } from '../db/client';
import { bookableSessions, purchases } from '../db/schema';
import { orderContact } from './order-customer';
import { queueOrderEmail } from './order-mail';
import { recordOrderEvent } from './timeline';

/*
 * Which of an order's sessions may be booked: they open with the order's own steps, its payment
 * and its written reading's delivery, so the order owns the rows; bookings/ books within them.
 */

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Marks an order's sessions bookable (decision 277) and tells the customer once: the
 * consultations once the written reading is delivered, the coaching sessions from payment.
 * Idempotent; an unpaid or refunded order gets nothing. `at: 'payment'` is the payment's call;
 * the written reading's delivery calls it without, which also opens the payment's kinds (a
 * shop that delivers first never leaves them closed). Returns the keys opened now.
 */
export async function sessionsBecameBookable(
  db: Queryable,
  purchaseId: string,
  options: {
    at?: 'payment' | 'written-delivery';
    unbookedReminderDays?: number;
    /** When they became bookable (the delivery's clock); the unbooked reminder counts from it. */
    now?: Date;
  } = {},
): Promise<string[]> {
  const [purchase] = await db.select().from(purchases).where(eq(purchases.id, purchaseId));
  if (!purchase || purchase.paymentStatus !== 'completed') return [];
  const product = findProduct(purchase.productId);
  if (!product) return [];
  const at = options.at ?? 'written-delivery';
  const due = liveSessionsOf(product).filter(
    (session) => at === 'written-delivery' || session.bookableFrom === 'payment',
  );
  if (due.length === 0) return [];
  const opened = await db
    .insert(bookableSessions)
    .values(due.map((session) => ({ purchaseId, sessionKey: session.key })))
    .onConflictDoNothing()
    .returning({ sessionKey: bookableSessions.sessionKey });
  const keys = opened.map((row) => row.sessionKey);
  if (keys.length === 0) return [];
  const sessions = due.filter((session) => keys.includes(session.key));
  await recordOrderEvent(db, {
    purchaseId,
    kind: 'sessions-bookable',
    actor: 'system',
    data: { sessionKeys: keys },
  });
  const contact = orderContact(purchase);
  if (contact) {
    const payload = {
      purchaseId,
      fullName: contact.fullName,
      productName: product.name,
      sessions: sessions.map(({ key, name, count }) => ({ key, name, count })),
    };
    const tag = keys.join('+');
    await queueOrderEmail(db, purchaseId, {
      kind: 'sessions-bookable',
      recipient: contact.email,
      payload,
      dedupeKey: `sessions-bookable:${purchaseId}:${tag}`,
    });
    const days = options.unbookedReminderDays ?? 7;
    await queueOrderEmail(db, purchaseId, {
      kind: 'sessions-bookable',
      recipient: contact.email,
      payload: { ...payload, isReminder: true },
      dedupeKey: `sessions-unbooked:${purchaseId}:${tag}`,
      notBefore: new Date((options.now ?? new Date()).getTime() + days * DAY_MS),
    });
  }
  return keys;
}
