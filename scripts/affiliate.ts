/**
 * Operator CLI for affiliates (DESIGN.md decision 8: no open sign-up). Same config
 * (`DATA_DIR` or `DATABASE_URL`) and service functions as the server.
 *   npm run affiliate -- create --name "Luna Vega" --email luna@example.com [--rate 20] [--password ...]
 *   npm run affiliate -- list | set-password --email ... | deactivate --email ... | activate --email ...
 */
import path from 'node:path';
import { affiliateUsage, runAffiliateCli } from '../src/server/affiliates/cli';
import { findPgliteHolder, pgliteInUseMessage } from '../src/server/affiliates/pglite-holder';
import { loadConfig } from '../src/server/config';
import { openDatabase } from '../src/server/db/client';

async function main(): Promise<number> {
  const argv = process.argv.slice(2);
  const isForced = argv.includes('--force');
  const args = argv.filter((argument) => argument !== '--force');
  if (args.length === 0 || ['help', '--help', '-h'].includes(args[0]!)) {
    console.log(affiliateUsage);
    return args.length === 0 ? 2 : 0;
  }

  const config = loadConfig();
  const pgliteDir = path.join(config.dataDir, 'pg');
  if (!config.DATABASE_URL && !isForced) {
    const holder = await findPgliteHolder(pgliteDir);
    if (holder) {
      console.error(pgliteInUseMessage(pgliteDir, holder));
      return 1;
    }
  }
  const database = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    pgliteDir,
    poolSize: 2,
  });
  try {
    return await runAffiliateCli(args, {
      db: database.db,
      publicUrl: config.PUBLIC_URL,
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
