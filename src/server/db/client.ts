import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type pg from 'pg';
import { projectRoot } from '../project-root';
import { readDrizzleTypesOnce } from './pglite-parsers';
import * as schema from './schema';

export type Schema = typeof schema;
/** Either engine behind one type: the app only ever sees Drizzle's Postgres API. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
/** Something that can run queries: the database or an open transaction. */
export type Queryable = Database | Transaction;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

export interface DatabaseOptions {
  databaseUrl?: string;
  /** Folder for PGlite's files; `memory://` for a throw-away database. */
  pgliteDir?: string;
  /**
   * A PGlite database to start from (`migratedPgliteImage`): loading it takes a tenth of the
   * time of migrating an empty one, which the tests do for every file (decision 209).
   */
  pgliteImage?: Blob;
  poolSize?: number;
}

const MIGRATION_LOCK_ID = 727_001;

export function migrationsFolder(): string {
  return path.join(projectRoot(), 'drizzle');
}

/** Opens the database and applies the committed migrations before anything else runs. */
export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, options.poolSize ?? 10);
  return openPglite(options.pgliteDir ?? 'memory://', options.pgliteImage);
}

/**
 * Each engine's driver is loaded only when it is the one configured: a start on PGlite never
 * loads node-postgres, nor one on PostgreSQL PGlite's WebAssembly (decision 213).
 */
async function loadPglite() {
  const [{ PGlite }, { pg_trgm }, { btree_gist }, { drizzle }, { migrate }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('@electric-sql/pglite/contrib/pg_trgm'),
    import('@electric-sql/pglite/contrib/btree_gist'),
    import('drizzle-orm/pglite'),
    import('drizzle-orm/pglite/migrator'),
  ]);
  return { PGlite, extensions: { pg_trgm, btree_gist }, drizzle, migrate };
}

async function loadPostgres() {
  const [{ default: pg }, { drizzle }, { migrate }] = await Promise.all([
    import('pg'),
    import('drizzle-orm/node-postgres'),
    import('drizzle-orm/node-postgres/migrator'),
  ]);
  return { pg, drizzle, migrate };
}

/** An empty PGlite database with every migration applied, as an image to open copies of. */
export async function migratedPgliteImage(): Promise<Blob> {
  const { PGlite, extensions, drizzle: drizzlePglite, migrate: migratePglite } = await loadPglite();
  const client = await PGlite.create('memory://', { extensions });
  try {
    await migratePglite(drizzlePglite({ client, schema }), {
      migrationsFolder: migrationsFolder(),
    });
    return await client.dumpDataDir('none');
  } finally {
    await client.close();
  }
}

async function openPostgres(url: string, poolSize: number): Promise<DatabaseHandle> {
  const { pg, drizzle: drizzlePostgres, migrate: migratePostgres } = await loadPostgres();
  // A server that does not answer fails the request in 5 s (503) instead of holding it forever.
  const pool = new pg.Pool({ connectionString: url, max: poolSize, connectionTimeoutMillis: 5000 });
  // An idle connection the server drops (restart, failover, admin kill) must not crash the
  // process: the pool discards it and opens a new one on the next query.
  pool.on('error', (error) => {
    console.error(`PostgreSQL pool: idle connection lost (${error.message})`);
  });
  // A connection lost while checked out (a transaction or query under way) emits `error` on
  // its client, where the pool listens only while it is idle: without a listener of our own
  // that event killed the process. Its query fails on its own (503 through the error funnel),
  // and the pool drops the broken client when it comes back.
  pool.on('connect', (client) => {
    client.on('error', (error) => {
      console.error(`PostgreSQL: connection lost while in use (${error.message})`);
    });
  });
  releaseBrokenClients(pool);
  const db = drizzlePostgres({ client: pool, schema }) as unknown as Database;
  // Several instances may start at once: only one migrates, the others wait for it.
  const lockClient = await pool.connect();
  try {
    await lockClient.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
    await migratePostgres(drizzlePostgres({ client: lockClient, schema }), {
      migrationsFolder: migrationsFolder(),
    });
  } finally {
    await lockClient.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => {});
    lockClient.release();
  }
  return { db, kind: 'postgres', close: () => pool.end() };
}

/**
 * A checked-out client whose connection dies is handed back to the pool at once (which drops
 * it), and a second release is a no-op. Drizzle's transaction releases its client only once
 * `begin` succeeded: a connection lost between the checkout and `begin` kept its client checked
 * out for good, one fewer per outage, until the pool was empty and every request waited out the
 * connection timeout (503 for good, until a restart).
 */
function releaseBrokenClients(pool: pg.Pool): void {
  const connect = pool.connect.bind(pool) as (
    callback?: (...args: unknown[]) => void,
  ) => Promise<pg.PoolClient> | undefined;
  const guarded = (callback?: (...args: unknown[]) => void) => {
    // The callback form is `pool.query`'s, which releases on error by itself.
    if (callback) return connect(callback);
    return connect()!.then((client) => {
      const release = client.release;
      let isReleased = false;
      const releaseOnce = (error?: Error | boolean) => {
        if (isReleased) return;
        isReleased = true;
        client.removeListener('error', releaseOnce);
        release(error);
      };
      client.release = releaseOnce;
      client.once('error', releaseOnce);
      return client;
    });
  };
  pool.connect = guarded as typeof pool.connect;
}

/**
 * PGlite's default cache is PostgreSQL's 128 MB of shared buffers, zeroed at start inside its
 * WebAssembly memory: a fifth of the shop's memory for a database of a few megabytes whose files
 * the operating system caches anyway. Passed on the command line: PGlite's `postgresqlconf`
 * would overwrite the data folder's postgresql.conf. Durability is left as it is (decision 213).
 */
const PGLITE_SETTINGS = ['-c', 'shared_buffers=16MB'];

/**
 * The migrated empty database the build saves (`scripts/build-database-image.mjs`), for a data
 * folder with no database yet: copying it takes about half the time of initdb and the
 * migrations (decision 213). Migrations added since are still applied after.
 */
function builtImageFor(dir: string): Blob | undefined {
  if (dir.startsWith('memory://') || existsSync(path.join(dir, 'PG_VERSION'))) return undefined;
  const image = path.join(projectRoot(), 'dist', 'pglite-migrated.tgz');
  return existsSync(image) ? new Blob([readFileSync(image)]) : undefined;
}

async function openPglite(dir: string, givenImage?: Blob): Promise<DatabaseHandle> {
  const { PGlite, extensions, drizzle: drizzlePglite, migrate: migratePglite } = await loadPglite();
  if (!dir.startsWith('memory://')) mkdirSync(dir, { recursive: true });
  const image = givenImage ?? builtImageFor(dir);
  // pg_trgm: the admin search by name and e-mail fragments (migration 0005); btree_gist: no two
  // booked sessions of one reader overlap (migration 0016).
  const client = await PGlite.create(dir, {
    extensions,
    startParams: [...PGlite.defaultStartParams, ...PGLITE_SETTINGS],
    ...(image ? { loadDataDir: image } : {}),
  });
  readDrizzleTypesOnce(client);
  const db = drizzlePglite({ client, schema });
  await migratePglite(db, { migrationsFolder: migrationsFolder() });
  return { db: db as unknown as Database, kind: 'pglite', close: () => client.close() };
}
