// The checks `npm test` and `npm run test:changed` run beside the tests, and `npm run typecheck`.
// The type check runs TypeScript 7, the compiler's native build (installed as
// `typescript-native`), in about a third of the CPU time of TypeScript 6; TypeScript 6 stays for
// the lint's parser, which does not take 7 yet (decision 391).
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const binOf = (pkg, bin) => path.join(path.dirname(require.resolve(`${pkg}/package.json`)), bin);

/** The type check's command and arguments, for `spawn`. */
export const typeCheckCommand = [
  process.execPath,
  [binOf('typescript-native', 'bin/tsc'), '--noEmit', '-p', 'tsconfig.json'],
];

/** The lint of `files` (or folders), warnings failing it, for `spawn`. */
export function lintCommand(files) {
  return [process.execPath, [binOf('eslint', 'bin/eslint.js'), '--max-warnings=0', ...files]];
}

/**
 * Gives a started check the lowest CPU priority (what `nice -n 19` gives on Linux), before it
 * starts processes of its own, which inherit it: it then runs on the CPU time the tests leave
 * idle, and takes a whole core only once they are done (decision 393).
 */
export function atLowestPriority(child) {
  try {
    if (child.pid !== undefined) os.setPriority(child.pid, os.constants.priority.PRIORITY_LOW);
  } catch {
    // Not allowed here (some containers): the check runs at the usual priority.
  }
}

/** `pid` and the processes it started, where the system lists them (Linux's /proc). */
function withDescendants(pid) {
  let children = [];
  try {
    children = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8')
      .split(' ')
      .filter(Boolean)
      .map(Number);
  } catch {
    // No /proc here, or the process has ended.
  }
  return [pid, ...children.flatMap(withDescendants)];
}

/**
 * Gives a check and what it started the usual priority again, once the tests are done: on a
 * machine busy with other work, a check left at the lowest priority would wait for it. Where
 * raising a priority is not allowed (it takes root on Linux), the check goes on as it was.
 */
export function atNormalPriority(child) {
  if (child.pid === undefined || child.exitCode !== null) return;
  for (const pid of withDescendants(child.pid)) {
    try {
      os.setPriority(pid, os.constants.priority.PRIORITY_NORMAL);
    } catch {
      // Not allowed, or already ended.
    }
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const [command, args] = typeCheckCommand;
  process.exit(spawnSync(command, args, { stdio: 'inherit' }).status ?? 1);
}
