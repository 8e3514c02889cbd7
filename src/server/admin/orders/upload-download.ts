import type { Readable } from 'node:stream';
import { and, eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { uploads } from '../../db/schema';
import { AppError } from '../../errors';
import type { ObjectStorage } from '../../storage';

export const UPLOAD_NOT_FOUND = 'File not found';

export interface UploadDownload {
  stream: Readable;
  fileName: string;
  contentType: string;
  size: number | null;
}

/**
 * A buyer's checked file for an admin (decision 066): only a `stored` upload, whose
 * bytes passed the content check; pending, rejected and discarded ones are not found.
 */
export async function openUploadDownload(
  deps: { db: Queryable; storage: ObjectStorage },
  uploadId: string,
): Promise<UploadDownload> {
  const [upload] = await deps.db
    .select()
    .from(uploads)
    .where(and(eq(uploads.id, uploadId), eq(uploads.status, 'stored')));
  if (!upload) throw new AppError('not_found', UPLOAD_NOT_FOUND);
  const stream = await deps.storage.openRead(upload.storageKey);
  if (!stream) throw new AppError('not_found', UPLOAD_NOT_FOUND);
  return {
    stream,
    fileName: upload.fileName,
    contentType: upload.contentType ?? 'application/octet-stream',
    size: upload.size,
  };
}
