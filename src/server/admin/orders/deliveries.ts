import { randomUUID } from 'node:crypto';
import type { ReviewRequests } from '../../orders/review-requests';
import type { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { adminMessages } from '../../../common/admin';
import {
  adminActionMessages,
  type AdminActionReply,
  type AdminOrderFile,
  type AttachedReport,
  type DeliverReply,
} from '../../../common/admin-actions';
import type { Database } from '../../db/client';
import { orderFiles, type OrderFile, type Purchase } from '../../db/schema';
import { AppError } from '../../errors';
import {
  currentDeliveredFiles,
  deliveredFileIds,
  deliverOrderFiles,
  findOrderFiles,
  listOrderFiles,
  queueReportDelivery,
  reportStorageKey,
} from '../../orders/order-files';
import { orderContact } from '../../orders/order-customer';
import { findOrder, lockOrder } from '../../orders/orders';
import { recordOrderEvent, type OrderActor } from '../../orders/timeline';
import type { DownloadLinks } from '../../storage/download-links';
import { detectFileContent, PDF } from '../../storage/file-content';
import type { ObjectStorage } from '../../storage/types';
import { adminEventView } from '../event-view';

export interface DeliveryDeps {
  db: Database;
  storage: ObjectStorage;
  links: DownloadLinks;
  /** A delivery that completes the order asks for a review (decision 361). */
  reviewRequests?: ReviewRequests;
}

function paidOrder(purchase: Purchase | undefined): Purchase {
  if (!purchase) throw new AppError('not_found', adminMessages.orderNotFound);
  if (purchase.paymentStatus !== 'completed') {
    throw new AppError('conflict', adminActionMessages.notDeliverable);
  }
  return purchase;
}

function recipientOf(purchase: Purchase) {
  const contact = orderContact(purchase);
  if (!contact) throw new AppError('conflict', adminActionMessages.noCustomer);
  return { fullName: contact.fullName, email: contact.email.trim() };
}

/** PDFs only, by their bytes; a name without `.pdf` gets it, so the download opens. */
export async function attachReport(
  deps: DeliveryDeps,
  options: { purchaseId: string; fileName: string; body: Buffer; actor: OrderActor },
): Promise<AttachedReport> {
  paidOrder(await findOrder(deps.db, options.purchaseId));
  if (options.body.length === 0) throw new AppError('bad_request', adminActionMessages.emptyFile);
  if ((await detectFileContent(options.body)).contentType !== PDF) {
    throw new AppError('bad_request', adminActionMessages.notPdf);
  }
  const fileName = /\.pdf$/i.test(options.fileName) ? options.fileName : `${options.fileName}.pdf`;
  const fileId = randomUUID();
  const storageKey = reportStorageKey(options.purchaseId, fileId);
  await deps.storage.write({ key: storageKey, body: options.body, contentType: PDF });
  const attached = { fileId, fileName, size: options.body.length };
  try {
    await deps.db.transaction(async (tx) => {
      // Re-checked under the lock: a refund in the meantime closes the order to deliveries.
      paidOrder(await lockOrder(tx, options.purchaseId));
      await tx.insert(orderFiles).values({
        id: fileId,
        purchaseId: options.purchaseId,
        fileName,
        contentType: PDF,
        size: attached.size,
        storageKey,
        addedBy: options.actor,
      });
      await recordOrderEvent(tx, {
        purchaseId: options.purchaseId,
        kind: 'report-attached',
        actor: options.actor,
        data: attached,
      });
    });
  } catch (error) {
    await deps.storage.remove(storageKey);
    throw error;
  }
  return attached;
}

export async function listReports(db: Database, purchaseId: string): Promise<AdminOrderFile[]> {
  if (!(await findOrder(db, purchaseId))) {
    throw new AppError('not_found', adminMessages.orderNotFound);
  }
  const [files, delivered] = await Promise.all([
    listOrderFiles(db, purchaseId),
    deliveredFileIds(db, purchaseId),
  ]);
  const names = new Map(files.map((file) => [file.id, file.fileName]));
  return files.map((file) => ({
    fileId: file.id,
    fileName: file.fileName,
    size: file.size,
    contentType: file.contentType,
    addedBy: file.addedBy,
    createdAt: file.createdAt.toISOString(),
    isDelivered: delivered.has(file.id),
    replaced: file.replacedAt
      ? {
          at: file.replacedAt.toISOString(),
          byFileName: (file.replacedBy && names.get(file.replacedBy)) ?? null,
        }
      : null,
  }));
}

/** One of the order's report files for the admin to read (`.../files/:fileId/download`). */
export async function openOrderFile(
  deps: Pick<DeliveryDeps, 'db' | 'storage'>,
  options: { purchaseId: string; fileId: string },
): Promise<{ file: OrderFile; body: Readable }> {
  const [file] = await findOrderFiles(deps.db, options.purchaseId, [options.fileId]);
  const body = file ? await deps.storage.openRead(file.storageKey) : null;
  if (!file || !body) throw new AppError('not_found', adminActionMessages.fileNotFound);
  return { file, body };
}

/** Removes a file the customer has not been sent; a delivered one stays, as its links promise. */
export async function removeReport(
  deps: DeliveryDeps,
  options: { purchaseId: string; fileId: string; actor: OrderActor },
): Promise<void> {
  const removed = await deps.db.transaction(async (tx) => {
    const purchase = await lockOrder(tx, options.purchaseId);
    if (!purchase) throw new AppError('not_found', adminMessages.orderNotFound);
    const [file] = await findOrderFiles(tx, purchase.id, [options.fileId]);
    if (!file) throw new AppError('not_found', adminActionMessages.fileNotFound);
    if ((await deliveredFileIds(tx, purchase.id)).has(file.id)) {
      throw new AppError('conflict', adminActionMessages.fileDelivered);
    }
    await tx.delete(orderFiles).where(eq(orderFiles.id, file.id));
    await recordOrderEvent(tx, {
      purchaseId: purchase.id,
      kind: 'report-removed',
      actor: options.actor,
      data: { fileId: file.id, fileName: file.fileName },
    });
    return file;
  });
  await deps.storage.remove(removed.storageKey);
}

/**
 * Sends the chosen files of this order to the customer (one mail, a private link per file) and
 * marks the order delivered, in one transaction.
 */
export async function deliverReports(
  deps: DeliveryDeps,
  options: { purchaseId: string; fileIds: string[]; actor: OrderActor },
): Promise<DeliverReply> {
  return deps.db.transaction(async (tx) => {
    const purchase = paidOrder(await lockOrder(tx, options.purchaseId));
    const files = await findOrderFiles(tx, purchase.id, options.fileIds);
    if (files.length !== options.fileIds.length) {
      throw new AppError('not_found', adminActionMessages.fileNotFound);
    }
    const event = await deliverOrderFiles(tx, {
      purchase,
      files,
      links: deps.links,
      reviewRequests: deps.reviewRequests,
      actor: options.actor,
    });
    if (!event) throw new AppError('conflict', adminActionMessages.noCustomer);
    return { ok: true, event: adminEventView(event), processingStatus: 'delivered' };
  });
}

/**
 * A new mail with fresh links to every current file delivered so far, not the versions replaced
 * since (decision 304); old links simply expire. Paid
 * orders only, as for delivering: the money of a refunded order went back, and so do its
 * reports (its links are refused too, see `downloads/service.ts`).
 */
export async function reissueDownloadLinks(
  deps: DeliveryDeps,
  options: { purchaseId: string; actor: OrderActor },
): Promise<AdminActionReply> {
  return deps.db.transaction(async (tx) => {
    const found = await lockOrder(tx, options.purchaseId);
    if (found?.paymentStatus === 'refunded') {
      throw new AppError('conflict', adminActionMessages.refundedNoLinks);
    }
    const purchase = paidOrder(found);
    const files: OrderFile[] = await currentDeliveredFiles(tx, purchase.id);
    if (files.length === 0) throw new AppError('conflict', adminActionMessages.nothingDelivered);
    const recipient = recipientOf(purchase);
    const event = await recordOrderEvent(tx, {
      purchaseId: purchase.id,
      kind: 'download-links-reissued',
      actor: options.actor,
      data: { fileIds: files.map((file) => file.id), to: recipient.email },
    });
    await queueReportDelivery(tx, {
      purchase,
      recipient,
      files,
      links: deps.links,
      isReissue: true,
      deliveryId: event.id,
      actor: options.actor,
    });
    return { ok: true, event: adminEventView(event) };
  });
}
