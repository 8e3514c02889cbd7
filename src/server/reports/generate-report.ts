import { randomUUID } from 'node:crypto';
import type { ReviewRequests } from '../orders/review-requests';
import { and, count, eq, isNull } from 'drizzle-orm';
import type { ComputedDocumentKind } from '../../common/catalogue';
import type { Database, Queryable } from '../db/client';
import { orderFiles, type OrderFile } from '../db/schema';
import { deliverOrderFiles, reportStorageKey, withdrawDeliverable } from '../orders/order-files';
import { findOrder, lockOrder } from '../orders/orders';
import { libraryTextsForDocuments } from '../library/library-store';
import { recordOrderEvent } from '../orders/timeline';
import type { DownloadLinks } from '../storage/download-links';
import { PDF } from '../storage/file-content';
import type { ObjectStorage } from '../storage/types';
import { buildAstrocartographyInput } from './astrocartography-input';
import { buildReportInput, type ReportContext } from './build-report-input';
import type { DocumentRequest, DocumentResult } from './render-document';
import { journalStart } from './journal-start';
import type { ReportInput } from './report-input';
import { cancelJob, completeJob } from '../jobs/job-store';
import type { RunningJob } from '../jobs/job-worker';
import type { ReportJobPayload } from '../jobs/report-job';

/** A report job its worker holds, with its checked payload. */
export type ReportJob = RunningJob<ReportJobPayload>;

export interface ReportRenderer {
  render(request: DocumentRequest): Promise<DocumentResult>;
}

export interface ReportGenerationDeps {
  db: Database;
  storage: ObjectStorage;
  links: DownloadLinks;
  /** A delivery that completes the order asks for a review (decision 361). */
  reviewRequests?: ReviewRequests;
  renderer: ReportRenderer;
  context: ReportContext;
}

export type GenerationOutcome =
  | { outcome: 'delivered'; files: OrderFile[]; notComputable: NotComputable[] }
  | { outcome: 'cancelled'; reason: string }
  | { outcome: 'lost-claim' };

type NotComputable = Extract<DocumentResult, { kind: 'not-computable' }>;
type Drawn = Extract<DocumentResult, { kind: 'document' }> & { fileId: string; storageKey: string };

/** "The Cosmic Map - Ada Lovelace.pdf"; later versions say which: "... (version 2).pdf". */
function versionedName(fileName: string, version: number): string {
  return version === 1 ? fileName : fileName.replace(/\.pdf$/i, ` (version ${version}).pdf`);
}

/**
 * What the render thread needs for one document, computed here: the map's towns need the place
 * index this thread holds, and the journal starts in the week the order was paid. (The report
 * benchmark prepares its requests with it too.)
 */
export function documentRequest(
  document: ComputedDocumentKind,
  input: ReportInput,
  paidAt: Date,
): DocumentRequest {
  if (document === 'astrocartography-map') {
    return {
      document,
      input,
      astrocartography: buildAstrocartographyInput(input).astrocartography,
    };
  }
  if (document === 'journal') {
    return {
      document,
      input,
      journalStartsOn: journalStart(paidAt),
      journalFirstDay: paidAt.toISOString().slice(0, 10),
    };
  }
  return { document, input };
}

/**
 * One report job: draws every computed document of the order's product (outside any
 * transaction), stores them, then in one transaction files them on the order, writes a
 * `report-generated` per document and queues the one mail that carries them all. The order is
 * marked delivered only when nothing is left for a reader to write. A refund in the meantime
 * cancels; stored files that did not make it into the order are removed again (decision 232).
 */
