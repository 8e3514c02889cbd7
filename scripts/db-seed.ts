/**
 * `npm run db:seed -- --users 500000 --purchases 1000000`: fills a PostgreSQL database
 * (`DATABASE_URL`) with realistic customers and orders over two years, for the admin benchmark
 * (`npm run bench:admin`, docs/architecture.md §5); the rows are made by scripts/seed-shop.ts.
 * `--pglite DIR` fills an embedded database folder instead (`BENCH_PGLITE=1 npm run bench:admin`
 * makes its own); never the shop's own DATA_DIR unless named.
 */
import pg from 'pg';
import { loadConfig } from '../src/server/config';
import { openDatabase } from '../src/server/db/client';
import { openSeedPglite } from './seed-pglite';
import { seedShop, type SeedClient } from './seed-shop';

function argument(name: string, fallback: number): number {
  const index = process.argv.indexOf(`--${name}`);
  const value = index === -1 ? fallback : Number(process.argv[index + 1]);
  if (!Number.isInteger(value) || value < 0) throw new Error(`--${name} must be a whole number`);
  return value;
}

/** The migrated database to fill, as one session; `close` ends it. */
async function openTarget(): Promise<{ client: SeedClient; close(): Promise<void> } | null> {
  const pgliteIndex = process.argv.indexOf('--pglite');
  if (pgliteIndex !== -1) {
    const dir = process.argv[pgliteIndex + 1];
    if (!dir) throw new Error('--pglite needs the folder of the embedded database');
    return openSeedPglite(dir);
  }
  const config = loadConfig();
  if (!config.DATABASE_URL) return null;
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, poolSize: 1 });
  await database.close();
  const client = new pg.Client({ connectionString: config.DATABASE_URL });
  await client.connect();
  return { client, close: () => client.end() };
}

async function main(): Promise<number> {
  const customerTotal = argument('users', 1000);
  const orderTotal = argument('purchases', 2000);
  const startedAt = Date.now();
  const target = await openTarget();
  if (!target) {
    console.error('db:seed fills a PostgreSQL database: set DATABASE_URL (or --pglite DIR).');
    return 2;
  }
  try {
    const isConsistent = await seedShop(target.client, {
      users: customerTotal,
      purchases: orderTotal,
    });
    console.log(`seeded in ${((Date.now() - startedAt) / 1000).toFixed(1)} s`);
    return isConsistent ? 0 : 1;
  } finally {
    await target.close();
  }
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  },
);
