// `npm test`: type check and lint beside every vitest project (unit, integration, end-to-end).
// Chromium is installed with apt-get when missing and we run as root; otherwise we say how.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { atLowestPriority, atNormalPriority, lintCommand, typeCheckCommand } from './checks.mjs';

function run(command, args, options = {}) {
  console.log(`\n> ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, { stdio: 'inherit', ...options });
  return result.status ?? 1;
}

function ensureChromium() {
  // The journeys drive Debian's headless Chromium (decision 354), or any Chromium named by
  // CHROME_PATH; one check needs the full browser (a page with no pointer over it).
  const shell = [process.env.CHROME_PATH, '/usr/bin/chromium-headless-shell'];
  const full = ['/usr/bin/chromium', '/usr/bin/chromium-browser'];
  const has = (paths) => paths.some((candidate) => candidate && existsSync(candidate));
  const missing = [
    ...(has(shell) ? [] : ['chromium-headless-shell']),
    ...(has(full) ||
    (process.env.CHROME_PATH && !process.env.CHROME_PATH.includes('headless-shell'))
      ? []
      : ['chromium']),
  ];
  if (missing.length === 0) return;
  if (process.getuid?.() === 0 && existsSync('/usr/bin/apt-get')) {
    console.log(`Installing Debian's ${missing.join(' and ')} for the browser tests…`);
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    run('apt-get', ['update', '-qq'], { env });
    if (run('apt-get', ['install', '-y', '-qq', ...missing], { env }) === 0) return;
  }
  console.error(
    'Chromium is needed for the end-to-end tests. Install it (Debian: `sudo apt-get install chromium-headless-shell chromium`) or set CHROME_PATH.',
  );
  process.exit(1);
}

const extraArgs = process.argv.slice(2);
/** The checks started, to give them the usual priority back once the tests are done. */
const checks = [];
/**
 * Runs a check with its output held back, so two checks at once do not interleave their lines,
 * at the lowest CPU priority: it takes the time the tests leave idle (decision 393).
 */
function check(command, args) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    atLowestPriority(child);
    checks.push(child);
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('close', (code) => {
      console.log(`\n> ${command} ${args.join(' ')}`);
      process.stdout.write(Buffer.concat(output));
      resolve(code ?? 1);
    });
  });
}

// The type check and the lint each keep one core busy for a while, and the tests leave a core
// idle now and then (while a test waits on PostgreSQL, a timer or a page's network): the checks
// run beside the tests instead of before them (decision 349), at the lowest priority, so they
// use that idle time and no longer hold back the build the journeys wait for (decision 393).
// Their output is printed whole as each ends; the run fails if any of the three does.
ensureChromium();
const checksDone = Promise.all([check(...typeCheckCommand), check(...lintCommand(['.']))]);
const testsDone = new Promise((resolve) => {
  console.log(`\n> npx vitest run ${extraArgs.join(' ')}`);
  const child = spawn('npx', ['vitest', 'run', ...extraArgs], { stdio: 'inherit' });
  child.on('close', (code) => {
    // What is left of the checks now has the cores to itself, whatever else the machine runs.
    checks.forEach(atNormalPriority);
    resolve(code ?? 1);
  });
});
const [[typeCheck, lint], tests] = await Promise.all([checksDone, testsDone]);
for (const [name, code] of [
  ['The type check (tsc)', typeCheck],
  ['The lint (ESLint)', lint],
]) {
  if (code !== 0) console.error(`\n${name} failed: its output is above.`);
}
process.exit(typeCheck !== 0 || lint !== 0 ? 1 : tests);
