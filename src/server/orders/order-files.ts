import { and, asc, desc, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import { queueReviewRequest, type ReviewRequests } from './review-requests';
import { findProduct, writtenReportsSentence } from '../../common/catalogue';
import type { OrderEventData } from '../../common/order-events';
import type { Queryable } from '../db/client';
import {
  orderEvents,
  orderFiles,
  purchases,
  type OrderEvent,
  type OrderFile,
  type Purchase,
} from '../db/schema';
import type { StoredMailAttachment } from '../mail/types';
import type { DownloadLinks } from '../storage/download-links';
import { queueOrderEmail } from './order-mail';
import { orderContact } from './order-customer';
import { recordOrderEvent, type OrderActor } from './timeline';

export const REPORT_DELIVERY_KIND = 'report-delivery';

/** The storage folder of every order's report files. */
export const REPORT_FILES_PREFIX = 'reports/';

/** Where an order's report files live in storage. */
export function reportStorageKey(purchaseId: string, fileId: string): string {
  return `${REPORT_FILES_PREFIX}${purchaseId}/${fileId}`;
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
  /** True for a new version of files sent before. */
  isUpdate: boolean;
  /** Why the new version was made (the mail says so). */
  updateReason: 'corrected-birth-data' | 'revised';
  /**
   * What readers still write for this order, and when it arrives, when these files are only
   * part of it (the computed documents of a product a reader also writes for).
   */
  stillToCome: { names: string[]; delivery: string } | null;
  /** The product's documents this delivery could not draw, each with why, in the buyer's words. */
  notDrawn: { name: string; reason: string }[];
  /** Set when the files travel in the mail too (computed reports, small PDFs). */
  attachments: StoredMailAttachment[];
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

/** Where a `report-delivered` event keeps the ids of the files it sent (common/order-events.ts). */
const DELIVERED_FILE_IDS: keyof OrderEventData<'report-delivered'> = 'fileIds';

/** Ids of the order's files sent to the customer at least once (read from the timeline). */
export async function deliveredFileIds(db: Queryable, purchaseId: string): Promise<Set<string>> {
  const rows = await db
    .select({
      fileId: sql<string>`jsonb_array_elements_text(${orderEvents.data} -> ${DELIVERED_FILE_IDS}::text)`,
    })
    .from(orderEvents)
    .where(and(eq(orderEvents.purchaseId, purchaseId), eq(orderEvents.kind, 'report-delivered')));
  return new Set(rows.map((row) => row.fileId));
}

/**
 * The files the customer is offered: delivered at least once and not replaced by a newer version
 * (decision 304). The admin's list keeps every file, replaced ones marked.
 */
export async function currentDeliveredFiles(
  db: Queryable,
  purchaseId: string,
): Promise<OrderFile[]> {
  const delivered = await deliveredFileIds(db, purchaseId);
  const files = await findOrderFiles(db, purchaseId, [...delivered]);
  return files.filter((file) => file.replacedAt === null);
}

/**
 * The version of this file's deliverable the customer has now: the file itself unless a newer
 * version replaced it, then the newest one. Null when it was replaced and none is current.
 */
export async function currentVersionOf(db: Queryable, file: OrderFile): Promise<OrderFile | null> {
  if (file.replacedAt === null) return file;
  if (file.deliverable === null) return null;
  const [current] = await db
    .select()
    .from(orderFiles)
    .where(
      and(
        eq(orderFiles.purchaseId, file.purchaseId),
        eq(orderFiles.deliverable, file.deliverable),
        isNull(orderFiles.replacedAt),
      ),
    )
    .orderBy(desc(orderFiles.createdAt), desc(orderFiles.id))
    .limit(1);
  return current ?? null;
}

/**
 * A delivered file of a deliverable (a computed document's kind, a written report's key) takes
 * the place of every earlier version of it on the order: the reading page, the re-issued links
 * and old links then lead to it alone. Files an admin attached (no deliverable) replace nothing.
 */
async function replaceEarlierVersions(tx: Queryable, files: OrderFile[]): Promise<void> {
  for (const file of files) {
    if (file.deliverable === null || file.replacedAt !== null) continue;
    await tx
      .update(orderFiles)
      .set({ replacedAt: sql`now()`, replacedBy: file.id })
      .where(
        and(
          eq(orderFiles.purchaseId, file.purchaseId),
          eq(orderFiles.deliverable, file.deliverable),
          ne(orderFiles.id, file.id),
          isNull(orderFiles.replacedAt),
        ),
      );
  }
}

/**
 * A document the corrected birth data can no longer draw (a map after the time was corrected to
 * "not known"): its current version is withdrawn, replaced by nothing, so the customer is not
 * offered one computed from the wrong birth. The admin keeps it among the replaced versions.
 */
export async function withdrawDeliverable(
  tx: Queryable,
  purchaseId: string,
  deliverable: string,
): Promise<number> {
  const withdrawn = await tx
    .update(orderFiles)
    .set({ replacedAt: sql`now()`, replacedBy: null })
    .where(
      and(
        eq(orderFiles.purchaseId, purchaseId),
        eq(orderFiles.deliverable, deliverable),
        isNull(orderFiles.replacedAt),
      ),
    )
    .returning({ id: orderFiles.id });
  return withdrawn.length;
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
  /** Attach the files to the mail as well as linking them (computed reports). */
  attachFiles?: boolean;
  isUpdate?: boolean;
  /** Why an update was made: a corrected birth (the default) or a reader's revision. */
  updateReason?: ReportDeliveryPayload['updateReason'];
  /** False when readers still write part of the order: the mail says what follows, and when. */
  isComplete?: boolean;
  /** The product's documents this delivery could not draw, and why: the mail names them. */
  notDrawn?: ReportDeliveryPayload['notDrawn'];
}

/** The written reports a partial delivery leaves to come, as the mail names them. */
function stillToComeOf(purchase: Purchase): ReportDeliveryPayload['stillToCome'] {
  const product = findProduct(purchase.productId);
  const delivery = product ? writtenReportsSentence(product) : null;
  if (!product || !delivery || product.writtenDocuments.length === 0) return null;
  return { names: product.writtenDocuments.map((item) => item.name), delivery };
}

/**
 * Queues the mail with one private, expiring download link per file, in the caller's
 * transaction: admin deliveries, re-issued links and computed reports.
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
    isUpdate: delivery.isUpdate ?? false,
    updateReason: delivery.updateReason ?? 'corrected-birth-data',
    stillToCome: delivery.isComplete === false ? stillToComeOf(purchase) : null,
    notDrawn: delivery.notDrawn ?? [],
    attachments: delivery.attachFiles
      ? delivery.files.map((file) => ({
          fileName: file.fileName,
          contentType: file.contentType,
          storageKey: file.storageKey,
        }))
      : [],
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

export interface OrderFilesDelivery {
  purchase: Purchase;
  files: OrderFile[];
  links: DownloadLinks;
  actor: OrderActor;
  attachFiles?: boolean;
  isUpdate?: boolean;
  updateReason?: ReportDeliveryPayload['updateReason'];
  /**
   * Whether these files complete the order (default): then it is marked delivered. The
   * computed documents of a product whose readers still write leave its status alone.
   */
  isComplete?: boolean;
  /** The product's documents this delivery could not draw, and why. */
  notDrawn?: ReportDeliveryPayload['notDrawn'];
  /** A delivery that completes the order asks for a review some days on (decision 361). */
  reviewRequests?: ReviewRequests;
}

/**
 * Sends files of a paid order to its customer (one mail, a private link per file), marks the
 * order delivered when they complete it, marks the earlier versions of these deliverables
 * replaced and writes `report-delivered`, all in the caller's
 * transaction, which holds the order's lock. Null when the order has no contact to write to.
 */
export async function deliverOrderFiles(
  tx: Queryable,
  delivery: OrderFilesDelivery,
): Promise<OrderEvent | null> {
  const { purchase, files } = delivery;
  const contact = orderContact(purchase);
  if (!contact) return null;
  const isComplete = delivery.isComplete ?? true;
  if (isComplete) {
    await tx
      .update(purchases)
      .set({ processingStatus: 'delivered', updatedAt: sql`now()` })
      .where(eq(purchases.id, purchase.id));
  }
  if (isComplete && !delivery.isUpdate && delivery.reviewRequests) {
    await queueReviewRequest(tx, purchase, delivery.reviewRequests, new Date());
  }
  await replaceEarlierVersions(tx, files);
  const event = await recordOrderEvent(tx, {
    purchaseId: purchase.id,
    kind: 'report-delivered',
    actor: delivery.actor,
    data: {
      fileIds: files.map((file) => file.id),
      files: files.map((file) => ({ fileName: file.fileName })),
      previousStatus: purchase.processingStatus,
    },
  });
  await queueReportDelivery(tx, {
    purchase,
    recipient: { fullName: contact.fullName, email: contact.email.trim() },
    files,
    links: delivery.links,
    isReissue: false,
    deliveryId: event.id,
    actor: delivery.actor,
    attachFiles: delivery.attachFiles,
    isUpdate: delivery.isUpdate,
    updateReason: delivery.updateReason,
    isComplete,
    notDrawn: delivery.notDrawn,
  });
  return event;
}
