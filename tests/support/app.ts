import type { FastifyInstance } from 'fastify';
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
 * Another instance of the same shop: its own app and pool on `first`'s PostgreSQL database, with
 * the same settings (storage included), as two processes behind a load balancer.
 */
export async function createSecondTestApp(first: TestApp): Promise<TestApp> {
  const database = await openSecondPool(first.database);
  const app = await buildApp({ deps: { config: first.config, db: database.db }, logger: false });
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
