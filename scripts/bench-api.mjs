// `npm run bench:api`: throughput and latency of the storefront API and pages on PostgreSQL
// (DESIGN.md section 5: >= 1,000 req/s with p99 < 50 ms on 2 cores). Starts the built shop
// on loopback against a throw-away database, loads it with autocannon, prints figures, stops.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const adminUrl =
  process.env.BENCH_DATABASE_URL ??
  process.env.TEST_DATABASE_URL ??
  'postgres://postgres@127.0.0.1:5432/test';
const duration = Number(process.env.BENCH_SECONDS ?? 10);
const port = 3900 + Math.floor(Math.random() * 90);

const build = spawnSync('npm', ['run', 'build', '--silent'], { cwd: root, stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);

const dbName = `shop_bench_${randomBytes(4).toString('hex')}`;
const admin = new pg.Client({ connectionString: adminUrl });
await admin.connect();
await admin.query(`create database ${dbName}`);
const databaseUrl = Object.assign(new URL(adminUrl), { pathname: `/${dbName}` }).toString();
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'shop-bench-'));

const server = spawn('node', ['dist/server/main.js'], {
  cwd: root,
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATABASE_URL: databaseUrl,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    NODE_ENV: 'production',
    // The benchmark pays nothing: a production build on the embedded test payments.
    ALLOW_TEST_PAYMENTS: 'true',
    DATABASE_POOL_SIZE: '20',
  },
  stdio: ['ignore', 'inherit', 'inherit'],
});

async function waitForServer() {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    try {
      const response = await fetch(`http://127.0.0.1:${port}/services`);
      if (response.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('server did not start');
}

function person() {
  return JSON.stringify({
    fullName: 'Bench Mark',
    email: `bench.${randomUUID()}@example.com`,
    birthMonth: '03',
    birthDay: '14',
    birthYear: '1988',
    birthHour: '7',
    birthMinute: '30',
    ampm: 'PM',
    birthLocation: 'Austin, TX',
  });
}

async function load(title, options) {
  const result = await autocannon({
    url: `http://127.0.0.1:${port}`,
    connections: 32,
    duration,
    ...options,
  });
  const rps = result.requests.average;
  const p99 = result.latency.p99;
  const errors = result.errors + result.non2xx;
  console.log(
    `${title.padEnd(34)} ${rps.toFixed(0).padStart(7)} req/s   p50 ${String(result.latency.p50).padStart(3)} ms   p99 ${String(p99).padStart(3)} ms   errors ${errors}   ${rps >= 1000 && p99 < 50 && errors === 0 ? 'ok' : 'BELOW TARGET'}`,
  );
}

try {
  await waitForServer();
  console.log(
    `\nAPI benchmark, ${duration} s each, 32 connections, PostgreSQL (target >= 1000 req/s, p99 < 50 ms)\n`,
  );
  await load('GET /services (page shell)', { requests: [{ method: 'GET', path: '/services' }] });
  await load('GET /product/6 (page shell)', { requests: [{ method: 'GET', path: '/product/6' }] });
  await load('POST /api/free-tier', {
    requests: [
      {
        method: 'POST',
        path: '/api/free-tier',
        headers: { 'content-type': 'application/json' },
        setupRequest: (request) => ({ ...request, body: person() }),
      },
    ],
  });
} finally {
  server.kill('SIGTERM');
  await new Promise((resolve) => server.once('exit', resolve));
  await admin.query(`drop database if exists ${dbName} with (force)`);
  await admin.end();
  rmSync(dataDir, { recursive: true, force: true });
}
