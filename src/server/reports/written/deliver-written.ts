/**
 * Delivering a written reading (issue 24, decision 271): every written report of the order drawn
 * in the shop's design (the Notion workspace as its ZIP), stored as files of the order, mailed with
 * the private expiring links, listed on the customer's reading page, the order moved to delivered
 * and the version kept with its sections, all in one transaction after the drawing.
 */
import type { ReviewRequests } from '../../orders/review-requests';
import { draftShareOf } from '../../../common/first-draft';
import { sessionsBecameBookable } from '../../orders/bookable-sessions';
import { randomUUID } from 'node:crypto';
import { eq, max } from 'drizzle-orm';
import { z } from 'zod';
import { findProduct, type Product, type WrittenDocument } from '../../../common/catalogue';
import {
  blockingLines,
  deliveryChecklist,
  type SectionShortfall,
} from '../../../common/delivery-rules';
import {
  writtenDeliveryMessages,
  type WrittenDeliveryDescription,
  type WrittenDeliveryFile,
} from '../../../common/written-delivery';
import { countWords, type WrittenReadingSection } from '../../../common/written-reading';
import type { Database, Queryable } from '../../db/client';
import {
  admins,
  orderFiles,
  writtenDeliveries,
  type OrderFile,
  type Purchase,
} from '../../db/schema';
import { AppError } from '../../errors';
import { deliverOrderFiles, reportStorageKey } from '../../orders/order-files';
import { orderContact } from '../../orders/order-customer';
import { findOrder, lockOrder } from '../../orders/orders';
import { recordOrderEvent, type OrderActor } from '../../orders/timeline';
import type { DownloadLinks } from '../../storage/download-links';
import { PDF } from '../../storage/file-content';
import type { ObjectStorage } from '../../storage/types';
import type { ReportContext } from '../build-report-input';
import { composeJournal } from '../documents/journal-weeks';
import { journalStart } from '../journal-start';
import { documentFileName } from '../report-input';
import { buildNotionWorkspace } from './notion-export';
import { drawWrittenHere } from './draw-here';
import type { WrittenPdfRequest } from './render-written';
import { NOTION_WORKSPACE_KEY, writtenReadingOf, type WrittenReading } from './written-input';

export const ZIP = 'application/zip';

export interface WrittenReadingDeps {
  db: Database;
  storage: ObjectStorage;
  links: DownloadLinks;
  /** A delivery that completes the order asks for a review (decision 361). */
  reviewRequests?: ReviewRequests;
  /** The shop's name, support address and public address, printed on every document. */
  context: ReportContext;
  /** Draws one PDF; by default in this process (decision 270), a render thread may stand in. */
  draw?: (request: WrittenPdfRequest) => Promise<Buffer>;
  /** Days after which sessions the delivery opens, still unbooked, are reminded (BOOKING_*). */
  unbookedReminderDays?: number;
}

const purchaseIdSchema = z.uuid();

/** A paid order of a product with written reports, or the reason it cannot be delivered. */
function deliverableOrder(purchase: Purchase | undefined): {
  purchase: Purchase;
  product: Product;
} {
  if (!purchase) throw new AppError('not_found', writtenDeliveryMessages.notFound);
  if (purchase.paymentStatus === 'refunded') {
    throw new AppError('conflict', writtenDeliveryMessages.refunded);
  }
  if (purchase.paymentStatus !== 'completed') {
    throw new AppError('conflict', writtenDeliveryMessages.notPaid);
  }
  const product = findProduct(purchase.productId);
  if (!product || product.writtenDocuments.length === 0) {
    throw new AppError('conflict', writtenDeliveryMessages.noWrittenReading);
  }
  return { purchase, product };
}

export async function findDeliverableOrder(db: Queryable, purchaseId: string) {
  if (!purchaseIdSchema.safeParse(purchaseId).success) {
    throw new AppError('not_found', writtenDeliveryMessages.notFound);
  }
  return deliverableOrder(await findOrder(db, purchaseId));
}

/** "Integrated strategic report - Jane Doe.pdf"; corrections "... (version 2).pdf". */
function deliveryFileName(item: WrittenDocument, fullName: string, version: number): string {
  const isZip = item.key === NOTION_WORKSPACE_KEY;
  const pdfName = documentFileName(item.name, fullName);
  const versioned =
    version === 1 ? pdfName : pdfName.replace(/\.pdf$/, ` (version ${version}).pdf`);
  return isZip ? versioned.replace(/\.pdf$/, '.zip') : versioned;
}

