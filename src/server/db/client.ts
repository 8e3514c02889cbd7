import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { projectRoot } from '../project-root';
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
  poolSize?: number;
}

const MIGRATION_LOCK_ID = 727_001;

export function migrationsFolder(): string {
  return path.join(projectRoot(), 'drizzle');
}

/** Opens the database and applies the committed migrations before anything else runs. */
export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, options.poolSize ?? 10);
  return openPglite(options.pgliteDir ?? 'memory://');
}

async function openPostgres(url: string, poolSize: number): Promise<DatabaseHandle> {
  // A server that does not answer fails the request in 5 s (503) instead of holding it forever.
  const pool = new pg.Pool({ connectionString: url, max: poolSize, connectionTimeoutMillis: 5000 });
  // An idle connection the server drops (restart, failover, admin kill) must not crash the
  // process: the pool discards it and opens a new one on the next query.
  pool.on('error', (error) => {
    console.error(`PostgreSQL pool: idle connection lost (${error.message})`);
  });
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

async function openPglite(dir: string): Promise<DatabaseHandle> {
  if (!dir.startsWith('memory://')) mkdirSync(dir, { recursive: true });
  // pg_trgm: the admin search by name and e-mail fragments (migration 0005).
  const client = await PGlite.create(dir, { extensions: { pg_trgm } });
  const db = drizzlePglite({ client, schema });
  await migratePglite(db, { migrationsFolder: migrationsFolder() });
  return { db: db as unknown as Database, kind: 'pglite', close: () => client.close() };
}
