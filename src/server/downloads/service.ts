import type { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { orderFiles, purchases, type OrderFile } from '../db/schema';
import { currentVersionOf } from '../orders/order-files';
import type { DownloadLinks } from '../storage/download-links';
import type { ObjectStorage } from '../storage/types';

export const downloadMessages = {
  expired:
    'This download link has expired. Reply to the e-mail it came in, or write to us, and we will send you a new one.',
  invalid: 'This download link is not valid. Please use the link exactly as it came in the e-mail.',
  gone: 'This file is no longer available. Please write to us and we will help.',
  refunded:
    'This order was refunded, so its reports can no longer be downloaded. If you think this is a mistake, please write to us.',
  replaced:
    'This document was replaced by a corrected version. Your order page has the current one; write to us if you cannot find it.',
} as const;

export interface DownloadDeps {
  db: Database;
  storage: ObjectStorage;
  links: DownloadLinks;
}

export type DownloadResult =
  | { outcome: 'file'; file: OrderFile; body: Readable }
  | { outcome: 'expired' | 'invalid' | 'gone' | 'refunded' | 'replaced' };

/**
 * A delivered report file behind a signed, unexpired link; never anything else. A link of a
 * refunded order opens nothing: the money went back, so the report is no longer the buyer's.
 * A link to a version replaced since (a chart corrected and made again) opens the current
 * version of that document, never the old one (decision 304).
 */
export async function openDownload(
  deps: DownloadDeps,
  request: { fileId: string; expires: number; signature: string },
): Promise<DownloadResult> {
  const check = deps.links.check(request.fileId, request.expires, request.signature);
  if (check !== 'valid') return { outcome: check };
  const [found] = await deps.db
    .select({ file: orderFiles, paymentStatus: purchases.paymentStatus })
    .from(orderFiles)
    .innerJoin(purchases, eq(purchases.id, orderFiles.purchaseId))
    .where(eq(orderFiles.id, request.fileId));
  if (found?.paymentStatus === 'refunded') return { outcome: 'refunded' };
  const file = found ? await currentVersionOf(deps.db, found.file) : undefined;
  if (file === null) return { outcome: 'replaced' };
  const body = file ? await deps.storage.openRead(file.storageKey) : null;
  if (!file || !body) return { outcome: 'gone' };
  return { outcome: 'file', file, body };
}