function deliveryFiles(product: Product, fullName: string, version: number): WrittenDeliveryFile[] {
  return product.writtenDocuments.map((item) => ({
    key: item.key,
    fileName: deliveryFileName(item, fullName, version),
    format: item.key === NOTION_WORKSPACE_KEY ? 'zip' : 'pdf',
  }));
}

async function nextVersion(db: Queryable, purchaseId: string): Promise<number> {
  const [row] = await db
    .select({ latest: max(writtenDeliveries.version) })
    .from(writtenDeliveries)
    .where(eq(writtenDeliveries.purchaseId, purchaseId));
  return (row?.latest ?? 0) + 1;
}

/** What "Deliver" will send and to whom, for the workspace's confirmation. */
export async function describeDelivery(
  db: Database,
  purchaseId: string,
): Promise<WrittenDeliveryDescription> {
  const { purchase, product } = await findDeliverableOrder(db, purchaseId);
  const contact = orderContact(purchase);
  if (!contact) throw new AppError('conflict', writtenDeliveryMessages.noCustomer);
  const version = await nextVersion(db, purchase.id);
  return {
    fullName: contact.fullName,
    email: contact.email.trim(),
    version,
    files: deliveryFiles(product, contact.fullName, version),
  };
}

/** The PDF sections of the reading: every written report but the Notion workspace. */
export function pdfSections(sections: readonly WrittenReadingSection[]): WrittenReadingSection[] {
  return sections.filter((section) => section.key !== NOTION_WORKSPACE_KEY);
}

function summaryOf(reading: WrittenReading, key: string): string {
  return reading.product.writtenDocuments.find((item) => item.key === key)?.summary ?? '';
}

interface Drawn {
  key: string;
  body: Buffer;
  contentType: string;
  fileId: string;
  storageKey: string;
}

/** Each written report as its file: a PDF each, and the Notion workspace as its ZIP. */
async function drawAll(
  reading: WrittenReading,
  draw: (request: WrittenPdfRequest) => Promise<Buffer>,
  deliveredOn: string,
  paidAt: Date,
): Promise<{ key: string; body: Buffer; contentType: string }[]> {
  const drawn: { key: string; body: Buffer; contentType: string }[] = [];
  for (const section of reading.sections) {
    if (section.key === NOTION_WORKSPACE_KEY) {
      const body = buildNotionWorkspace({
        input: reading.input,
        sections: pdfSections(reading.sections),
        plan: section,
        startsOn: deliveredOn,
        keyDates:
          reading.figures['year-events'] ??
          composeJournal(reading.input.chart, journalStart(paidAt)).highlights,
      });
      drawn.push({ key: section.key, body, contentType: ZIP });
      continue;
    }
    const body = await draw({
      input: reading.input,
      title: section.title,
      summary: summaryOf(reading, section.key),
      sections: [section],
      figures: reading.figures,
    });
    drawn.push({ key: section.key, body, contentType: PDF });
  }
  return drawn;
}

async function actorOf(db: Queryable, adminId: string): Promise<OrderActor> {
  const [admin] = purchaseIdSchema.safeParse(adminId).success
    ? await db.select({ email: admins.email }).from(admins).where(eq(admins.id, adminId))
    : [];
  if (!admin) throw new AppError('forbidden', writtenDeliveryMessages.unknownReader);
  return `admin:${admin.email}`;
}

export interface DeliverWrittenOptions {
  purchaseId: string;
  sections: WrittenReadingSection[];
  actorAdminId: string;
  /**
   * The version the reader's confirmation showed. Decided under the order's lock: of two presses
   * that both saw version n, one delivers n and the other is refused (issue 36).
   */
  expectedVersion?: number;
  /** Delivered short of the promised length: the admin's reason, for the timeline. */
  short?: { reason: string; sections: SectionShortfall[] };
}

/**
 * Delivers the reading as the next version. Drawing happens before the transaction; under the
 * order's lock the payment and the expected version are checked again (a refund or another
 * delivery meanwhile wins) and files that did not make it into the order are removed again.
 */
