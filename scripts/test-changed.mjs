// `npm run test:changed [-- --since <ref>]`: the inner loop. Runs what the files changed since
// `main` (or <ref>), committed or not, touch: the project's type check, ESLint on the changed
// files, the unit and integration tests that import them (`vitest related`), and the browser
// journeys only when a journey file changed or a file of the client did (decision 317).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { lintCommand, typeCheckCommand } from './checks.mjs';

const args = process.argv.slice(2);
const sinceIndex = args.indexOf('--since');
const since = sinceIndex === -1 ? 'main' : args[sinceIndex + 1];
if (!since) {
  console.error('Usage: npm run test:changed [-- --since <git ref>]');
  process.exit(2);
}

function git(...gitArgs) {
  const result = spawnSync('git', gitArgs, { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`git ${gitArgs.join(' ')}: ${result.stderr.trim()}`);
  return result.stdout.split('\n').filter(Boolean);
}

const [base] = git('merge-base', 'HEAD', since);
const changed = [
  ...new Set([
    // Committed since the branch left `since`, plus what is staged or only in the working tree.
    ...git('diff', '--name-only', base),
    ...git('ls-files', '--others', '--exclude-standard'),
  ]),
]
  .filter((file) => existsSync(file))
  .sort();

if (changed.length === 0) {
  console.log(`Nothing changed since ${since}.`);
  process.exit(0);
}
console.log(`Changed since ${since} (${base.slice(0, 9)}):\n  ${changed.join('\n  ')}`);

const isCode = (file) => /\.(ts|tsx|mts|js|mjs)$/.test(file);
const isTest = (file) => /\.(test|spec)\.tsx?$/.test(file);
const lintable = changed.filter(
  (file) => isCode(file) && !/^(dist|data|node_modules|\.tmp|coverage|drizzle)\//.test(file),
);
const isJourney = (file) => file.startsWith('tests/e2e/');
const isClient = (file) => file.startsWith('src/client/') && !isTest(file);

/** Runs a check with its output held back until it ends, so it does not cut into the tests'. */
function check(command, commandArgs) {
  return new Promise((resolve) => {
    const child = spawn(command, commandArgs, { stdio: ['ignore', 'pipe', 'pipe'] });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('close', (code) =>
      resolve({ line: `${command} ${commandArgs.join(' ')}`, code, output }),
    );
  });
}

function run(command, commandArgs) {
  console.log(`\n> ${command} ${commandArgs.join(' ')}`);
  return spawnSync(command, commandArgs, { stdio: 'inherit' }).status ?? 1;
}

// The type check covers the whole project (a change can break any file that uses it); the lint,
// the changed files. Both run while the tests do.
const checks = Promise.all([
  check(...typeCheckCommand),
  ...(lintable.length ? [check(...lintCommand(lintable))] : []),
]);

// The tests a change touches: a changed test file itself, the test file beside a changed file
// (`x.ts` and `x.test.ts`), and every test file that imports a changed file itself. Not what
// imports it through other files: through the app, nearly every file of the server reaches
// every integration test (`vitest related` picked 68 files and 493 tests for one change to
// src/server/bookings/change-limits.ts).
const testFiles = git('ls-files', '--cached', '--others', '--exclude-standard').filter(
  (file) => isTest(file) && existsSync(file),
);
const withoutExtension = (file) =>
  file.replace(/\.(ts|tsx|mts|js|mjs)$/, '').replace(/\/index$/, '');
const changedModules = new Set(changed.filter(isCode).map(withoutExtension));
const importPattern = /(?:from|import)\s*\(?\s*['"](\.{1,2}\/[^'"]+)['"]/g;
function importsAChangedFile(testFile) {
  const source = readFileSync(testFile, 'utf8');
  for (const [, specifier] of source.matchAll(importPattern)) {
    const target = path.posix.normalize(path.posix.join(path.posix.dirname(testFile), specifier));
    if (changedModules.has(withoutExtension(target))) return true;
  }
  return false;
}
const touched = testFiles.filter(
  (file) =>
    changed.includes(file) ||
    changedModules.has(file.replace(/\.(test|spec)\.tsx?$/, '')) ||
    importsAChangedFile(file),
);
const unitFiles = touched.filter((file) => !isJourney(file));
// The journeys run against the built client: a change to the client can alter any of them, so
// all run; otherwise only journey files that changed or import a changed file.
const journeys = changed.some(isClient) ? ['tests/e2e/'] : touched.filter(isJourney);

let status = 0;
if (unitFiles.length) {
  status = run('npx', [
    'vitest',
    'run',
    '--project',
    'unit',
    '--project',
    'unit-isolated',
    ...unitFiles,
  ]);
} else console.log('\nNo unit or integration test touches these files.');
if (journeys.length)
  status = run('npx', ['vitest', 'run', '--project', 'e2e', ...journeys]) || status;

for (const { line, code, output } of await checks) {
  console.log(`\n> ${line}`);
  process.stdout.write(Buffer.concat(output));
  if (code !== 0) status ||= code;
}
process.exit(status);
