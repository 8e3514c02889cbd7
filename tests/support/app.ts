import type { FastifyInstance } from 'fastify';
import { buildApp, type AppDeps } from '../../src/server/app';
import { loadConfig, type Config } from '../../src/server/config';
import type { DatabaseHandle } from '../../src/server/db/client';
import { createTestDatabase, type TestDatabaseKind } from './database';

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
