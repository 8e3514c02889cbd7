import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { and, asc, eq, sql } from 'drizzle-orm';
import {
  intakeMessages,
  PALM_PHOTO_MIN_SIDE,
  questionnaireUploads,
  uploadRules,
  type UploadChecked,
  type UploadKind,
  type UploadReceived,
  type UploadRequest,
  type UploadTicket,
} from '../../common/intake';
import type { Database, Queryable } from '../db/client';
import { purchases, questionnaireSubmissions, uploads, type Upload } from '../db/schema';
import { AppError } from '../errors';
import { recordOrderEvent } from '../orders/timeline';
import { detectFileContent } from '../storage/file-content';
import { reencodePhoto } from '../storage/photo-content';
import type { ObjectStorage } from '../storage/types';
import { findIntakeOrder } from './intake-order';

/** How long a signed PUT URL lives (docs/architecture.md §2). */
export const UPLOAD_URL_LIFETIME_SECONDS = 15 * 60;

export interface UploadDeps {
  db: Database;
  storage: ObjectStorage;
}

/** The content type a file name stands for, for each accepted ending. */
const typeByExtension: Record<string, string> = {
  '.pdf': 'application/pdf',
  '.doc': 'application/msword',
  '.docx': 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
};

/**
 * Uploads of an order that still count towards its limit: checked and kept, or signed within
 * the URL's lifetime, and not yet part of a submitted questionnaire (a corrected submission
 * may bring new files).
 */
const isLive = sql`(${uploads.status} = 'stored' or (${uploads.status} = 'pending'
  and ${uploads.createdAt} > now() - make_interval(secs => ${UPLOAD_URL_LIFETIME_SECONDS})))
  and not exists (select 1 from ${questionnaireSubmissions} s
    where s.purchase_id = ${uploads.purchaseId}
      and (s.resume_upload_id = ${uploads.id} or ${uploads.id} = any(s.palm_photo_upload_ids)))`;

/**
 * The order's checked files that no submitted answers use yet: what the questionnaire page
 * lists, whichever device opens it, so a file sent from a phone can be seen and removed on a
 * laptop. Files of submitted answers stay with those answers and are not listed.
 */
export async function receivedUploads(
  db: Queryable,
  purchaseId: string,
): Promise<UploadReceived[]> {
  const rows = await db
    .select()
    .from(uploads)
    .where(and(eq(uploads.purchaseId, purchaseId), eq(uploads.status, 'stored'), isLive))
    .orderBy(asc(uploads.checkedAt), asc(uploads.id));
  return rows.map((upload) => ({
    ...checkedView(upload),
    uploadURL: `/api/objects/${upload.purchaseId}/${upload.id}`,
  }));
}

/**
 * `POST /api/objects/upload`: decides whether this order may send this file (paid, its
 * questionnaire takes this kind, within size, type and count), records the upload as pending
 * and signs a PUT URL for exactly this length and type.
 */
