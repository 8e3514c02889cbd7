import { randomUUID } from 'node:crypto';
import { and, count, eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { orderFiles, type OrderFile } from '../db/schema';
import { deliverOrderFiles, reportStorageKey } from '../orders/order-files';
import { findPurchase, lockPurchase } from '../orders/purchases';
import { recordOrderEvent } from '../orders/timeline';
import type { DownloadLinks } from '../storage/download-links';
import { PDF } from '../storage/file-content';
import type { ObjectStorage } from '../storage/types';
import { buildReportInput, type ReportContext } from './build-report-input';
import type { ReportInput } from './report-input';
import { cancelReportJob, markReportJobDone, type ClaimedReportJob } from './report-jobs';

export interface ReportRenderer {
  render(input: ReportInput): Promise<Buffer>;
  fileName(input: ReportInput): string;
}

export interface ReportGenerationDeps {
  db: Database;
  storage: ObjectStorage;
  links: DownloadLinks;
  renderer: ReportRenderer;
  context: ReportContext;
}

export type GenerationOutcome =
  | { outcome: 'delivered'; file: OrderFile }
  | { outcome: 'cancelled'; reason: string }
  | { outcome: 'lost-claim' };

/** "The Cosmic Map - Ada Lovelace.pdf"; later versions say which: "... (version 2).pdf". */
function versionedName(fileName: string, version: number): string {
  return version === 1 ? fileName : fileName.replace(/\.pdf$/i, ` (version ${version}).pdf`);
}

/**
 * One report job: renders the order's PDF (outside any transaction), stores it, then in one
 * transaction files it on the order, writes `report-generated`, marks the order delivered and
 * queues the mail that carries it. A refund in the meantime cancels; a stored file that did not
 * make it into the order is removed again.
 */
export async function generateReport(
  deps: ReportGenerationDeps,
  job: ClaimedReportJob,
): Promise<GenerationOutcome> {
  const purchase = await findPurchase(deps.db, job.purchaseId);
  if (purchase?.paymentStatus !== 'completed') {
    const reason = `the order is ${purchase?.paymentStatus ?? 'gone'}`;
    await cancelReportJob(deps.db, job, reason);
    return { outcome: 'cancelled', reason };
  }
  const built = buildReportInput(purchase, deps.context);
  if ('problem' in built) {
    const reason = `${built.problem}: ${built.detail}`;
    await deps.db.transaction(async (tx) => {
      await cancelReportJob(tx, job, reason);
      await recordOrderEvent(tx, {
        purchaseId: purchase.id,
        kind: 'report-failed',
        actor: 'system',
        data: { jobId: job.id, reason },
      });
    });
    return { outcome: 'cancelled', reason };
  }
  const { input } = built;
  const body = await deps.renderer.render(input);
  const fileId = randomUUID();
  const storageKey = reportStorageKey(purchase.id, fileId);
  await deps.storage.write({ key: storageKey, body, contentType: PDF });
  try {
    return await deps.db.transaction(async (tx): Promise<GenerationOutcome> => {
      const locked = await lockPurchase(tx, purchase.id);
      if (locked?.paymentStatus !== 'completed') {
        throw new CancelledGeneration(`the order is ${locked?.paymentStatus ?? 'gone'}`);
      }
      const [made] = await tx
        .select({ total: count() })
        .from(orderFiles)
        .where(and(eq(orderFiles.purchaseId, purchase.id), eq(orderFiles.addedBy, 'system')));
      const version = (made?.total ?? 0) + 1;
      const [file] = await tx
        .insert(orderFiles)
        .values({
          id: fileId,
          purchaseId: purchase.id,
          fileName: versionedName(deps.renderer.fileName(input), version),
          contentType: PDF,
          size: body.length,
          storageKey,
          addedBy: 'system',
        })
        .returning();
      if (!file || !(await markReportJobDone(tx, job, fileId))) throw new LostClaim();
      await recordOrderEvent(tx, {
        purchaseId: purchase.id,
        kind: 'report-generated',
        actor: 'system',
        data: {
          jobId: job.id,
          fileId,
          fileName: file.fileName,
          size: file.size,
          version,
          reason: job.reason,
          requestedBy: job.requestedBy,
          placeUsed: input.chart.place?.name ?? null,
          timeZone: input.chart.place?.timeZone ?? null,
          notes: input.chart.notes.map((note) => note.code),
        },
      });
      await deliverOrderFiles(tx, {
        purchase: locked,
        files: [file],
        links: deps.links,
        actor: 'system',
        attachFiles: true,
        isUpdate: job.reason === 'regenerate',
      });
      return { outcome: 'delivered', file };
    });
  } catch (error) {
    await deps.storage.remove(storageKey);
    if (error instanceof CancelledGeneration) {
      await cancelReportJob(deps.db, job, error.message);
      return { outcome: 'cancelled', reason: error.message };
    }
    if (error instanceof LostClaim) return { outcome: 'lost-claim' };
    throw error;
  }
}

class CancelledGeneration extends Error {}
class LostClaim extends Error {}
