import { eq, inArray, ne, and, sql } from 'drizzle-orm';
import {
  adminMessages,
  type AdminOrderDetail,
  type BulkProcessingStatusInput,
  type UpdateOrderInput,
} from '../../../common/admin';
import type { Database } from '../../db/client';
import { purchases } from '../../db/schema';
import { AppError } from '../../errors';
import { isPlacedOrder } from '../../orders/orders';
import { recordOrderEvent, recordOrderEvents, type OrderActor } from '../../orders/timeline';
import { orderDetail } from './order-detail';

export interface OrderUpdate {
  purchaseId: string;
  input: UpdateOrderInput;
  actor: OrderActor;
  /** The shop's clock, for the referral's commission status in the reply. */
  now: Date;
}

/** Empty notes are no notes. */
function notesOf(notes: string | null): string | null {
  return notes && notes.trim() !== '' ? notes : null;
}

/**
 * `PATCH /api/admin/purchase/:id`: the processing status and the notes. A change is written
 * with one timeline event per field that changed, in one transaction; a PATCH that changes
 * nothing writes nothing (no update, no event, so `updated_at` and the timeline stay true).
 */
export async function updateOrder(db: Database, update: OrderUpdate): Promise<AdminOrderDetail> {
  await db.transaction(async (tx) => {
    const [current] = await tx
      .select({ processingStatus: purchases.processingStatus, notes: purchases.adminNotes })
      .from(purchases)
      .where(and(eq(purchases.id, update.purchaseId), isPlacedOrder))
      .for('update');
    if (!current) throw new AppError('not_found', adminMessages.orderNotFound);
    const { processingStatus } = update.input;
    const notes = update.input.notes === undefined ? undefined : notesOf(update.input.notes);
    const isStatusChanged =
      processingStatus !== undefined && processingStatus !== current.processingStatus;
    const isNotesChanged = notes !== undefined && notes !== current.notes;
    if (!isStatusChanged && !isNotesChanged) return;

    await tx
      .update(purchases)
      .set({
        ...(isStatusChanged ? { processingStatus } : {}),
        ...(isNotesChanged ? { adminNotes: notes } : {}),
        updatedAt: sql`now()`,
      })
      .where(eq(purchases.id, update.purchaseId));
    const event = { purchaseId: update.purchaseId, actor: update.actor };
    if (isStatusChanged) {
      const data = { from: current.processingStatus, to: processingStatus };
      await recordOrderEvent(tx, { ...event, kind: 'processing-status-changed', data });
    }
    if (isNotesChanged) {
      const data = { from: current.notes, to: notes };
      await recordOrderEvent(tx, { ...event, kind: 'notes-changed', data });
    }
  });
  return orderDetail(db, update.purchaseId, update.now);
}

/**
 * `POST /api/admin/purchases/bulk-status`: moves up to 100 orders to one processing status in
 * one statement (the counter triggers run once), with one timeline event per order that
 * really changed. Unknown ids and orders already there are left alone.
 */
export async function bulkUpdateProcessingStatus(
  db: Database,
  input: BulkProcessingStatusInput,
  actor: OrderActor,
): Promise<{ updated: number }> {
  const ids = [...new Set(input.ids.map((id) => id.toLowerCase()))];
  return db.transaction(async (tx) => {
    const changing = await tx
      .select({ id: purchases.id, from: purchases.processingStatus })
      .from(purchases)
      .where(
        and(
          inArray(purchases.id, ids),
          isPlacedOrder,
          ne(purchases.processingStatus, input.processingStatus),
        ),
      )
      .orderBy(purchases.id)
      .for('update');
    if (changing.length === 0) return { updated: 0 };
    await tx
      .update(purchases)
      .set({ processingStatus: input.processingStatus, updatedAt: sql`now()` })
      .where(
        inArray(
          purchases.id,
          changing.map((row) => row.id),
        ),
      );
    await recordOrderEvents(
      tx,
      changing.map((row) => ({
        purchaseId: row.id,
        kind: 'processing-status-changed',
        actor,
        data: { from: row.from, to: input.processingStatus, bulk: true },
      })),
    );
    return { updated: changing.length };
  });
}