export async function createUploadTicket(
  deps: UploadDeps,
  request: Required<UploadRequest>,
): Promise<UploadTicket> {
  const rule = uploadRules[request.kind];
  const extension = path.extname(request.fileName).toLowerCase();
  const contentType = typeByExtension[extension];
  if (!contentType || !rule.extensions.includes(extension)) {
    throw new AppError('bad_request', intakeMessages.fileTypeNotAllowed);
  }
  if (request.size > rule.maxBytes) throw new AppError('bad_request', intakeMessages.fileTooLarge);

  const uploadId = randomUUID();
  const storageKey = `uploads/${request.purchaseId}/${uploadId}`;
  await deps.db.transaction(async (tx) => {
    const { purchase, questionnaire } = await findIntakeOrder(tx, request.purchaseId);
    if (!questionnaireUploads[questionnaire].includes(request.kind)) {
      throw new AppError('bad_request', intakeMessages.uploadNotAllowed);
    }
    // One order's tickets are decided one at a time, so two at once cannot pass the count.
    await tx
      .select({ id: purchases.id })
      .from(purchases)
      .where(eq(purchases.id, purchase.id))
      .for('update');
    const [live] = await tx
      .select({ total: sql<number>`count(*)::int` })
      .from(uploads)
      .where(and(eq(uploads.purchaseId, purchase.id), eq(uploads.kind, request.kind), isLive));
    if ((live?.total ?? 0) >= rule.maxFiles) {
      throw new AppError('conflict', intakeMessages.tooManyFiles);
    }
    await tx.insert(uploads).values({
      id: uploadId,
      purchaseId: purchase.id,
      kind: request.kind,
      fileName: request.fileName,
      declaredType: request.contentType || contentType,
      declaredSize: request.size,
      storageKey,
    });
  });
  const signed = await deps.storage.presignPut({
    key: storageKey,
    contentType,
    contentLength: request.size,
    expiresInSeconds: UPLOAD_URL_LIFETIME_SECONDS,
  });
  return { uploadURL: signed.url, uploadId, headers: signed.headers };
}

async function findUploadOfOrder(
  db: Queryable,
  uploadId: string,
  purchaseId: string,
): Promise<Upload> {
  const [upload] = await db
    .select()
    .from(uploads)
    .where(and(eq(uploads.id, uploadId), eq(uploads.purchaseId, purchaseId)));
  if (!upload || upload.status === 'discarded') {
    throw new AppError('not_found', intakeMessages.uploadNotFound);
  }
  return upload;
}

function checkedView(upload: Upload): UploadChecked {
  const isPhoto = upload.kind === 'palm-photo';
  const shortSide =
    upload.width && upload.height ? Math.min(upload.width, upload.height) : undefined;
  return {
    uploadId: upload.id,
    kind: upload.kind,
    fileName: upload.fileName,
    contentType: upload.contentType ?? '',
    size: upload.size ?? 0,
    ...(upload.width ? { width: upload.width } : {}),
    ...(upload.height ? { height: upload.height } : {}),
    lowResolution: isPhoto && shortSide !== undefined && shortSide < PALM_PHOTO_MIN_SIDE,
  };
}

/**
 * Checks the stored bytes of an upload by content (magic bytes, not the name): a PDF, DOC or
 * DOCX resume, a JPEG or PNG photo whose pixel size can be read. A photo is then decoded and
 * stored re-encoded in its place (issue 36): only its pixels are kept. A match is `stored` and
 * lands on the order timeline; any other file is `rejected` and deleted. Checking again gives
 * the same answer.
 */
