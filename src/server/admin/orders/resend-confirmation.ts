import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { adminMessages } from '../../../common/admin';
import { adminActionMessages, type AdminActionReply } from '../../../common/admin-actions';
import { changeCustomerEmail } from '../../customers/customers';
import type { Database } from '../../db/client';
import { purchases } from '../../db/schema';
import { AppError } from '../../errors';
import { queueOrderEmail } from '../../orders/order-mail';
import { orderCustomer } from '../../orders/order-customer';
import { paidInAll } from '../../orders/upgrades';
import { confirmationPayload, lockOrder, ORDER_CONFIRMATION_KIND } from '../../orders/orders';
import { recordOrderEvent, type OrderActor } from '../../orders/timeline';
import { adminEventView } from '../event-view';

export interface ResendOptions {
  purchaseId: string;
  /** A corrected address: it becomes the order's contact (and the customer's, if free). */
  email?: string;
  actor: OrderActor;
}

/**
 * Sends the order confirmation again, as a new mail of its own. A corrected address replaces
 * the order's contact and, unless another customer already uses it, the customer's e-mail.
 */
export async function resendConfirmation(
  db: Database,
  options: ResendOptions,
): Promise<AdminActionReply> {
  return db.transaction(async (tx) => {
    const purchase = await lockOrder(tx, options.purchaseId);
    if (!purchase) throw new AppError('not_found', adminMessages.orderNotFound);
    if (purchase.paymentStatus !== 'completed') {
      throw new AppError('conflict', adminActionMessages.notConfirmable);
    }
    const customer = orderCustomer(purchase);
    if (!customer) throw new AppError('conflict', adminActionMessages.noCustomer);

    const previous = customer.email.trim();
    const to = options.email?.trim() ?? previous;
    const isCorrection = to !== previous;
    let isCustomerUpdated = false;
    if (isCorrection) {
      await tx
        .update(purchases)
        .set({
          customer: sql`jsonb_set(${purchases.customer}, '{email}', to_jsonb(${to}::text))`,
          updatedAt: sql`now()`,
        })
        .where(eq(purchases.id, purchase.id));
      if (purchase.userId) isCustomerUpdated = await changeCustomerEmail(tx, purchase.userId, to);
    }
    const event = await recordOrderEvent(tx, {
      purchaseId: purchase.id,
      kind: 'email-resent',
      actor: options.actor,
      data: {
        mailKind: ORDER_CONFIRMATION_KIND,
        to,
        ...(isCorrection ? { previous, isCustomerUpdated } : {}),
      },
    });
    // An upgraded order was paid in parts (decision 358): the confirmation names what was paid.
    const paid = await paidInAll(tx, purchase);
    await queueOrderEmail(
      tx,
      purchase.id,
      {
        kind: ORDER_CONFIRMATION_KIND,
        recipient: to,
        payload: confirmationPayload({ ...purchase, amount: paid }, { ...customer, email: to }),
        dedupeKey: `${ORDER_CONFIRMATION_KIND}:${purchase.id}:resend:${randomUUID()}`,
      },
      options.actor,
    );
    return { ok: true, event: adminEventView(event) };
  });
}
