import { and, asc, eq, isNull } from 'drizzle-orm';
import {
  supportMessages as supportCopy,
  type SupportMessageView,
  type SupportSide,
  type SupportThreadView,
} from '../../common/support';
import type { Queryable } from '../db/client';
import { admins, supportMessages, type Purchase } from '../db/schema';
import { orderSupportOf, supportWindowView, type OrderSupport } from './support-window';
import { readerNameOf } from '../../common/readers';

/** Every message of an order's thread, oldest first, the reader's named. */
export async function threadMessages(
  db: Queryable,
  purchaseId: string,
): Promise<SupportMessageView[]> {
  const rows = await db
    .select({
      id: supportMessages.id,
      side: supportMessages.side,
      body: supportMessages.body,
      createdAt: supportMessages.createdAt,
      readAt: supportMessages.readAt,
      readerDisplayName: admins.displayName,
      readerName: admins.name,
      readerEmail: admins.email,
    })
    .from(supportMessages)
    .leftJoin(admins, eq(admins.id, supportMessages.adminId))
    .where(eq(supportMessages.purchaseId, purchaseId))
    .orderBy(asc(supportMessages.createdAt), asc(supportMessages.id));
  return rows.map((row) => ({
    id: row.id,
    side: row.side,
    // The reader's name as customers know it, never their address.
    authorName:
      row.side === 'reader'
        ? row.readerEmail
          ? readerNameOf({
              displayName: row.readerDisplayName,
              name: row.readerName,
              email: row.readerEmail,
            })
          : 'Your reader'
        : null,
    body: row.body,
    createdAt: row.createdAt.toISOString(),
    readAt: row.readAt?.toISOString() ?? null,
  }));
}

/** Marks what the other side wrote as seen by `viewer`, now. */
export async function markThreadRead(
  db: Queryable,
  purchaseId: string,
  viewer: SupportSide,
  now: Date,
): Promise<void> {
  const writer: SupportSide = viewer === 'customer' ? 'reader' : 'customer';
  await db
    .update(supportMessages)
    .set({ readAt: now })
    .where(
      and(
        eq(supportMessages.purchaseId, purchaseId),
        eq(supportMessages.side, writer),
        isNull(supportMessages.readAt),
      ),
    );
}

/** Whether the last message is the customer's: the thread waits on a reader. */
export function isWaitingOnReader(messages: readonly SupportMessageView[]): boolean {
  return messages.at(-1)?.side === 'customer';
}

/**
 * Who may write now. The customer: while the window is open on a paid order. The reader: while
 * it is open, and after it closed only to answer a question still waiting (decision 284).
 */
export function writePermission(
  support: OrderSupport,
  purchase: Purchase,
  viewer: SupportSide,
  messages: readonly SupportMessageView[],
): { canWrite: boolean; readOnlyReason: string | null } {
  const { window } = support;
  if (purchase.paymentStatus !== 'completed') {
    return {
      canWrite: false,
      readOnlyReason: 'This order is not paid (or was refunded): the thread is read-only.',
    };
  }
  if (window.isOpen) return { canWrite: true, readOnlyReason: null };
  if (!window.opensAt) return { canWrite: false, readOnlyReason: supportCopy.notOpenYet };
  if (viewer === 'reader' && isWaitingOnReader(messages)) {
    return { canWrite: true, readOnlyReason: null };
  }
  return {
    canWrite: false,
    readOnlyReason: viewer === 'customer' ? supportCopy.closed : supportCopy.readerClosed,
  };
}

/** The thread as `viewer` sees it at `now`; an order with no support window shows none. */
export async function supportThreadView(
  db: Queryable,
  purchase: Purchase,
  viewer: SupportSide,
  now: Date,
): Promise<SupportThreadView> {
  const support = await orderSupportOf(db, purchase, now);
  if (!support) return { window: null, messages: [], canWrite: false, readOnlyReason: null };
  const messages = await threadMessages(db, purchase.id);
  return {
    window: supportWindowView(support),
    messages,
    ...writePermission(support, purchase, viewer, messages),
  };
}
