import { eq } from 'drizzle-orm';
import {
  answerDueDate,
  SUPPORT_MESSAGE_LIMITS,
  supportMessages as supportCopy,
  type SupportSide,
  type SupportThreadView,
} from '../../common/support';
import type { Database, Transaction } from '../db/client';
import { admins, supportMessages, type Admin, type Purchase } from '../db/schema';
import { AppError } from '../errors';
import { orderContact } from '../orders/order-customer';
import { queueOrderEmail } from '../orders/order-mail';
import { lockOrder } from '../orders/orders';
import { recordOrderEvent } from '../orders/timeline';
import { hitRateLimit, type RateLimit } from '../web/rate-limit';
import { orderSupportOf, type OrderSupport } from './support-window';
import { markThreadRead, supportThreadView, threadMessages, writePermission } from './thread';
import { readerNameOf } from '../../common/readers';

/** Counted per order, not per address: a thread is one customer's, wherever they write from. */
const perHour: RateLimit = {
  bucket: 'support-message-hour',
  limit: SUPPORT_MESSAGE_LIMITS.perHour,
  windowSeconds: 3600,
};
const perDay: RateLimit = {
  bucket: 'support-message-day',
  limit: SUPPORT_MESSAGE_LIMITS.perDay,
  windowSeconds: 86_400,
};

export interface SupportDeps {
  db: Database;
  /** The shared support address: the reader's mail goes there when the order has no reader. */
  supportEmail: string;
}

interface NewMessage {
  purchaseId: string;
  body: string;
  now: Date;
}

/**
 * The order locked, with its support window; the message refused with nothing written when the
 * writer may not write now.
 */
async function lockedThread(
  tx: Transaction,
  purchaseId: string,
  writer: SupportSide,
  now: Date,
): Promise<{ purchase: Purchase; support: OrderSupport }> {
  const purchase = await lockOrder(tx, purchaseId);
  if (!purchase || purchase.paymentStatus !== 'completed') {
    throw new AppError('not_found', supportCopy.notFound);
  }
  const support = await orderSupportOf(tx, purchase, now);
  if (!support) throw new AppError('not_found', supportCopy.notFound);
  const messages = await threadMessages(tx, purchase.id);
  const permission = writePermission(support, purchase, writer, messages);
  if (!permission.canWrite) {
    throw new AppError('conflict', permission.readOnlyReason ?? supportCopy.closed);
  }
  return { purchase, support };
}

async function insertMessage(
  tx: Transaction,
  message: NewMessage & { side: SupportSide; admin: Admin | null },
) {
  const [row] = await tx
    .insert(supportMessages)
    .values({
      purchaseId: message.purchaseId,
      side: message.side,
      adminId: message.admin?.id ?? null,
      body: message.body,
      createdAt: message.now,
    })
    .returning();
  if (!row) throw new Error('support message insert returned no row');
  await recordOrderEvent(tx, {
    purchaseId: message.purchaseId,
    kind: 'support-message-written',
    actor: message.admin ? `admin:${message.admin.email}` : 'customer',
    data: { messageId: row.id, side: message.side, characters: row.body.length },
  });
  return row;
}

/** Where a customer's message goes: the order's reader, else the shared support address. */
async function readerAddress(tx: Transaction, purchase: Purchase, supportEmail: string) {
  if (!purchase.assignedReaderId) return supportEmail;
  const [reader] = await tx
    .select({ email: admins.email })
    .from(admins)
    .where(eq(admins.id, purchase.assignedReaderId));
  return reader?.email ?? supportEmail;
}

async function refuseOverLimits(tx: Transaction, purchaseId: string, now: Date): Promise<void> {
  for (const rule of [perHour, perDay]) {
    const outcome = await hitRateLimit(tx, rule, purchaseId, now.getTime());
    if (!outcome.isAllowed) {
      const refusal = new AppError('too_many_requests', supportCopy.tooMany);
      refusal.retryAfterSeconds = outcome.retryAfterSeconds;
      throw refusal;
    }
  }
}

/**
 * The customer writes in their order's thread: refused with nothing written outside the window
 * or over the order's limits; else the message, its timeline event and the reader's mail, in one
 * transaction.
 */
export async function writeCustomerMessage(
  deps: SupportDeps,
  message: NewMessage,
): Promise<SupportThreadView> {
  const purchase = await deps.db.transaction(async (tx) => {
    const { purchase, support } = await lockedThread(
      tx,
      message.purchaseId,
      'customer',
      message.now,
    );
    await refuseOverLimits(tx, purchase.id, message.now);
    const row = await insertMessage(tx, { ...message, side: 'customer', admin: null });
    const { answerTarget, isPriority } = support.window;
    await queueOrderEmail(
      tx,
      purchase.id,
      {
        kind: 'support-message-to-reader',
        recipient: await readerAddress(tx, purchase, deps.supportEmail),
        payload: {
          purchaseId: purchase.id,
          productName: support.product.name,
          customerName: orderContact(purchase)?.fullName ?? null,
          body: row.body,
          isPriority,
          answerTarget: answerTarget.label,
          answerDue: answerDueDate(row.createdAt, answerTarget),
        },
        dedupeKey: `support-message:${row.id}`,
      },
      'customer',
    );
    return purchase;
  });
  return supportThreadView(deps.db, purchase, 'customer', message.now);
}

/** A reader answers from the admin area: the message, its event and the customer's mail. */
export async function writeReaderMessage(
  deps: SupportDeps,
  message: NewMessage & { admin: Admin },
): Promise<SupportThreadView> {
  const purchase = await deps.db.transaction(async (tx) => {
    const { purchase, support } = await lockedThread(tx, message.purchaseId, 'reader', message.now);
    const contact = orderContact(purchase);
    if (!contact) {
      throw new AppError('conflict', 'This order has no customer address to send the answer to.');
    }
    const row = await insertMessage(tx, { ...message, side: 'reader' });
    // Answering is reading: the customer's messages before it are seen.
    await markThreadRead(tx, purchase.id, 'reader', message.now);
    await queueOrderEmail(
      tx,
      purchase.id,
      {
        kind: 'support-message-to-customer',
        recipient: contact.email.trim(),
        payload: {
          purchaseId: purchase.id,
          fullName: contact.fullName,
          productName: support.product.name,
          readerName: readerNameOf(message.admin),
          body: row.body,
        },
        dedupeKey: `support-message:${row.id}`,
      },
      `admin:${message.admin.email}`,
    );
    return purchase;
  });
  return supportThreadView(deps.db, purchase, 'reader', message.now);
}
