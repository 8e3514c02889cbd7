// `npm test`: type check, lint, then every vitest project (unit, integration, end-to-end).
// Chromium is installed with apt-get when missing and we run as root; otherwise we say how.
import { spawnSync } from 'node:child_process';
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
if (run('npx', ['tsc', '--noEmit', '-p', 'tsconfig.json']) !== 0) process.exit(1);
if (run('npx', ['eslint', '.', '--max-warnings=0']) !== 0) process.exit(1);
ensureChromium();
process.exit(run('npx', ['vitest', 'run', ...extraArgs]));