export async function generateReport(
  deps: ReportGenerationDeps,
  job: ReportJob,
): Promise<GenerationOutcome> {
  const purchase = await findOrder(deps.db, job.payload.purchaseId);
  // Asked by the job worker just before (`isReportWanted`); refunded since, it is caught below.
  if (!purchase) {
    await cancelJob(deps.db, job, 'the order is gone');
    return { outcome: 'cancelled', reason: 'the order is gone' };
  }
  const built = buildReportInput(purchase, deps.context);
  if ('problem' in built) {
    const reason = `${built.problem}: ${built.detail}`;
    await deps.db.transaction(async (tx) => {
      await cancelJob(tx, job, reason);
      await recordOrderEvent(tx, {
        purchaseId: purchase.id,
        kind: 'report-failed',
        actor: 'system',
        data: { jobId: job.id, reason },
      });
    });
    return { outcome: 'cancelled', reason };
  }
  const { input, product } = built;
  const drawn: Drawn[] = [];
  const notComputable: NotComputable[] = [];
  try {
    // The library as it stands now: a reader's later edit reaches later documents only.
    const library = await libraryTextsForDocuments(deps.db);
    // An upgrade draws what the higher product adds; what was delivered stays as it is.
    const wanted =
      job.payload.reason === 'upgraded'
        ? await documentsNotYetFiled(deps.db, purchase.id, product.computedDocuments)
        : product.computedDocuments;
    for (const { document } of wanted) {
      const paidAt = purchase.completedAt ?? purchase.createdAt;
      const result = await deps.renderer.render({
        ...documentRequest(document, input, paidAt),
        library,
      });
      if (result.kind === 'not-computable') {
        notComputable.push(result);
        continue;
      }
      const fileId = randomUUID();
      const storageKey = reportStorageKey(purchase.id, fileId);
      await deps.storage.write({ key: storageKey, body: result.pdf, contentType: PDF });
      drawn.push({ ...result, fileId, storageKey });
    }
    if (wanted.length === 0) throw new CancelledGeneration('the order has every document already');
    if (drawn.length === 0) throw new CancelledGeneration('none of its documents can be drawn');
    return await deps.db.transaction(async (tx): Promise<GenerationOutcome> => {
      const locked = await lockOrder(tx, purchase.id);
      if (locked?.paymentStatus !== 'completed') {
        throw new CancelledGeneration(`the order is ${locked?.paymentStatus ?? 'gone'}`);
      }
      const files: OrderFile[] = [];
      for (const document of drawn) files.push(await fileDocument(tx, { job, input, document }));
      if (job.payload.reason === 'regenerate') {
        // Made again after a correction: what the corrected birth cannot draw is not left
        // on offer as it was drawn from the wrong one.
        for (const { document } of notComputable) {
          await withdrawDeliverable(tx, purchase.id, document);
        }
      }
      if (!(await completeJob(tx, job, { orderFileId: files[0]!.id }))) throw new LostClaim();
      await deliverOrderFiles(tx, {
        purchase: locked,
        files,
        links: deps.links,
        reviewRequests: deps.reviewRequests,
        actor: 'system',
        attachFiles: true,
        isUpdate: job.payload.reason === 'regenerate',
        isComplete: product.isFullyComputed,
        // A map left undrawn (no birth time, an unknown birthplace) is named in the mail, with
        // what would draw it, rather than missing from it without a word.
        notDrawn: notComputable.map(({ document, reason }) => ({
          name:
            product.computedDocuments.find((item) => item.document === document)?.name ?? document,
          reason,
        })),
      });
      return { outcome: 'delivered', files, notComputable };
    });
  } catch (error) {
    await Promise.all(drawn.map((document) => deps.storage.remove(document.storageKey)));
    if (error instanceof CancelledGeneration) {
      await cancelJob(deps.db, job, error.message);
      return { outcome: 'cancelled', reason: error.message };
    }
    if (error instanceof LostClaim) return { outcome: 'lost-claim' };
    throw error;
  }
}

/** The documents of the product the order has no current file of (an upgrade's new ones). */
async function documentsNotYetFiled<T extends { document: string }>(
  db: Queryable,
  purchaseId: string,
  documents: readonly T[],
): Promise<T[]> {
  const filed = await db
    .selectDistinct({ deliverable: orderFiles.deliverable })
    .from(orderFiles)
    .where(and(eq(orderFiles.purchaseId, purchaseId), isNull(orderFiles.replacedAt)));
  const have = new Set(filed.map((row) => row.deliverable));
  return documents.filter((item) => !have.has(item.document));
}

/** Files one drawn document on the order as its next version, with its `report-generated`. */
async function fileDocument(
  tx: Queryable,
  { job, input, document }: { job: ReportJob; input: ReportInput; document: Drawn },
): Promise<OrderFile> {
  const [made] = await tx
    .select({ total: count() })
    .from(orderFiles)
    .where(
      and(
        eq(orderFiles.purchaseId, job.payload.purchaseId),
        eq(orderFiles.addedBy, 'system'),
        eq(orderFiles.deliverable, document.document),
      ),
    );
  const version = (made?.total ?? 0) + 1;
  const [file] = await tx
    .insert(orderFiles)
    .values({
      id: document.fileId,
      purchaseId: job.payload.purchaseId,
      fileName: versionedName(document.fileName, version),
      contentType: PDF,
      size: document.pdf.length,
      storageKey: document.storageKey,
      addedBy: 'system',
      deliverable: document.document,
    })
    .returning();
  if (!file) throw new Error('The document was not filed.');
  await recordOrderEvent(tx, {
    purchaseId: job.payload.purchaseId,
    kind: 'report-generated',
    actor: 'system',
    data: {
      jobId: job.id,
      fileId: file.id,
      fileName: file.fileName,
      size: file.size,
      version,
      reason: job.payload.reason,
      requestedBy: job.payload.requestedBy,
      placeUsed: input.chart.place?.name ?? null,
      timeZone: input.chart.place?.timeZone ?? null,
      notes: input.chart.notes.map((note) => note.code),
    },
  });
  return file;
}

/**
 * The report job's "still wanted": only a paid order gets its documents. A refund in the
 * meantime is caught again when they are filed, under the order's lock.
 */
export async function isReportWanted(
  db: Queryable,
  payload: ReportJobPayload,
): Promise<true | string> {
  const purchase = await findOrder(db, payload.purchaseId);
  return purchase?.paymentStatus === 'completed'
    ? true
    : `the order is ${purchase?.paymentStatus ?? 'gone'}`;
}

class CancelledGeneration extends Error {}
class LostClaim extends Error {}
