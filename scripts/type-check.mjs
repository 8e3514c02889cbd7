// The type check `npm test`, `npm run test:changed` and `npm run typecheck` run: TypeScript 7,
// the compiler's native build (installed as `typescript-native`), which checks the project in
// about a third of the CPU time of TypeScript 6. TypeScript 6 stays for the lint's parser,
// which does not take 7 yet (decision 391).
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const manifest = createRequire(import.meta.url).resolve('typescript-native/package.json');

/** The command and its arguments, for `spawn`. */
export const typeCheckCommand = [
  process.execPath,
  [path.join(path.dirname(manifest), 'bin', 'tsc'), '--noEmit', '-p', 'tsconfig.json'],
];

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const [command, args] = typeCheckCommand;
  process.exit(spawnSync(command, args, { stdio: 'inherit' }).status ?? 1);
}
