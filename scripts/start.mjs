// `npm start`: builds the shop when the build is missing or older than the sources, then runs it.
import { spawn } from 'node:child_process';
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

/** "12.3 s" since `startedAt`. */
const secondsSince = (startedAt) => `${((performance.now() - startedAt) / 1000).toFixed(1)} s`;

/**
 * Runs one build step, saying when it starts and when it ends with its time and the time so
 * far: how long a first start takes depends on the machine, so it says what it does, not a guess.
 * A long step says every 15 s that it is still at work.
 */
async function runStep(index, [what, commandLine], buildStartedAt) {
  const stepStartedAt = performance.now();
  const label = `${index + 1}/${buildSteps.length}`;
  console.log(`  ${label} Building ${what}…`);
  const [command, ...args] = commandLine.split(' ');
  const quiet = command === 'vite' ? ['--logLevel', 'warn'] : [];
  const executable =
    command === 'node' ? process.execPath : path.join(root, 'node_modules', '.bin', command);
  const ticker = setInterval(
    () => console.log(`  ${label} still building ${what} (${secondsSince(stepStartedAt)} so far)`),
    15_000,
  );
  const output = [];
  const status = await new Promise((resolve) => {
    const child = spawn(executable, [...args, ...quiet], { cwd: root });
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('error', (error) => {
      output.push(Buffer.from(String(error)));
      resolve(1);
    });
    child.on('close', (code) => resolve(code ?? 1));
  });
  clearInterval(ticker);
  if (status !== 0) {
    console.log(`  ${label} Building ${what} failed after ${secondsSince(stepStartedAt)}:`);
    process.stderr.write(`${Buffer.concat(output).toString('utf8')}\n`);
    process.exit(status);
  }
  console.log(
    `  ${label} Built ${what} in ${secondsSince(stepStartedAt)} (${secondsSince(buildStartedAt)} in all)`,
  );
}

if (builtAt < sourcesChangedAt) {
  console.log(
    builtAt === 0
      ? `First start: building the shop in ${buildSteps.length} steps.`
      : `Sources changed: building the shop again in ${buildSteps.length} steps.`,
  );
  const buildStartedAt = performance.now();
  for (const [index, step] of buildSteps.entries()) await runStep(index, step, buildStartedAt);
  writeFileSync(stamp, new Date().toISOString());
  console.log(`Built in ${secondsSince(buildStartedAt)}.`);
}
console.log('Starting the shop…');

await import(path.join(root, 'dist', 'server', 'main.js'));
