/**
 * The shops here are for the few tests that watch what `withTestApp` keeps out of sight: the log
 * lines the shop writes, or the shop while its database goes away.
 */
import type { FastifyInstance } from 'fastify';
import { buildApp, type AppDeps } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import type { DatabaseHandle } from '../../src/server/db/client';
import { createTestDatabase, type TestDatabaseKind } from './database';
import { openForTheBlock } from './for-the-block';
import { startTcpProxy, type TcpProxy } from './tcp-proxy';

export interface ObservedAppOptions {
  extraDeps?: Partial<AppDeps>;
  /** Receives the shop's log lines (JSON, from level info); without it the shop logs nothing. */
  logLines?: string[];
}

export interface ObservedTestApp {
  readonly app: FastifyInstance;
  readonly database: DatabaseHandle;
}

export interface RelayedTestApp extends ObservedTestApp {
  /** The relay between the shop and its database, which the tests cut and restore. */
  readonly proxy: TcpProxy;
}

async function buildObservedApp(
  database: DatabaseHandle,
  options: ObservedAppOptions,
): Promise<FastifyInstance> {
  const { logLines } = options;
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: logLines ? 'info' : 'silent',
    DATA_DIR: '.tmp/test-data',
  });
  const app = await buildApp({
    deps: { config, db: database.db, ...options.extraDeps },
    ...(logLines
      ? { logStream: { write: (line) => void logLines.push(line) } }
      : { logger: false }),
  });
  await app.ready();
  return app;
}

/** The shop of one describe block (`openForTheBlock`) on the database `open` gives it. */
function withObservedApp(
  open: () => Promise<{ database: DatabaseHandle; proxy?: TcpProxy }>,
  options: ObservedAppOptions,
): RelayedTestApp {
  const current = openForTheBlock(
    async () => {
      const { database, proxy } = await open();
      return { database, proxy, app: await buildObservedApp(database, options) };
    },
    async ({ proxy, app, database }) => {
      proxy?.restore();
      await app.close();
      await database.close();
      await proxy?.close();
    },
  );
  return {
    get app() {
      return current().app;
    },
    get database() {
      return current().database;
    },
    get proxy() {
      const { proxy } = current();
      if (!proxy) throw new Error('this test shop reaches its database without a relay');
      return proxy;
    },
  };
}

/** The shop of one describe block, on its own empty database, writing its log into `logLines`. */
export function withLoggedTestApp(kind: TestDatabaseKind, logLines: string[]): ObservedTestApp {
  return withObservedApp(async () => ({ database: await createTestDatabase(kind) }), { logLines });
}

/**
 * The shop of one describe block on its own PostgreSQL database (TEST_DATABASE_URL), reached
 * through a relay the tests cut to take the database away; after the block the relay is restored
 * and everything closed.
 */
export function withTestAppBehindRelay(options: ObservedAppOptions = {}): RelayedTestApp {
  return withObservedApp(async () => {
    const target = new URL(process.env.TEST_DATABASE_URL!);
    const proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
    return { proxy, database: await createTestDatabase('postgres', { port: proxy.port }) };
  }, options);
}
