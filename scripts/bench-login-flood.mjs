// `npm run bench:flood`: does a flood of affiliate sign-ins (each a password hash) starve the
// shop? Starts the built shop on loopback (embedded database), measures a static asset and the
// landing page alone, then again while sign-ins with different e-mails pour in from many
// addresses (TRUST_PROXY, so the per-address limit does not stop them first), and prints both.
import { spawn, spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const port = 3990 + Math.floor(Math.random() * 9);
const base = `http://127.0.0.1:${port}`;
const floodSeconds = Number(process.env.BENCH_SECONDS ?? 10);

const build = spawnSync('npm', ['run', 'build', '--silent'], { cwd: root, stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);
const asset = readdirSync(path.join(root, 'dist', 'client', 'assets')).find((name) =>
  name.endsWith('.css'),
);

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'shop-flood-'));
const server = spawn('node', ['dist/server/main.js'], {
  cwd: root,
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: base,
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    LOG_LEVEL: 'error',
    NODE_ENV: 'production',
    ALLOW_TEST_PAYMENTS: 'true',
    TRUST_PROXY: 'true',
  },
  stdio: ['ignore', 'ignore', 'inherit'],
});

async function waitForServer() {
  for (let attempt = 0; attempt < 150; attempt += 1) {
    const isUp = await fetch(`${base}/healthz`).then(
      (response) => response.ok,
      () => false,
    );
    if (isUp) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('server did not start');
}

/** Sequential GETs of `url` for `ms`: latency percentiles in milliseconds. */
async function probe(url, ms) {
  const times = [];
  const until = performance.now() + ms;
  while (performance.now() < until) {
    const started = performance.now();
    const response = await fetch(url);
    await response.arrayBuffer();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const at = (q) => times[Math.min(times.length - 1, Math.floor(q * times.length))].toFixed(1);
  return { count: times.length, p50: at(0.5), p95: at(0.95), max: times.at(-1).toFixed(1) };
}

let address = 0;
const outcomes = new Map();
async function floodWorker(until) {
  while (performance.now() < until) {
    address += 1;
    const response = await fetch(`${base}/api/affiliate/login`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        origin: base,
        'x-forwarded-for': `10.${(address >> 16) & 255}.${(address >> 8) & 255}.${address & 255}`,
      },
      body: JSON.stringify({ email: `guess.${randomUUID()}@example.com`, password: 'guess' }),
    }).catch(() => null);
    const key = response ? String(response.status) : 'error';
    outcomes.set(key, (outcomes.get(key) ?? 0) + 1);
    await response?.arrayBuffer();
  }
}

try {
  await waitForServer();
  const quiet = {
    asset: await probe(`${base}/assets/${asset}`, 3000),
    page: await probe(`${base}/services`, 3000),
  };
  const until = performance.now() + floodSeconds * 1000;
  const flood = Promise.all(Array.from({ length: 50 }, () => floodWorker(until)));
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const underFlood = {
    asset: await probe(`${base}/assets/${asset}`, (floodSeconds - 2) * 1000 * 0.5),
    page: await probe(`${base}/services`, (floodSeconds - 2) * 1000 * 0.5),
  };
  await flood;
  console.log(`\nSign-in flood: 50 clients, ${floodSeconds} s, a new address and e-mail each time`);
  console.log(
    `sign-in answers: ${[...outcomes].map(([status, n]) => `${n} x ${status}`).join(', ')}`,
  );
  console.log('latency (ms)          quiet p50 / p95 / max      under flood p50 / p95 / max');
  for (const what of ['asset', 'page']) {
    const a = quiet[what];
    const b = underFlood[what];
    console.log(
      `${(what === 'asset' ? 'static CSS' : '/services page').padEnd(20)}  ${`${a.p50} / ${a.p95} / ${a.max}`.padEnd(26)} ${b.p50} / ${b.p95} / ${b.max}  (${b.count} requests)`,
    );
  }
} finally {
  server.kill('SIGTERM');
  await new Promise((resolve) => server.once('exit', resolve));
  rmSync(dataDir, { recursive: true, force: true });
}
