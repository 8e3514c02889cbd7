import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { inject } from 'vitest';
import { migratedPgliteImage, openDatabase, type DatabaseHandle } from '../../src/server/db/client';
import { openForTheBlock } from './for-the-block';

export type TestDatabaseKind = 'pglite' | 'postgres';

/** The engines every service test runs on: PGlite always, PostgreSQL when CI points at one. */
export function testDatabaseKinds(): TestDatabaseKind[] {
  return process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
}

/**
 * The migrated PostgreSQL template of this run (`unit-global-setup.ts`), when there is one: a
 * database copied from it needs no migration. Outside the unit project there is none.
 */
function postgresTemplate(): string | undefined {
  try {
    return inject('postgresTemplate') || undefined;
  } catch {
    return undefined;
  }
}

/** Migrated once per test worker; each PGlite test database starts as a copy (decision 209). */
let migratedImage: Promise<Blob> | undefined;
function pgliteImage(): Promise<Blob> {
  migratedImage ??= migratedPgliteImage();
  return migratedImage;
}

/**
 * A fresh, migrated, empty database of the given kind. On PostgreSQL each call creates its
 * own database (dropped by `close`), so test files never see each other's rows.
 */
export async function createTestDatabase(
  kind: TestDatabaseKind,
  options: { port?: number } = {},
): Promise<DatabaseHandle> {
  if (kind === 'pglite') {
    return openDatabase({ pgliteDir: 'memory://', pgliteImage: await pgliteImage() });
  }
  const empty = await createEmptyPostgresDatabase({ template: postgresTemplate() });
  const url = new URL(empty.url);
  // Through a relay (`tcp-proxy.ts`) when a test cuts the database away.
  if (options.port) url.port = String(options.port);
  const handle = await openDatabase({ databaseUrl: url.toString(), poolSize: 25 });
  return {
    ...handle,
    async close() {
      await handle.close();
      await empty.drop();
    },
  };
}

/**
 * The database the tests of one describe block share, fresh and migrated (`openForTheBlock`): the
 * block names it once (`const database = withTestDatabase(kind)`); anything else it prepares goes
 * in a `beforeAll` after it.
 */
export function withTestDatabase(kind: TestDatabaseKind): DatabaseHandle {
  const current = openForTheBlock(
    () => createTestDatabase(kind),
    (database) => database.close(),
  );
  return {
    get db() {
      return current().db;
    },
    kind,
    close: () => current().close(),
  };
}

/**
 * A new PostgreSQL database without any table (shop processes started on it migrate it);
 * `drop` removes it, closing whatever connections are still open.
 */
export async function createEmptyPostgresDatabase(options: { template?: string } = {}): Promise<{
  url: string;
  drop(): Promise<void>;
}> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DATABASE_URL is not set');
  const name = `shop_test_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  const runAsAdmin = async (statement: string) => {
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    try {
      await admin.query(statement);
    } finally {
      await admin.end();
    }
  };
  await runAsAdmin(
    options.template
      ? `create database ${name} template ${options.template}`
      : `create database ${name}`,
  );
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => runAsAdmin(`drop database if exists ${name} with (force)`),
  };
}

/**
 * A second shop instance's connection to the same PostgreSQL database: a pool of its own, as
 * another process behind the load balancer would hold. PGlite has no second connection.
 */
export async function openSecondPool(handle: DatabaseHandle): Promise<DatabaseHandle> {
  if (handle.kind !== 'postgres') throw new Error('Only PostgreSQL runs two instances');
  const result = await handle.db.execute(sql`select current_database() as name`);
  const name = (result as unknown as { rows: { name: string }[] }).rows[0]!.name;
  const url = new URL(process.env.TEST_DATABASE_URL!);
  url.pathname = `/${name}`;
  return openDatabase({ databaseUrl: url.toString(), poolSize: 25 });
}
