// `npm run bench:flood`: does a flood of affiliate sign-ins (each a password hash) starve the
// shop? Builds (unless BENCH_SKIP_BUILD=1), starts the built shop on loopback (embedded
// database), measures a static asset and the landing page alone, then again while sign-ins with
// different e-mails pour in from many addresses (TRUST_PROXY, so the per-address limit does not
// stop them first), and prints both.
import { randomUUID } from 'node:crypto';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { buildUnlessSkipped, shopRoot as root, startBenchShop } from './bench-shop.mjs';

const floodSeconds = Number(process.env.BENCH_SECONDS ?? 10);

buildUnlessSkipped();
const asset = readdirSync(path.join(root, 'dist', 'client', 'assets')).find((name) =>
  name.endsWith('.css'),
);

const shop = await startBenchShop({
  name: 'flood',
  env: { LOG_LEVEL: 'error', TRUST_PROXY: 'true' },
  stdio: ['ignore', 'ignore', 'inherit'],
});
const base = shop.url;

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
  await shop.stop();
}
