import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { findProduct } from '../../common/catalogue';
import type { Queryable } from '../db/client';
import { orderEvents, orderFiles, type OrderFile, type Purchase } from '../db/schema';
import type { DownloadLinks } from '../storage/download-links';
import { queueOrderEmail } from './order-mail';
import type { OrderActor } from './timeline';

export const REPORT_DELIVERY_KIND = 'report-delivery';

/** Where an order's report files live in storage. */
export function reportStorageKey(purchaseId: string, fileId: string): string {
  return `reports/${purchaseId}/${fileId}`;
}

/** The delivery mail's payload: links are signed when queued, so the mail needs no secret. */
export interface ReportDeliveryPayload extends Record<string, unknown> {
  purchaseId: string;
  fullName: string;
  productName: string;
  files: { fileName: string; size: number; downloadPath: string }[];
  /** ISO instant the links stop working. */
  expiresAt: string;
  /** True for fresh links to files sent before. */
  isReissue: boolean;
}

export async function listOrderFiles(db: Queryable, purchaseId: string): Promise<OrderFile[]> {
  return db
    .select()
    .from(orderFiles)
    .where(eq(orderFiles.purchaseId, purchaseId))
    .orderBy(asc(orderFiles.createdAt), asc(orderFiles.id));
}

/** These files of this order, or fewer when some id is unknown or belongs to another order. */
export async function findOrderFiles(
  db: Queryable,
  purchaseId: string,
  fileIds: string[],
): Promise<OrderFile[]> {
  if (fileIds.length === 0) return [];
  return db
    .select()
    .from(orderFiles)
    .where(and(eq(orderFiles.purchaseId, purchaseId), inArray(orderFiles.id, fileIds)))
    .orderBy(asc(orderFiles.createdAt), asc(orderFiles.id));
}

/** Ids of the order's files sent to the customer at least once (read from the timeline). */
export async function deliveredFileIds(db: Queryable, purchaseId: string): Promise<Set<string>> {
  const rows = await db
    .select({ fileId: sql<string>`jsonb_array_elements_text(${orderEvents.data} -> 'fileIds')` })
    .from(orderEvents)
    .where(and(eq(orderEvents.purchaseId, purchaseId), eq(orderEvents.kind, 'report-delivered')));
  return new Set(rows.map((row) => row.fileId));
}

export interface ReportDelivery {
  purchase: Purchase;
  recipient: { fullName: string; email: string };
  files: OrderFile[];
  links: DownloadLinks;
  isReissue: boolean;
  /** Unique per delivery (e.g. the timeline event id), so each one is a mail of its own. */
  deliveryId: string;
  actor: OrderActor;
}

/**
 * Queues the mail with one private, expiring download link per file, in the caller's
 * transaction. Admin deliveries use it now; computed reports (products 1-2) will too.
 */
export async function queueReportDelivery(db: Queryable, delivery: ReportDelivery) {
  const { purchase, links } = delivery;
  const signed = delivery.files.map((file) => ({ file, link: links.sign(file.id) }));
  const payload: ReportDeliveryPayload = {
    purchaseId: purchase.id,
    fullName: delivery.recipient.fullName,
    productName: findProduct(purchase.productId)?.name ?? purchase.tier,
    files: signed.map(({ file, link }) => ({
      fileName: file.fileName,
      size: file.size,
      downloadPath: link.path,
    })),
    expiresAt: (signed[0]?.link.expiresAt ?? new Date()).toISOString(),
    isReissue: delivery.isReissue,
  };
  return queueOrderEmail(
    db,
    purchase.id,
    {
      kind: REPORT_DELIVERY_KIND,
      recipient: delivery.recipient.email,
      payload,
      dedupeKey: `${REPORT_DELIVERY_KIND}:${purchase.id}:${delivery.deliveryId}`,
    },
    delivery.actor,
  );
}
