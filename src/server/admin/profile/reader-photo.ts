import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { readerPhotoMessages, type ReaderProfileView } from '../../../common/readers';
import type { Clock } from '../../clock';
import type { Database } from '../../db/client';
import { admins } from '../../db/schema';
import { AppError } from '../../errors';
import type { ObjectStorage } from '../../storage';
import { squarePortrait } from '../../storage/photo-content';
import { readerProfileViewOf } from './reader-profile';

export interface ReaderPhotoDeps {
  db: Database;
  storage: ObjectStorage;
  clock: Clock;
}

/** Where a photo's bytes live: its random id is the whole name, so the key tells nothing. */
export function readerPhotoKey(photoId: string): string {
  return `reader-photos/${photoId}`;
}

/**
 * Sets the signed-in admin's photo (decision 313): the upload is re-encoded into a 256 px square
 * WebP holding only pixels, stored under a new random id, and the row points at it; the photo
 * it replaces is deleted once the row no longer names it. Refuses bytes that are not a whole
 * JPEG, PNG or WebP, whatever the request's Content-Type said.
 */
export async function saveReaderPhoto(
  deps: ReaderPhotoDeps,
  adminId: string,
  upload: Buffer,
): Promise<ReaderProfileView> {
  const portrait = await squarePortrait(upload);
  if (!portrait) throw new AppError('unprocessable', readerPhotoMessages.undecodable);
  const photoId = randomUUID();
  await deps.storage.write({
    key: readerPhotoKey(photoId),
    body: portrait,
    contentType: 'image/webp',
  });
  try {
    return await replacePhoto(deps, adminId, photoId);
  } catch (error) {
    // The row never named it: a stored file nobody can reach would only take space.
    await deps.storage.remove(readerPhotoKey(photoId)).catch(() => undefined);
    throw error;
  }
}

/** Takes the signed-in admin's photo off the reading page and out of storage. */
export function removeReaderPhoto(deps: ReaderPhotoDeps, adminId: string) {
  return replacePhoto(deps, adminId, null);
}

/**
 * Points the admin's row at a stored photo (or none) and deletes the one it named before.
 * Exported for the test of changes at once; routes go through save and remove.
 */
export async function replacePhoto(
  deps: ReaderPhotoDeps,
  adminId: string,
  photoId: string | null,
): Promise<ReaderProfileView> {
  const { saved, previousId } = await deps.db.transaction(async (tx) => {
    // Locked, so two uploads at once each delete the photo the other replaced, never a live one.
    const [current] = await tx
      .select({ photoId: admins.photoId })
      .from(admins)
      .where(eq(admins.id, adminId))
      .for('update');
    const [row] = await tx
      .update(admins)
      .set({ photoId, photoUpdatedAt: photoId ? deps.clock() : null })
      .where(eq(admins.id, adminId))
      .returning();
    return { saved: row, previousId: current?.photoId ?? null };
  });
  if (!saved) throw new Error('the signed-in admin has no row');
  if (previousId) await deps.storage.remove(readerPhotoKey(previousId));
  return readerProfileViewOf(saved);
}

/** The largest stored portrait read back: a 256 px WebP is a few tens of kilobytes. */
const MAX_PORTRAIT_BYTES = 1024 * 1024;

/**
 * A reader's photo by its id, for anyone who has the id (the reading page of an order that
 * reader holds): null when no admin shows that photo now, so a replaced or removed one is gone.
 */
export async function readReaderPhoto(
  deps: Pick<ReaderPhotoDeps, 'db' | 'storage'>,
  photoId: string,
): Promise<Buffer | null> {
  const [owner] = await deps.db
    .select({ id: admins.id })
    .from(admins)
    .where(eq(admins.photoId, photoId));
  if (!owner) return null;
  return deps.storage.read(readerPhotoKey(photoId), MAX_PORTRAIT_BYTES);
}