export async function checkUpload(
  deps: UploadDeps,
  uploadId: string,
  purchaseId: string,
): Promise<UploadChecked> {
  const upload = await findUploadOfOrder(deps.db, uploadId, purchaseId);
  if (upload.status === 'stored') return checkedView(upload);
  if (upload.status === 'rejected') {
    throw new AppError('unprocessable', intakeMessages.fileContentMismatch);
  }
  const rule = uploadRules[upload.kind];
  const head = await deps.storage.head(upload.storageKey);
  if (!head) throw new AppError('not_found', intakeMessages.uploadNotFound);
  const bytes =
    head.size <= rule.maxBytes ? await deps.storage.read(upload.storageKey, rule.maxBytes) : null;
  const content = bytes ? await detectFileContent(bytes) : { contentType: null };
  // A photo is one only when its pixel size can be read: a JPEG signature in front of other
  // markup (an SVG, a script) is not a photo, whatever its first bytes say.
  const isReadableImage =
    !content.contentType?.startsWith('image/') || Boolean(content.width && content.height);
  const isAcceptedType =
    bytes !== null &&
    content.contentType !== null &&
    rule.contentTypes.includes(content.contentType) &&
    isReadableImage;
  const isPhoto = Boolean(content.contentType?.startsWith('image/'));
  const photo =
    bytes && isAcceptedType && isPhoto
      ? await reencodePhoto(bytes, content.contentType ?? '')
      : null;
  const isAccepted = isAcceptedType && (!isPhoto || photo !== null);
  // Written before the row says `stored`, so nothing ever serves the bytes as they came.
  if (photo) {
    await deps.storage.write({
      key: upload.storageKey,
      body: photo.bytes,
      contentType: photo.contentType,
    });
  }
  const size = photo?.bytes.length ?? head.size;

  const [updated] = await deps.db.transaction(async (tx) => {
    const rows = await tx
      .update(uploads)
      .set({
        status: isAccepted ? 'stored' : 'rejected',
        contentType: content.contentType,
        size,
        width: photo?.width ?? content.width ?? null,
        height: photo?.height ?? content.height ?? null,
        checkedAt: sql`now()`,
      })
      .where(and(eq(uploads.id, upload.id), eq(uploads.status, 'pending')))
      .returning();
    if (rows[0]) {
      await recordOrderEvent(tx, {
        purchaseId: upload.purchaseId,
        kind: isAccepted ? 'upload-stored' : 'upload-rejected',
        actor: 'customer',
        data: {
          uploadId: upload.id,
          uploadKind: upload.kind,
          fileName: upload.fileName,
          size,
          contentType: content.contentType,
        },
      });
    }
    return rows;
  });
  if (!isAccepted) {
    if (updated) await deps.storage.remove(upload.storageKey);
    throw new AppError(
      'unprocessable',
      isAcceptedType ? intakeMessages.photoUnreadable : intakeMessages.fileContentMismatch,
    );
  }
  // Checked by a request running at the same time: its row is the answer.
  return checkedView(updated ?? (await findUploadOfOrder(deps.db, uploadId, purchaseId)));
}

/**
 * The buyer removed a file before submitting: it no longer counts towards the limit and its
 * bytes are deleted. A file already part of a submitted questionnaire stays.
 */
export async function discardUpload(
  deps: UploadDeps,
  uploadId: string,
  purchaseId: string,
): Promise<void> {
  const upload = await findUploadOfOrder(deps.db, uploadId, purchaseId);
  const [discarded] = await deps.db
    .update(uploads)
    .set({ status: 'discarded' })
    .where(and(eq(uploads.id, upload.id), isLive))
    .returning({ id: uploads.id });
  if (!discarded) throw new AppError('conflict', intakeMessages.uploadAlreadySubmitted);
  await deps.storage.remove(upload.storageKey);
}

/** The upload id in an upload address: the last path segment of the URL the file was PUT to. */
export function uploadIdOfAddress(address: string): string | null {
  let pathname: string;
  try {
    pathname = new URL(address, 'http://upload.invalid').pathname;
  } catch {
    return null;
  }
  const last = pathname.split('/').filter(Boolean).pop() ?? '';
  return /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(last)
    ? last.toLowerCase()
    : null;
}

/**
 * The checked uploads a submission names, in its order: each must be an upload of this order
 * and of this kind whose content passed the check (checked now if the browser did not ask).
 */
export async function resolveSubmittedUploads(
  deps: UploadDeps,
  purchaseId: string,
  kind: UploadKind,
  addresses: readonly string[],
): Promise<Upload[]> {
  const ids = addresses.map(uploadIdOfAddress);
  if (ids.some((id) => id === null) || new Set(ids).size !== ids.length) {
    throw new AppError('bad_request', intakeMessages.uploadNotFound);
  }
  const resolved: Upload[] = [];
  for (const id of ids as string[]) {
    const upload = await findUploadOfOrder(deps.db, id, purchaseId);
    if (upload.kind !== kind) throw new AppError('bad_request', intakeMessages.uploadNotFound);
    if (upload.status !== 'stored') await checkUpload(deps, upload.id, purchaseId);
    resolved.push(upload);
  }
  return resolved;
}
