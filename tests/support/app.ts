import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { buildApp, type AppDeps } from '../../src/server/app';
import { loadConfig, type Config } from '../../src/server/config';
import type { DatabaseHandle } from '../../src/server/db/client';
import { createTestDatabase, openSecondPool, type TestDatabaseKind } from './database';

export interface TestApp {
  app: FastifyInstance;
  database: DatabaseHandle;
  config: Config;
  close(): Promise<void>;
}

/** A freshly built app on its own empty database, for `app.inject` tests (as fastify/demo). */
export async function createTestApp(
  kind: TestDatabaseKind,
  env: Record<string, string> = {},
  extraDeps: Partial<AppDeps> = {},
): Promise<TestApp> {
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: '.tmp/test-data',
    ...env,
  });
  const database = await createTestDatabase(kind);
  const app = await buildApp({ deps: { config, db: database.db, ...extraDeps }, logger: false });
  await app.ready();
  return {
    app,
    database,
    config,
    async close() {
      await app.close();
      await database.close();
    },
  };
}

/**
 * The shop the tests of one describe block share: built on its own empty database before the
 * block's first test and closed after its last. Its parts are read when a test runs, so the block
 * names it once (`const harness = withTestApp(kind)`) instead of writing the same
 * `beforeAll`/`afterAll` pair; anything else the block prepares goes in a `beforeAll` after it.
 */
export function withTestApp(
  kind: TestDatabaseKind,
  env: Record<string, string> = {},
  extraDeps: Partial<AppDeps> = {},
): TestApp {
  let built: TestApp | undefined;
  beforeAll(async () => {
    built = await createTestApp(kind, env, extraDeps);
  });
  afterAll(async () => {
    await built?.close();
  });
  const current = (): TestApp => {
    if (!built) throw new Error("the test shop is built before the block's first test");
    return built;
  };
  return {
    get app() {
      return current().app;
    },
    get database() {
      return current().database;
    },
    get config() {
      return current().config;
    },
    close: () => current().close(),
  };
}

/**
 * Another instance of the same shop: its own app and pool on `first`'s PostgreSQL database, with
 * the same settings (storage included) and the same clock, as two processes behind a load
 * balancer read one time. A second instance on the system clock beside a first on a test clock
 * would count the other's holds as run out or not yet begun.
 */
export async function createSecondTestApp(first: TestApp): Promise<TestApp> {
  const database = await openSecondPool(first.database);
  const app = await buildApp({
    deps: { config: first.config, db: database.db, clock: first.app.deps.clock },
    logger: false,
  });
  await app.ready();
  return {
    app,
    database,
    config: first.config,
    async close() {
      await app.close();
      await database.close();
    },
  };
}
