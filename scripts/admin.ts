/**
 * Operator CLI for the admin area (DESIGN.md: break-glass and local sign-in). Same config
 * (`DATA_DIR` or `DATABASE_URL`, `ADMIN_EMAILS`, `PUBLIC_URL`) and service functions as the server.
 *   npm run admin -- link you@example.com
 */
import path from 'node:path';
import { findPgliteHolder, pgliteInUseMessage } from '../src/server/affiliates/pglite-holder';
import { adminUsage, pgliteHeldMessage, runAdminCli } from '../src/server/admin/cli';
import { loadConfig } from '../src/server/config';
import { openDatabase } from '../src/server/db/client';

async function main(): Promise<number> {
  const argv = process.argv.slice(2);
  const isForced = argv.includes('--force');
  const args = argv.filter((argument) => argument !== '--force');
  if (args.length === 0 || ['help', '--help', '-h'].includes(args[0]!)) {
    console.log(adminUsage);
    return args.length === 0 ? 2 : 0;
  }

  const config = loadConfig();
  const pgliteDir = path.join(config.dataDir, 'pg');
  // On PostgreSQL the shop and this command share the server; PGlite allows one process.
  if (!config.DATABASE_URL && !isForced) {
    const holder = await findPgliteHolder(pgliteDir);
    if (holder) {
      console.error(pgliteHeldMessage(config, pgliteInUseMessage(pgliteDir, holder)));
      return 1;
    }
  }
  const database = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    pgliteDir,
    poolSize: 2,
  });
  try {
    return await runAdminCli(args, {
      db: database.db,
      config,
      output: { out: (line) => console.log(line), err: (line) => console.error(line) },
    });
  } finally {
    await database.close();
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
