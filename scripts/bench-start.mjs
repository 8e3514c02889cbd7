// `npm run bench:start`: how fast the built shop starts on the embedded defaults, and what it
// holds in memory once up. It asserts issue 37's two goals and exits with 1 past either, saying
// which and by how much: a warm start (built, PGlite, an existing data folder) under 2 s to the
// first page, and under 450 MB resident when idle with the index of birthplaces loaded. The first
// start on an empty data folder is reported against issue 21's 5 s, not asserted. On a shared
// machine the wall-clock times follow the load, so the load average and the CPU time the shop
// spent until its first page are printed too (decision 321).
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const goals = { warmMs: 2000, firstMs: 5000, idleMb: 450 };
const warmRuns = Number(process.env.BENCH_RUNS ?? 3);

if (process.env.BENCH_SKIP_BUILD !== '1') {
  const build = spawnSync('npm', ['run', 'build', '--silent'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

/** A loopback port nothing listens on: the system picks it, and it is let go for the shop. */
async function freePort() {
  const probe = net.createServer();
  await new Promise((resolve, reject) => {
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', resolve);
  });
  const { port } = probe.address();
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'shop-bench-start-'));
const port = await freePort();
const url = `http://127.0.0.1:${port}/`;

function residentMb(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? NaN);
  return kb / 1024;
}

/** User and system CPU time the process has used so far (Linux clock ticks of 10 ms). */
function cpuMs(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/** The shops started and not yet exited: a bench that fails midway stops them too. */
const running = new Set();

/** Starts the shop, times it to the first page served, and hands back the process. */
async function start() {
  const startedAt = performance.now();
  const server = spawn(process.execPath, ['dist/server/main.js'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      NODE_ENV: 'production',
      ALLOW_TEST_PAYMENTS: 'true',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  running.add(server);
  server.once('exit', () => running.delete(server));
  let output = '';
  server.stdout.on('data', (chunk) => {
    output += String(chunk);
  });
  for (;;) {
    if (server.exitCode !== null) throw new Error(`the shop exited with ${server.exitCode}`);
    try {
      const reply = await fetch(url);
      if (reply.ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return {
    server,
    milliseconds: performance.now() - startedAt,
    cpuMilliseconds: cpuMs(server.pid),
    lines: () => output.split('\n').filter(Boolean).length,
    output: () => output,
  };
}

/** The index of birthplaces loads after the shop listens: idle memory counts it. */
async function placeIndexLoaded(shop) {
  const deadline = performance.now() + 120_000;
  while (!shop.output().includes('Index of birthplaces ready')) {
    if (performance.now() > deadline) throw new Error('the index of birthplaces never loaded');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function stop(server) {
  if (server.exitCode !== null || server.signalCode !== null) return;
  const exited = new Promise((resolve) => server.once('exit', resolve));
  server.kill('SIGTERM');
  await exited;
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const verdict = (value, goal) => (value < goal ? 'goal met' : 'OVER GOAL');
/** The goals missed, each as a sentence saying by how much. */
const missed = [];

try {
  console.log(`load average at start: ${os.loadavg()[0].toFixed(2)} on ${os.cpus().length} cores`);
  const first = await start();
  console.log(
    `first start (empty data folder): ${Math.round(first.milliseconds)} ms to the first page (${first.cpuMilliseconds} ms of CPU), ${first.lines()} log lines  ${verdict(first.milliseconds, goals.firstMs)}`,
  );
  await stop(first.server);

  const warm = [];
  const warmCpu = [];
  let idle = NaN;
  let afterPages = NaN;
  for (let run = 0; run < warmRuns; run += 1) {
    const shop = await start();
    warm.push(shop.milliseconds);
    warmCpu.push(shop.cpuMilliseconds);
    if (run === warmRuns - 1) {
      await placeIndexLoaded(shop);
      await new Promise((resolve) => setTimeout(resolve, 3000));
      idle = residentMb(shop.server.pid);
      for (const page of ['', 'services', 'form', 'product/6', 'faq', 'api/places?q=lisb']) {
        for (let round = 0; round < 5; round += 1) await fetch(`${url}${page}`);
      }
      afterPages = residentMb(shop.server.pid);
    }
    await stop(shop.server);
  }
  const warmMs = median(warm);
  console.log(
    `warm start (median of ${warmRuns}): ${Math.round(warmMs)} ms to the first page (${median(warmCpu)} ms of CPU)  ${verdict(warmMs, goals.warmMs)}`,
  );
  console.log(
    `memory: ${Math.round(idle)} MB resident when idle with the index of birthplaces loaded, ${Math.round(afterPages)} MB after 30 requests  ${verdict(idle, goals.idleMb)}`,
  );
  if (!(warmMs < goals.warmMs)) {
    missed.push(
      `the warm start took ${Math.round(warmMs)} ms to the first page, ${Math.round(warmMs - goals.warmMs)} ms over its goal of ${goals.warmMs} ms (${median(warmCpu)} ms of CPU; load average ${os.loadavg()[0].toFixed(2)} on ${os.cpus().length} cores)`,
    );
  }
  if (!(idle < goals.idleMb)) {
    missed.push(
      `the idle shop held ${Math.round(idle)} MB, ${Math.round(idle - goals.idleMb)} MB over its goal of ${goals.idleMb} MB`,
    );
  }
} finally {
  for (const server of running) await stop(server);
  rmSync(dataDir, { recursive: true, force: true });
}
for (const sentence of missed) console.error(`bench:start: ${sentence}`);
if (missed.length > 0) process.exit(1);
