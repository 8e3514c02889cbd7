import { and, asc, eq } from 'drizzle-orm';
import { adminMessages } from '../../../common/admin';
import { findProduct } from '../../../common/catalogue';
import { readingQueueMessages, type QueueReader } from '../../../common/reading-queue';
import type { Database } from '../../db/client';
import type { Queryable } from '../../db/client';
import { admins, purchases } from '../../db/schema';
import { AppError } from '../../errors';
import { recordOrderEvent, type OrderActor } from '../../orders/timeline';
import { readerNameOf } from '../../../common/readers';

/**
 * The admins who may write readings: those who have signed in (so have an id) and are still on
 * the allow-list, which is checked here as it is on every request.
 */
export async function listReaders(
  db: Queryable,
  allowList: readonly string[],
): Promise<QueueReader[]> {
  const allowed = new Set(allowList);
  const rows = await db
    .select({
      id: admins.id,
      email: admins.email,
      name: admins.name,
      displayName: admins.displayName,
      emailKey: admins.emailKey,
    })
    .from(admins)
    .orderBy(asc(admins.emailKey));
  return rows
    .filter((row) => allowed.has(row.emailKey))
    .map((row) => ({ id: row.id, email: row.email, name: readerNameOf(row) }));
}

export interface AssignReaderOptions {
  purchaseId: string;
  readerId: string | null;
  allowList: readonly string[];
  actor: OrderActor;
}

/**
 * Gives a paid order with written reports to a reader (or to nobody), and tells the timeline
 * who it moved from and to. Choosing the present reader again changes nothing and records
 * nothing.
 */
export async function assignReader(
  db: Database,
  options: AssignReaderOptions,
): Promise<{ reader: QueueReader | null }> {
  return db.transaction(async (tx) => {
    const [order] = await tx
      .select({
        productId: purchases.productId,
        paymentStatus: purchases.paymentStatus,
        readerId: purchases.assignedReaderId,
        readerEmail: admins.email,
      })
      .from(purchases)
      .leftJoin(admins, eq(admins.id, purchases.assignedReaderId))
      .where(eq(purchases.id, options.purchaseId))
      .for('update', { of: purchases });
    if (!order) throw new AppError('not_found', adminMessages.orderNotFound);
    const product = findProduct(order.productId);
    if (order.paymentStatus !== 'completed' || !product?.writtenDocuments.length) {
      throw new AppError('conflict', readingQueueMessages.notInQueue);
    }
    let reader: QueueReader | null = null;
    if (options.readerId) {
      const [found] = await tx
        .select({
          id: admins.id,
          email: admins.email,
          name: admins.name,
          emailKey: admins.emailKey,
        })
        .from(admins)
        .where(eq(admins.id, options.readerId));
      if (!found || !options.allowList.includes(found.emailKey)) {
        throw new AppError('bad_request', readingQueueMessages.readerNotFound, {
          readerId: readingQueueMessages.readerNotFound,
        });
      }
      reader = { id: found.id, email: found.email, name: found.name };
    }
    if ((reader?.id ?? null) === order.readerId) return { reader };
    await tx
      .update(purchases)
      .set({ assignedReaderId: reader?.id ?? null, updatedAt: new Date() })
      .where(and(eq(purchases.id, options.purchaseId)));
    await recordOrderEvent(tx, {
      purchaseId: options.purchaseId,
      kind: 'reader-assigned',
      actor: options.actor,
      data: { from: order.readerEmail ?? null, to: reader?.email ?? null },
    });
    return { reader };
  });
}
