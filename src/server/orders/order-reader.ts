import { eq } from 'drizzle-orm';
import { readerNameOf, readerPhotoUrl, type ReaderCard } from '../../common/readers';
import type { Queryable } from '../db/client';
import { admins } from '../db/schema';

/**
 * The reader card of an order's assigned reader, as its customer sees it on the reading page: the
 * name, bio and photo the reader chose, never their address; null while no reader is assigned.
 */
export async function readerCardOf(
  db: Queryable,
  adminId: string | null,
): Promise<ReaderCard | null> {
  if (!adminId) return null;
  const [admin] = await db
    .select({
      displayName: admins.displayName,
      name: admins.name,
      email: admins.email,
      bio: admins.bio,
      photoId: admins.photoId,
    })
    .from(admins)
    .where(eq(admins.id, adminId));
  if (!admin) return null;
  return {
    name: readerNameOf(admin),
    bio: admin.bio?.trim() || null,
    photoUrl: admin.photoId ? readerPhotoUrl(admin.photoId) : null,
  };
}
