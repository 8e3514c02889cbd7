import { eq } from 'drizzle-orm';
import { readerNameOf, type ReaderCard } from '../../common/readers';
import type { Queryable } from '../db/client';
import { admins } from '../db/schema';

/**
 * The reader card of an order's assigned reader, as its customer sees it on the reading page: the
 * name and bio the reader chose, never their address; null while no reader is assigned.
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
    })
    .from(admins)
    .where(eq(admins.id, adminId));
  return admin ? { name: readerNameOf(admin), bio: admin.bio?.trim() || null } : null;
}
