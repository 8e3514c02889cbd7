import { inArray } from 'drizzle-orm';
import type { Queryable } from '../db/client';
import { orderFiles } from '../db/schema';
import type { ObjectStorage } from '../storage/types';
import { REPORT_FILES_PREFIX } from './order-files';

/**
 * A report is stored, then filed on its order in one transaction seconds later. A stored file
 * that old with no row was never filed: its process died in between (kill -9 while rendering)
 * or its transaction rolled back before it could remove it again.
 */
export const ORPHAN_REPORT_FILE_AGE_MS = 24 * 60 * 60 * 1000;
const KEYS_PER_QUERY = 500;

export interface OrphanSweepDeps {
  db: Queryable;
  storage: ObjectStorage;
}

/**
 * Removes stored report files that no order file names and that are older than `minAgeMs`
 * (decision 305): a file being written now is younger, so it is never taken. Works through the
 * storage interface, so local folders and S3 buckets alike. Resolves with the number removed.
 */
export async function sweepOrphanReportFiles(
  deps: OrphanSweepDeps,
  options: { now: Date; minAgeMs?: number },
): Promise<number> {
  const cutoff = options.now.getTime() - (options.minAgeMs ?? ORPHAN_REPORT_FILE_AGE_MS);
  let removed = 0;
  let batch: string[] = [];
  const sweepBatch = async () => {
    const filed = await deps.db
      .select({ key: orderFiles.storageKey })
      .from(orderFiles)
      .where(inArray(orderFiles.storageKey, batch));
    const known = new Set(filed.map((row) => row.key));
    for (const key of batch.filter((candidate) => !known.has(candidate))) {
      await deps.storage.remove(key);
      removed += 1;
    }
    batch = [];
  };
  for await (const object of deps.storage.list(REPORT_FILES_PREFIX)) {
    if (object.modifiedAt.getTime() > cutoff) continue;
    batch.push(object.key);
    if (batch.length >= KEYS_PER_QUERY) await sweepBatch();
  }
  if (batch.length > 0) await sweepBatch();
  return removed;
}
