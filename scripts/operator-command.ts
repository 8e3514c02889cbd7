import path from 'node:path';
import { terminalLines } from '../src/common/plain-text';
import { loadConfig, type Config } from '../src/server/config';
import { withShopAddress } from '../src/server/shop-address';
import type { Database } from '../src/server/db/client';
import { openDatabase } from '../src/server/db/client';
import { findPgliteHolder, pgliteInUseMessage } from '../src/server/db/pglite-holder';

export interface OperatorCommand {
  usage: string;
  /** What to say when the running shop holds the PGlite files (defaults to the plain notice). */
  heldMessage?: (config: Config, notice: string) => string;
  run(args: string[], context: { db: Database; config: Config }): Promise<number>;
}

/**
 * The operator CLIs' shared frame: usage, config, the PGlite holder check (PGlite allows one
 * process; on PostgreSQL the shop and the command share the server), the database, exit code.
 */
export function runOperatorCommand(command: OperatorCommand): void {
  main(command).then(
    (code) => {
      process.exitCode = code;
    },
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exitCode = 1;
    },
  );
}

async function main(command: OperatorCommand): Promise<number> {
  const argv = process.argv.slice(2);
  const isForced = argv.includes('--force');
  const args = argv.filter((argument) => argument !== '--force');
  if (args.length === 0 || ['help', '--help', '-h'].includes(args[0]!)) {
    console.log(command.usage);
    return args.length === 0 ? 2 : 0;
  }
  const opened = await openOperatorDatabase({ isForced, heldMessage: command.heldMessage });
  if (!opened) return 1;
  try {
    return await command.run(args, { db: opened.db, config: opened.config });
  } finally {
    await opened.close();
  }
}

/**
 * The shop's database for a command run beside it, or null (having said why) when the running
 * shop holds the PGlite files: PGlite allows one process; PostgreSQL is shared.
 */
export async function openOperatorDatabase(
  options: { isForced?: boolean; heldMessage?: OperatorCommand['heldMessage'] } = {},
): Promise<{ db: Database; config: Config; close(): Promise<void> } | null> {
  // Links lead where the shop listens, even when this shell lacks the PORT it was started with.
  const config = withShopAddress(loadConfig());
  const pgliteDir = path.join(config.dataDir, 'pg');
  if (!config.DATABASE_URL && !options.isForced) {
    const holder = await findPgliteHolder(pgliteDir);
    if (holder) {
      const notice = pgliteInUseMessage(pgliteDir, holder);
      console.error(options.heldMessage ? options.heldMessage(config, notice) : notice);
      return null;
    }
  }
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, pgliteDir, poolSize: 2 });
  return { db: database.db, config, close: () => database.close() };
}

/**
 * The operator's terminal: what the commands print can hold text read from the database, so
 * escape sequences and other controls are shown escaped, never acted on (issue 36). The commands
 * escape a value's own line breaks where they print it (`terminalLine`).
 */
export const consoleOutput = {
  out: (line: string) => console.log(terminalLines(line)),
  err: (line: string) => console.error(terminalLines(line)),
};
