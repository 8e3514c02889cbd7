import type { Readable } from 'node:stream';
import { and, eq } from 'drizzle-orm';
import { workspaceMessages } from '../../../common/workspace';
import type { Queryable } from '../../db/client';
import { uploads } from '../../db/schema';
import { AppError } from '../../errors';
import type { ObjectStorage } from '../../storage';
import { attachmentDisposition, PRIVATE_FILE_HEADERS } from '../../web/attachment';

/** What the browser shows in the page itself: a PDF in its own viewer, a photo as an image. */
const SHOWN_INLINE = new Set(['application/pdf', 'image/jpeg', 'image/png', 'image/webp']);

/**
 * One of the order's checked files for the reader, shown in the workspace (the resume inline, the
 * palm photos side by side): only a `stored` upload of this very order. Anything the browser
 * could run stays an attachment, and a shown file may not be framed by another site.
 */
export async function openWorkspaceFile(
  deps: { db: Queryable; storage: ObjectStorage },
  ids: { purchaseId: string; uploadId: string },
): Promise<{
  stream: Readable;
  contentType: string;
  size: number | null;
  disposition: string;
  headers: Record<string, string>;
}> {
  const [upload] = await deps.db
    .select()
    .from(uploads)
    .where(
      and(
        eq(uploads.id, ids.uploadId),
        eq(uploads.purchaseId, ids.purchaseId),
        eq(uploads.status, 'stored'),
      ),
    );
  if (!upload) throw new AppError('not_found', workspaceMessages.fileNotFound);
  const stream = await deps.storage.openRead(upload.storageKey);
  if (!stream) throw new AppError('not_found', workspaceMessages.fileNotFound);
  const contentType = upload.contentType ?? 'application/octet-stream';
  const disposition = attachmentDisposition(upload.fileName);
  return {
    stream,
    contentType,
    size: upload.size,
    disposition: SHOWN_INLINE.has(contentType)
      ? disposition.replace(/^attachment/, 'inline')
      : disposition,
    headers: { ...PRIVATE_FILE_HEADERS },
  };
}
