import { existsSync, realpathSync } from 'node:fs';
import { readdir, readlink } from 'node:fs/promises';
import path from 'node:path';

export type PgliteHolder =
  /** Another process has the folder's files open (the running shop, or another CLI). */
  | { pid: number }
  /** PGlite's lock file is there but we cannot tell who holds it (no /proc, or no access). */
  | 'unknown'
  /** Free: nothing has it open (a lock file left by a crash does not count). */
  | null;

/**
 * PGlite allows one process per data folder and does not itself stop a second one, which
 * would corrupt the database. While open it writes `postmaster.pid` (with a fake pid); on
 * Linux the real holder is the process with files open inside the folder.
 */
export async function findPgliteHolder(dataFolder: string): Promise<PgliteHolder> {
  if (!existsSync(path.join(dataFolder, 'postmaster.pid'))) return null;
  if (!existsSync('/proc/self/fd')) return 'unknown';
  const prefix = realpathSync(dataFolder) + path.sep;
  let couldNotLook = false;
  for (const entry of await readdir('/proc')) {
    if (!/^\d+$/.test(entry) || Number(entry) === process.pid) continue;
    let descriptors: string[];
    try {
      descriptors = await readdir(`/proc/${entry}/fd`);
    } catch (error) {
      // A process that ended mid-scan is simply gone; one we may not inspect leaves doubt.
      const code = (error as NodeJS.ErrnoException).code;
      if (code === 'EACCES' || code === 'EPERM') couldNotLook = true;
      continue;
    }
    for (const descriptor of descriptors) {
      const target = await readlink(`/proc/${entry}/fd/${descriptor}`).catch(() => '');
      if (target.startsWith(prefix)) return { pid: Number(entry) };
    }
  }
  return couldNotLook ? 'unknown' : null;
}

/** What the CLI says instead of opening a folder another process is using. */
export function pgliteInUseMessage(
  dataFolder: string,
  holder: Exclude<PgliteHolder, null>,
): string {
  const who =
    holder === 'unknown'
      ? 'The PGlite database in'
      : `Another process (pid ${holder.pid}, most likely the running shop) has the PGlite database in`;
  const lines = [
    `${who} ${dataFolder} open.`,
    'PGlite allows only one process per data folder, so this command cannot open it now.',
    'Stop the shop, run the command, then start the shop again.',
    '(With DATABASE_URL set, the shop and this command share PostgreSQL and can run together.)',
  ];
  if (holder === 'unknown') {
    lines.push(
      'If the shop is not running (it stopped without closing the database), run again with --force.',
    );
  }
  return lines.join('\n');
}
