// `npm test`: type check, lint, then every vitest project (unit, integration, end-to-end).
// Chromium is installed with apt-get when missing and we run as root; otherwise we say how.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

function run(command, args, options = {}) {
  console.log(`\n> ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, { stdio: 'inherit', ...options });
  return result.status ?? 1;
}

function ensureChromium() {
  const candidates = [process.env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];
  if (candidates.some((candidate) => candidate && existsSync(candidate))) return;
  if (process.getuid?.() === 0 && existsSync('/usr/bin/apt-get')) {
    console.log('Chromium is missing: installing Debian’s chromium for the browser tests…');
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    run('apt-get', ['update', '-qq'], { env });
    if (run('apt-get', ['install', '-y', '-qq', 'chromium'], { env }) === 0) return;
  }
  console.error(
    'Chromium is needed for the end-to-end tests. Install it (Debian: `sudo apt-get install chromium`) or set CHROME_PATH.',
  );
  process.exit(1);
}

const extraArgs = process.argv.slice(2);
/** Runs a check with its output held back, so two checks at once do not interleave their lines. */
function check(command, args) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
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

// The type check and the lint each keep one core busy for about a minute: side by side they
// cost one minute of the run instead of two.
const checks = await Promise.all([
  check('npx', ['tsc', '--noEmit', '-p', 'tsconfig.json']),
  check('npx', ['eslint', '.', '--max-warnings=0']),
]);
if (checks.some((code) => code !== 0)) process.exit(1);
ensureChromium();
process.exit(run('npx', ['vitest', 'run', ...extraArgs]));
