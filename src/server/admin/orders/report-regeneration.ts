import { eq, sql } from 'drizzle-orm';
import { adminMessages } from '../../../common/admin';
import {
  adminActionMessages,
  type AdminActionReply,
  type CorrectedBirthData,
} from '../../../common/admin-actions';
import type { Database } from '../../db/client';
import { purchases } from '../../db/schema';
import { AppError } from '../../errors';
import {
  isComputedReportOrder,
  orderBirthData,
  queueComputedReport,
  withBirthData,
} from '../../orders/computed-reports';
import { orderCustomer } from '../../orders/order-customer';
import { lockOrder } from '../../orders/orders';
import { recordOrderEvent, type OrderActor } from '../../orders/timeline';
import { adminEventView } from '../event-view';

/**
 * A new version of an order's computed report (a catalogue product with `computedReport`), after correcting its birth data
 * when `birthData` is given: the correction, its timeline event and the queued job are one
 * transaction; the report worker then makes the PDF and e-mails it like the first.
 */
export async function regenerateReport(
  db: Database,
  options: { purchaseId: string; birthData?: CorrectedBirthData; actor: OrderActor },
): Promise<AdminActionReply> {
  return db.transaction(async (tx) => {
    const purchase = await lockOrder(tx, options.purchaseId);
    if (!purchase) throw new AppError('not_found', adminMessages.orderNotFound);
    if (!isComputedReportOrder(purchase)) {
      throw new AppError('conflict', adminActionMessages.notComputedReport);
    }
    if (purchase.paymentStatus !== 'completed') {
      throw new AppError('conflict', adminActionMessages.notRegenerable);
    }
    const before = orderBirthData(purchase);
    if (options.birthData) {
      const customer = orderCustomer(purchase);
      if (!customer) throw new AppError('conflict', adminActionMessages.noCustomer);
      const corrected = withBirthData(customer, options.birthData);
      const after = orderBirthData({ customer: corrected });
      if (JSON.stringify(after) !== JSON.stringify(before)) {
        await tx
          .update(purchases)
          .set({ customer: corrected, updatedAt: sql`now()` })
          .where(eq(purchases.id, purchase.id));
        await recordOrderEvent(tx, {
          purchaseId: purchase.id,
          kind: 'birth-data-corrected',
          actor: options.actor,
          data: { from: before, to: after },
        });
      }
    } else if (!before) {
      throw new AppError('conflict', adminActionMessages.noBirthData);
    }
    const jobId = await queueComputedReport(tx, {
      purchaseId: purchase.id,
      reason: 'regenerate',
      actor: options.actor,
    });
    const event = await recordOrderEvent(tx, {
      purchaseId: purchase.id,
      kind: 'report-regeneration-requested',
      actor: options.actor,
      data: { jobId },
    });
    return { ok: true, event: adminEventView(event) };
  });
}
