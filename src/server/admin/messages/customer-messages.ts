import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { adminMessages } from '../../../common/admin';
import {
  customerMessageMessages,
  type CustomerMessageInput,
} from '../../../common/customer-message';
import type { Database } from '../../db/client';
import { purchases, users } from '../../db/schema';
import { AppError } from '../../errors';
import { queueOrderEmail } from '../../orders/order-mail';
import { isPlacedOrder } from '../../orders/orders';
import { recordOrderEvent, type OrderActor } from '../../orders/timeline';

export interface MessageCustomerOptions {
  purchaseId: string;
  input: CustomerMessageInput;
  actor: OrderActor;
}

/**
 * Queues an admin's message to the customer of a paid order through the outbox and records it
 * on the order's timeline, in one transaction: the timeline never tells of a mail that was not
 * queued. The text itself lives in the mail job only.
 */
export async function messageCustomer(
  db: Database,
  options: MessageCustomerOptions,
): Promise<{ emailJobId: string }> {
  return db.transaction(async (tx) => {
    const [order] = await tx
      .select({
        paymentStatus: purchases.paymentStatus,
        fullName: sql<
          string | null
        >`coalesce(${users.fullName}, ${purchases.customer}->>'fullName')`,
        email: sql<string | null>`coalesce(${users.email}, ${purchases.customer}->>'email')`,
      })
      .from(purchases)
      .leftJoin(users, eq(users.id, purchases.userId))
      .where(and(eq(purchases.id, options.purchaseId), isPlacedOrder));
    if (!order) throw new AppError('not_found', adminMessages.orderNotFound);
    if (order.paymentStatus !== 'completed' && order.paymentStatus !== 'refunded') {
      throw new AppError('conflict', customerMessageMessages.notPaid);
    }
    const email = order.email?.trim();
    if (!email) throw new AppError('conflict', customerMessageMessages.noAddress);
    const { subject, body } = options.input;
    const emailJobId = await queueOrderEmail(
      tx,
      options.purchaseId,
      {
        kind: 'customer-message',
        recipient: email,
        payload: {
          purchaseId: options.purchaseId,
          fullName: order.fullName ?? '',
          subject,
          body,
        },
        dedupeKey: `customer-message:${options.purchaseId}:${randomUUID()}`,
      },
      options.actor,
    );
    if (!emailJobId) throw new Error('a fresh dedupe key queued no mail');
    await recordOrderEvent(tx, {
      purchaseId: options.purchaseId,
      kind: 'customer-messaged',
      actor: options.actor,
      data: { emailJobId, subject, characters: body.length },
    });
    return { emailJobId };
  });
}
