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
 * The migrated PostgreSQL template of this run (`postgres-template-setup.ts`), when there is one: a
 * database copied from it needs no migration. Outside the unit and e2e projects there is none.
 */
export function postgresTemplate(): string | undefined {
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
 * Databases a finished test gave back, emptied, for the worker's next test. Opening a PGlite
 * database costs about 0.4 s of CPU (the engine starts and unpacks the image), copying a
 * PostgreSQL one from the template and dropping it a quarter second of the server's; emptying
 * one takes a few milliseconds (decision 370). A database whose tables, columns, triggers or
 * functions a test changed is closed (and dropped) instead, so every test still starts on the
 * migrated schema alone.
 */
const idleDatabases: Record<TestDatabaseKind, DatabaseHandle[]> = { pglite: [], postgres: [] };
const MAX_IDLE_DATABASES = 3;
const migratedSchemas: Partial<Record<TestDatabaseKind, Promise<string>>> = {};

/** What a test could change in the schema, as one digest. */
async function schemaDigestOf(handle: DatabaseHandle): Promise<string> {
  const result = await handle.db.execute(sql`
    select md5(string_agg(item, ',' order by item)) as digest from (
      select 'r:' || c.relname || ':' || c.relkind::text as item
        from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname not in ('pg_catalog', 'information_schema', 'pg_toast')
      union all
      select 'a:' || c.relname || '.' || a.attname || ':' || a.atttypid::text || ':'
          || a.attnotnull::text
        from pg_attribute a join pg_class c on c.oid = a.attrelid
        join pg_namespace n on n.oid = c.relnamespace
        where n.nspname not in ('pg_catalog', 'information_schema', 'pg_toast') and a.attnum > 0
      union all
      select 't:' || t.tgname || ':' || t.tgenabled::text from pg_trigger t where not t.tgisinternal
      union all
      select 'f:' || p.proname || ':' || md5(p.prosrc)
        from pg_proc p join pg_namespace n on n.oid = p.pronamespace
        where n.nspname not in ('pg_catalog', 'information_schema')
    ) items`);
  return (result as unknown as { rows: { digest: string }[] }).rows[0]!.digest;
}

/**
 * Every row of every table gone and sequences back at their start. A connection a test left
 * inside a transaction makes the truncate wait: after two seconds the database is not reused.
 */
async function emptyDatabase(handle: DatabaseHandle): Promise<void> {
  const result = await handle.db.execute(sql`
    select string_agg(format('%I.%I', schemaname, tablename), ', ') as tables
      from pg_tables where schemaname not in ('pg_catalog', 'information_schema', 'drizzle')`);
  const tables = (result as unknown as { rows: { tables: string | null }[] }).rows[0]!.tables;
  await handle.db.transaction(async (tx) => {
    await tx.execute(sql.raw(`set local lock_timeout = '2s'`));
    if (tables) await tx.execute(sql.raw(`truncate ${tables} restart identity cascade`));
  });
  await handle.db.execute(sql.raw('discard all'));
}

async function takeDatabase(
  kind: TestDatabaseKind,
  open: () => Promise<DatabaseHandle>,
): Promise<DatabaseHandle> {
  const idle = idleDatabases[kind];
  const handle = idle.pop() ?? (await open());
  const migrated = (migratedSchemas[kind] ??= schemaDigestOf(handle));
  await migrated;
  let isGivenBack = false;
  return {
    ...handle,
    async close() {
      if (isGivenBack) return;
      isGivenBack = true;
      try {
        if (
          idle.length < MAX_IDLE_DATABASES &&
          (await schemaDigestOf(handle)) === (await migrated)
        ) {
          await emptyDatabase(handle);
          idle.push(handle);
          return;
        }
      } catch {
        // A database a test left unusable is closed, never handed on.
      }
      await handle.close();
    },
  };
}

async function openPostgresCopy(port?: number): Promise<DatabaseHandle> {
  const empty = await createEmptyPostgresDatabase({ template: postgresTemplate() });
  const url = new URL(empty.url);
  // Through a relay (`tcp-proxy.ts`) when a test cuts the database away.
  if (port) url.port = String(port);
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
 * A migrated, empty database of the given kind that no other test is using, so test files
 * never see each other's rows: a new one, or one a finished test gave back emptied
 * (decision 370). On PostgreSQL a database is dropped once it is not handed on.
 */
export async function createTestDatabase(
  kind: TestDatabaseKind,
  options: { port?: number } = {},
): Promise<DatabaseHandle> {
  if (kind === 'pglite') {
    return takeDatabase(kind, async () =>
      openDatabase({ pgliteDir: 'memory://', pgliteImage: await pgliteImage() }),
    );
  }
  // A database behind a relay the test cuts is its own: never handed on.
  if (options.port) return openPostgresCopy(options.port);
  return takeDatabase(kind, () => openPostgresCopy());
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

/** Runs one statement (`create database`, `drop database`) on its own connection to `adminUrl`. */
export async function asPostgresAdmin(adminUrl: string, statement: string): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
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
  // A copy is named after its template, which the run's teardown drops with its copies.
  const name = options.template
    ? `${options.template}_${randomBytes(4).toString('hex')}`
    : `shop_test_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  const runAsAdmin = (statement: string) => asPostgresAdmin(adminUrl, statement);
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
