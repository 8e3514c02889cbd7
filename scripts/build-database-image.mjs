// A build step (decision 213): an empty PGlite database with every migration applied, saved as
// `dist/pglite-migrated.tgz`. A first start on an empty data folder copies it instead of running
// initdb and the migrations (about half the time). The same extensions as `openPglite`. The
// journeys' setup builds it too, so each journey's shop starts from it (decision 343).
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';

/** Writes `dist/pglite-migrated.tgz` under `root` from the migrations in `root/drizzle`. */
export async function buildDatabaseImage(root) {
  const client = await PGlite.create('memory://', { extensions: { pg_trgm, btree_gist } });
  try {
    await migrate(drizzle({ client }), { migrationsFolder: path.join(root, 'drizzle') });
    const image = await client.dumpDataDir('gzip');
    mkdirSync(path.join(root, 'dist'), { recursive: true });
    writeFileSync(
      path.join(root, 'dist', 'pglite-migrated.tgz'),
      Buffer.from(await image.arrayBuffer()),
    );
  } finally {
    await client.close();
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await buildDatabaseImage(path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..'));
}
