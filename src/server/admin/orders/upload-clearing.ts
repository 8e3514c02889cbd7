import { and, eq } from 'drizzle-orm';
import { adminMessages } from '../../../common/admin';
import { adminActionMessages, type AdminActionReply } from '../../../common/admin-actions';
import type { Database } from '../../db/client';
import { uploads } from '../../db/schema';
import { AppError } from '../../errors';
import { lockOrder } from '../../orders/orders';
import { recordOrderEvent, type OrderActor } from '../../orders/timeline';
import type { ObjectStorage } from '../../storage';
import { adminEventView } from '../event-view';
import { isUnsubmitted } from '../questionnaire-views';

/**
 * An admin clears a file the customer sent but never submitted (a stray upload, or one the
 * customer asked to have removed): it stops counting towards the order's limit, so the
 * customer can send another, and its bytes are deleted. Files of submitted answers stay with
 * those answers. The change and its timeline event are one transaction.
 */
export async function clearUnsubmittedUpload(
  deps: { db: Database; storage: ObjectStorage },
  options: { purchaseId: string; uploadId: string; actor: OrderActor },
): Promise<AdminActionReply> {
  const { cleared, event } = await deps.db.transaction(async (tx) => {
    // One order's uploads change one at a time (the customer's page takes the same lock).
    const purchase = await lockOrder(tx, options.purchaseId);
    if (!purchase) throw new AppError('not_found', adminMessages.orderNotFound);
    const [upload] = await tx
      .select()
      .from(uploads)
      .where(and(eq(uploads.id, options.uploadId), eq(uploads.purchaseId, purchase.id)));
    if (upload?.status !== 'stored') {
      throw new AppError('not_found', adminActionMessages.uploadNotFound);
    }
    const [updated] = await tx
      .update(uploads)
      .set({ status: 'discarded' })
      .where(and(eq(uploads.id, upload.id), eq(uploads.status, 'stored'), isUnsubmitted))
      .returning({ id: uploads.id });
    if (!updated) throw new AppError('conflict', adminActionMessages.uploadSubmitted);
    const recorded = await recordOrderEvent(tx, {
      purchaseId: purchase.id,
      kind: 'upload-cleared',
      actor: options.actor,
      data: { uploadId: upload.id, uploadKind: upload.kind, fileName: upload.fileName },
    });
    return { cleared: upload, event: recorded };
  });
  await deps.storage.remove(cleared.storageKey);
  return { ok: true, event: adminEventView(event) };
}