export async function deliverWrittenReading(
  deps: WrittenReadingDeps,
  options: DeliverWrittenOptions,
): Promise<{ version: number; fileIds: string[] }> {
  const { purchase } = await findDeliverableOrder(deps.db, options.purchaseId);
  const actor = await actorOf(deps.db, options.actorAdminId);
  if (!orderContact(purchase)) throw new AppError('conflict', writtenDeliveryMessages.noCustomer);
  const reading = writtenReadingOf(purchase, deps.context, options.sections);
  // The checklist's rules on the text itself (decision 300), whoever calls: never drawn empty.
  const [refused] = blockingLines(
    deliveryChecklist({
      sections: reading.sections.map((section) => ({ ...section, promisedWords: null })),
      palmPhotosLookedAt: null,
      resumeLookedAt: null,
    }),
    { isDeliveringShort: false },
  );
  if (refused) throw new AppError('bad_request', refused.missing[0] ?? refused.label);
  const now = deps.context.now ?? new Date();
  const paidAt = purchase.completedAt ?? purchase.createdAt;
  const draw = deps.draw ?? drawWrittenHere;
  const stored: Drawn[] = [];
  try {
    for (const file of await drawAll(reading, draw, now.toISOString().slice(0, 10), paidAt)) {
      const fileId = randomUUID();
      const storageKey = reportStorageKey(purchase.id, fileId);
      await deps.storage.write({ key: storageKey, body: file.body, contentType: file.contentType });
      stored.push({ ...file, fileId, storageKey });
    }
    return await deps.db.transaction(async (tx) => {
      const { purchase: locked, product } = deliverableOrder(await lockOrder(tx, purchase.id));
      const version = await nextVersion(tx, locked.id);
      if (options.expectedVersion !== undefined && version !== options.expectedVersion) {
        throw new AppError('conflict', writtenDeliveryMessages.versionMoved);
      }
      const names = deliveryFiles(product, reading.input.fullName, version);
      const files: OrderFile[] = [];
      for (const file of stored) {
        const [filed] = await tx
          .insert(orderFiles)
          .values({
            id: file.fileId,
            purchaseId: locked.id,
            fileName: names.find((name) => name.key === file.key)?.fileName ?? file.key,
            contentType: file.contentType,
            size: file.body.length,
            storageKey: file.storageKey,
            addedBy: actor,
            deliverable: file.key,
          })
          .returning();
        if (!filed) throw new Error('The written report was not filed.');
        files.push(filed);
      }
      await tx.insert(writtenDeliveries).values({
        purchaseId: locked.id,
        version,
        sections: reading.sections,
        fileIds: files.map((file) => file.id),
        deliveredBy: actor,
      });
      await recordOrderEvent(tx, {
        purchaseId: locked.id,
        kind: 'written-reading-delivered',
        actor,
        data: {
          version,
          files: files.map((file) => ({
            key: file.deliverable ?? '',
            fileId: file.id,
            fileName: file.fileName,
          })),
          words: reading.sections.reduce((sum, section) => sum + countWords(section.doc), 0),
          untouchedDraftWords: draftShareOf(reading.sections.map((section) => section.doc))
            .untouchedWords,
        },
      });
      if (options.short) {
        await recordOrderEvent(tx, {
          purchaseId: locked.id,
          kind: 'written-reading-delivered-short',
          actor,
          data: { version, reason: options.short.reason, sections: options.short.sections },
        });
      }
      const event = await deliverOrderFiles(tx, {
        purchase: locked,
        files,
        links: deps.links,
        reviewRequests: deps.reviewRequests,
        actor,
        isUpdate: version > 1,
        updateReason: 'revised',
      });
      if (!event) throw new AppError('conflict', writtenDeliveryMessages.noCustomer);
      // The consultations are booked once the reading they discuss is delivered (decision 277):
      // with it, in the same transaction, the customer is asked to book them.
      await sessionsBecameBookable(tx, locked.id, {
        at: 'written-delivery',
        now,
        ...(deps.unbookedReminderDays === undefined
          ? {}
          : { unbookedReminderDays: deps.unbookedReminderDays }),
      });
      return { version, fileIds: files.map((file) => file.id) };
    });
  } catch (error) {
    await Promise.all(stored.map((file) => deps.storage.remove(file.storageKey)));
    throw error;
  }
}
