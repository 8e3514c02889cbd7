import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Clock } from '../../../src/server/clock';
import { loadConfig, type Config } from '../../../src/server/config';
import type { Database } from '../../../src/server/db/client';
import {
  loadPlaceIndexInBackground,
  startRuntime,
  type Runtime,
} from '../../../src/server/runtime';
import { builtHtml } from '../../../src/server/web/html';
import { createEmptyPostgresDatabase, postgresTemplate } from '../../support/database';
import { standInDocuments } from '../../support/stand-in-documents';

const root = path.resolve(import.meta.dirname, '../../..');

export interface RunningShop {
  url: string;
  config: Config;
  db: Database;
  runtime: Runtime;
  dataDir: string;
  stop(): Promise<void>;
}

export interface ShopOptions {
  /** Moves the shop's clock (e.g. `shiftedClock()` past a guarantee window). */
  clock?: Clock;
  /** Background jobs fall due by `clock` (a gift's delivery day). */
  jobsFollowClock?: boolean;
  /**
   * `stand-ins` for a journey that never opens its orders' documents: the costly ones are filed
   * and mailed as one-page stand-ins (decision 392). Drawn as the shop draws them otherwise.
   */
  documents?: 'drawn' | 'stand-ins';
}

/** The migrated empty database the journeys' setup builds, read once per worker. */
let migratedImage: Blob | undefined;
function migratedDatabase(): Blob {
  migratedImage ??= new Blob([readFileSync(path.join(root, 'dist', 'pglite-migrated.tgz'))]);
  return migratedImage;
}

/**
 * The journey's own PostgreSQL database, copied from the run's migrated template, when the run
 * has a server (`TEST_DATABASE_URL`, as in CI); else none, and the shop keeps PGlite in memory.
 */
async function journeyPostgres(): Promise<{ url: string; drop(): Promise<void> } | undefined> {
  const template = postgresTemplate();
  return template ? createEmptyPostgresDatabase({ template }) : undefined;
}

/**
 * The whole shop as `npm start` runs it (built client, same server code), in this process on
 * a free loopback port with its own empty database, so a journey can check the rows.
 * With a PostgreSQL server in the run (CI), that database is a copy of the run's migrated
 * template, as a shop in production runs on PostgreSQL: the engine then works beside the
 * journey instead of inside its process (decision 395). Without one it is PGlite, kept in
 * memory, a copy of the migrated image (decision 343); the shop's data folder holds the uploads
 * and documents as on disk either way. It is handed to the journey once it has built its
 * index of birthplaces, as `npm start` does after listening: a journey checks a running shop's
 * answers, not its start. Before, the first summary mailed or place suggested in a worker built
 * the index itself on the journey's clock, and beside two busy loops the first sign-up's summary
 * once missed its 20 s wait (decision 389).
 */
export async function startShop(
  env: Record<string, string> = {},
  options: ShopOptions = {},
): Promise<RunningShop> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'shop-e2e-'));
  const clientDir = path.join(root, 'dist', 'client');
  const postgres = await journeyPostgres();
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'warn',
    HOST: '127.0.0.1',
    PORT: '0',
    DATA_DIR: dataDir,
    ...(postgres ? { DATABASE_URL: postgres.url } : {}),
    ...env,
  });
  const documentRenderer = options.documents === 'stand-ins' ? standInDocuments() : undefined;
  const runtime = await startRuntime({
    config,
    html: builtHtml(path.join(clientDir, 'index.html')),
    clientDir,
    ...(postgres ? {} : { embeddedDatabase: { inMemoryFrom: migratedDatabase() } }),
    ...(options.clock ? { clock: options.clock } : {}),
    ...(options.jobsFollowClock ? { jobsFollowClock: true } : {}),
    ...(documentRenderer ? { documentRenderer } : {}),
  }).catch(async (error: unknown) => {
    // Nothing of a shop that did not start is left behind.
    await documentRenderer?.close();
    await postgres?.drop();
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  });
  await runtime.app.listen({ host: '127.0.0.1', port: 0 });
  const address = runtime.app.server.address();
  if (!address || typeof address === 'string') throw new Error('shop did not bind a port');
  const url = `http://127.0.0.1:${address.port}`;
  // The index is the module's own: built once per worker, the later journeys find it ready.
  await loadPlaceIndexInBackground(() => {});
  return {
    url,
    config,
    db: runtime.database.db,
    runtime,
    dataDir,
    async stop() {
      await runtime.stop();
      await documentRenderer?.close();
      await postgres?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
