// `npm run bench:start`: how fast the built shop starts on the embedded defaults, and what it
// holds in memory once up. It asserts issue 37's two goals and exits with 1 past either, saying
// which and by how much: a warm start (built, PGlite, an existing data folder) under 2 s to the
// first page, and under 450 MB resident when idle with the index of birthplaces loaded. The first
// start on an empty data folder is reported against issue 21's 5 s, not asserted. On a shared
// machine the wall-clock times follow the load, so the load average and the CPU time the shop
// spent until its first page are printed too (decision 321). Unless `BENCH_SKIP_BUILD=1`, it
// first builds the shop as a first `npm start` on a fresh clone does, and asserts issue 41's
// goal for that build: under 30 s.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildUnlessSkipped, freePort, startBenchShop } from './bench-shop.mjs';

const goals = { warmMs: 2000, firstMs: 5000, idleMb: 450, buildMs: 30_000 };
const warmRuns = Number(process.env.BENCH_RUNS ?? 3);
/** The goals missed, each as a sentence saying by how much. */
const missed = [];

const loadBeforeBuild = os.loadavg()[0];
const buildStartedAt = performance.now();
buildUnlessSkipped();
if (process.env.BENCH_SKIP_BUILD !== '1') {
  const buildMs = performance.now() - buildStartedAt;
  console.log(
    `build (as a first start does): ${(buildMs / 1000).toFixed(1)} s, load average ${loadBeforeBuild.toFixed(2)} before  ${buildMs < goals.buildMs ? 'goal met' : 'OVER GOAL'}`,
  );
  if (!(buildMs < goals.buildMs)) {
    missed.push(
      `the build took ${(buildMs / 1000).toFixed(1)} s, ${((buildMs - goals.buildMs) / 1000).toFixed(1)} s over its goal of ${goals.buildMs / 1000} s`,
    );
  }
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

/** The shops started: a bench that fails midway stops them too (stopping one twice is nothing). */
const running = [];

/**
 * Starts the shop at its default log level on the one data folder and port, times it to the
 * first page served (asked every 20 ms), and hands back the process.
 */
async function start() {
  const shop = await startBenchShop({
    name: 'bench-start',
    port,
    dataDir,
    stdio: ['ignore', 'pipe', 'inherit'],
    readyPath: '/',
    pollMs: 20,
  });
  running.push(shop);
  return {
    server: shop.child,
    stop: shop.stop,
    milliseconds: shop.startedInMs,
    cpuMilliseconds: cpuMs(shop.child.pid),
    lines: () => shop.output().split('\n').filter(Boolean).length,
    output: shop.output,
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

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const verdict = (value, goal) => (value < goal ? 'goal met' : 'OVER GOAL');

try {
  console.log(`load average at start: ${os.loadavg()[0].toFixed(2)} on ${os.cpus().length} cores`);
  const first = await start();
  console.log(
    `first start (empty data folder): ${Math.round(first.milliseconds)} ms to the first page (${first.cpuMilliseconds} ms of CPU), ${first.lines()} log lines  ${verdict(first.milliseconds, goals.firstMs)}`,
  );
  await first.stop();

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
    await shop.stop();
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
  for (const shop of running) await shop.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
for (const sentence of missed) console.error(`bench:start: ${sentence}`);
if (missed.length > 0) process.exit(1);
