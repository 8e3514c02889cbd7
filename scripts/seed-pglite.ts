import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { openDatabase } from '../src/server/db/client';
import type { SeedClient } from './seed-shop';

/**
 * An embedded database folder, migrated as the shop opens it, then opened once more as a plain
 * PGlite session for the seed's `$n` queries (one instance at a time holds the folder).
 */
export async function openSeedPglite(
  dir: string,
): Promise<{ client: SeedClient; close(): Promise<void> }> {
  const migrated = await openDatabase({ pgliteDir: dir });
  await migrated.close();
  const client = await PGlite.create(dir, { extensions: { pg_trgm, btree_gist } });
  return {
    client: {
      query: async <Row>(text: string, params?: unknown[]) => client.query<Row>(text, params),
    },
    close: () => client.close(),
  };
}
