import { eq } from 'drizzle-orm';
import {
  readerNameOf,
  readerPhotoUrl,
  type readerProfileInputSchema,
  type ReaderProfileView,
} from '../../../common/readers';
import type { z } from 'zod';
import type { Queryable } from '../../db/client';
import { admins, type Admin } from '../../db/schema';

type ReaderProfileValues = z.output<typeof readerProfileInputSchema>;

export function readerProfileViewOf(admin: Admin): ReaderProfileView {
  return {
    displayName: readerNameOf(admin),
    isNameChosen: Boolean(admin.displayName?.trim()),
    bio: admin.bio ?? '',
    photoUrl: admin.photoId ? readerPhotoUrl(admin.photoId) : null,
  };
}

/** Saves the signed-in admin's own profile: the name customers know them by, and their bio. */
export async function saveReaderProfile(
  db: Queryable,
  adminId: string,
  input: ReaderProfileValues,
): Promise<ReaderProfileView> {
  const [saved] = await db
    .update(admins)
    .set({ displayName: input.displayName, bio: input.bio || null })
    .where(eq(admins.id, adminId))
    .returning();
  if (!saved) throw new Error('the signed-in admin has no row');
  return readerProfileViewOf(saved);
}
