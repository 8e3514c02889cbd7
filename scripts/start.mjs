// `npm start`: builds the shop when the build is missing or older than the sources, then runs it.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const stamp = path.join(root, 'dist', '.build-stamp');
const inputs = ['src', 'public', 'drizzle', 'index.html', 'vite.config.ts', 'package-lock.json'];

function newestChange(target) {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(target)) {
    newest = Math.max(newest, newestChange(path.join(target, entry)));
  }
  return newest;
}

const sourcesChangedAt = Math.max(...inputs.map((input) => newestChange(path.join(root, input))));
const builtAt = existsSync(stamp) ? statSync(stamp).mtimeMs : 0;

// The steps of `npm run build`, one line each; a step's own output is shown if it fails.
const buildScript = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')).scripts.build;
const stepNames = {
  'vite build': 'the pages and scripts for the browser',
  'vite build --ssr': 'the server',
  'node scripts/build-pages.mjs': 'the prerendered pages',
  'node scripts/build-database-image.mjs': 'the empty database a first start copies',
};
const buildSteps = buildScript
  .split(' && ')
  .map((command) => [stepNames[command] ?? command, command]);

if (builtAt < sourcesChangedAt) {
  console.log(
    builtAt === 0
      ? 'First start: building the shop (about 15-25 s; longer on a busy machine)…'
      : 'Sources changed: building the shop again…',
  );
  for (const [index, [what, commandLine]] of buildSteps.entries()) {
    const startedAt = performance.now();
    process.stdout.write(`  ${index + 1}/${buildSteps.length} Building ${what}…`);
    const [command, ...args] = commandLine.split(' ');
    const quiet = command === 'vite' ? ['--logLevel', 'warn'] : [];
    const executable =
      command === 'node' ? process.execPath : path.join(root, 'node_modules', '.bin', command);
    const result = spawnSync(executable, [...args, ...quiet], { cwd: root, encoding: 'utf8' });
    if (result.status !== 0) {
      process.stdout.write(' failed\n');
      process.stderr.write(`${result.stdout ?? ''}${result.stderr ?? ''}${result.error ?? ''}\n`);
      process.exit(result.status ?? 1);
    }
    process.stdout.write(` done in ${((performance.now() - startedAt) / 1000).toFixed(1)} s\n`);
  }
  writeFileSync(stamp, new Date().toISOString());
}
console.log('Starting the shop…');

await import(path.join(root, 'dist', 'server', 'main.js'));
