// `npm run bench:roles`: the shop in one process against a web instance beside a worker instance
// (issue 41, decision 366). On PostgreSQL, for each setup: public pages requested at a steady
// rate by autocannon, quiet, then while BENCH_BURST_ORDERS orders of The Master Blueprint
// (product 6, the most computed documents) are paid at once through the local test-mode routes;
// mail goes to a loopback SMTP sink. Prints the page p95 quiet (before and after) and during the
// burst (until the last order's documents reach the sink), the time until then, and what one web
// instance serves flat out. Goal: the web instance's p95 during the burst <= 1.5 x its quiet
// p95; exits 1 past it. Builds first unless BENCH_SKIP_BUILD=1; stops by itself and drops its
// databases. Both setups run on this one machine: to stand for the two machines of a real
// deployment, the web instance is held to the first half of the cores and the worker to the
// other half (`taskset`); the all-in-one shop has them all. PostgreSQL, the load generator and
// the sink run on any core.
//   BENCH_BURST_ORDERS=50     orders paid in the burst
//   BENCH_PAGE_RATE=100       page requests a second while measuring
//   BENCH_PIN=0               no holding to cores: web and worker share them as they come
//   BENCH_DATABASE_URL        PostgreSQL server for the throw-away databases (TEST_DATABASE_URL)
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { SMTPServer } from 'smtp-server';
import {
  benchPerson,
  buildUnlessSkipped,
  createBenchDatabase,
  freePort,
  payForOrder,
  startBenchShop,
} from './bench-shop.mjs';

const orderCount = Number(process.env.BENCH_BURST_ORDERS ?? 50);
const pageRate = Number(process.env.BENCH_PAGE_RATE ?? 100);
/** The Master Blueprint and its price, as `src/common/catalogue.ts` has them. */
const product = { id: 6, price: 500, name: 'The Master Blueprint' };
const pages = ['/', '/services', '/product/6', '/master-blueprint'];
/**
 * The quiet pages are measured this long before the burst and again after it, and their p95 is
 * taken over both: the machine's other work comes and goes, and weighs on both figures alike.
 */
const QUIET_SECONDS = 30;
const cores = os.cpus().length;
const isPinned = process.env.BENCH_PIN !== '0' && cores >= 2;
/** The cores each role is held to when pinned: the web the first half, the worker the rest. */
const coresOf = {
  web: `0-${Math.floor(cores / 2) - 1}`,
  worker: `${Math.floor(cores / 2)}-${cores - 1}`,
};
const GOAL_RATIO = 1.5;
/** The documents mail of an order (all of them, or the first part), "[Test mode]" or not. */
const DOCUMENTS_SUBJECT = /Your (first documents are here|reading is ready): /;

buildUnlessSkipped();

/** What to undo, newest first, however the bench ends (an error, Ctrl-C). */
const cleanups = [];
async function cleanUp() {
  while (cleanups.length > 0)
    await cleanups
      .pop()()
      .catch(() => {});
}
process.once('SIGINT', () => void cleanUp().then(() => process.exit(130)));

/** Takes every mail and notes, from its headers only, whom it went to, its subject and when. */
async function startSmtpSink() {
  const mails = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    disableReverseLookup: true,
    logger: false,
    onData(stream, _session, callback) {
      let head = '';
      let bytes = 0;
      stream.on('data', (chunk) => {
        bytes += chunk.length;
        if (!head.includes('\r\n\r\n')) head += chunk.toString('latin1');
      });
      stream.on('end', () => {
        const headers = head.split('\r\n\r\n')[0].replace(/\r\n[ \t]+/g, ' ');
        const field = (name) => new RegExp(`^${name}: (.*)$`, 'mi').exec(headers)?.[1] ?? '';
        // `Name <address>` or the bare address.
        const to = /<([^>]+)>/.exec(field('To'))?.[1] ?? field('To');
        mails.push({ to: to.trim(), subject: field('Subject'), at: performance.now(), bytes });
        callback();
      });
    },
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    mails,
    url: `smtp://127.0.0.1:${server.server.address().port}`,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

async function createDatabase() {
  const database = await createBenchDatabase('shop_bench_roles');
  cleanups.push(() => database.drop());
  return database.url;
}

/**
 * The built shop as one role, in a process of its own with its log in the setup's data folder
 * (`<role>.log`), once it answers /readyz; `port` when the others must know it first.
 */
async function startInstance(role, dataDir, env, port) {
  const shop = await startBenchShop({
    name: `${role} instance`,
    env: { ...env, SHOP_ROLE: role },
    port,
    dataDir,
    logFile: `${role}.log`,
    readyPath: '/readyz',
    // taskset becomes the shop (exec): the process stopped is the shop's own.
    launcher: isPinned && coresOf[role] ? ['taskset', '--cpu-list', coresOf[role]] : [],
  });
  cleanups.push(() => shop.stop());
  return shop;
}

let buyerCount = 0;
/** The 503s a payment step was answered with and asked again, as the buyer would (by setup). */
const retried = { count: 0 };
/**
 * Pays one order as a browser would (checkout, the buyer's details, the test card 4242) and
 * returns the buyer's e-mail address, where the documents mail goes.
 */
async function payForBurstOrder(shopUrl) {
  buyerCount += 1;
  // Behind the load balancer each buyer has an address of their own (rate limits count them).
  const address = `198.18.${(buyerCount >> 8) & 255}.${buyerCount & 255}`;
  const { person } = await payForOrder(shopUrl, product, {
    person: benchPerson({ fullName: 'Bench Roles', email: `roles.${randomUUID()}@example.com` }),
    headers: { 'x-forwarded-for': address },
    // The shop's pool waited over 5 s for a connection: it says so and the buyer tries again.
    retriesWhenBusy: 4,
    onBusy: () => (retried.count += 1),
  });
  return person.email;
}

/**
 * Resolves once every buyer's documents mail reached the sink: when the last one did, and their
 * average size.
 */
async function documentsMailed(sink, emails) {
  const waiting = new Set(emails);
  const deadline = Date.now() + 30 * 60_000;
  for (;;) {
    const arrived = sink.mails.filter(
      (mail) => waiting.has(mail.to) && DOCUMENTS_SUBJECT.test(mail.subject),
    );
    if (arrived.length >= waiting.size) {
      return {
        lastAt: Math.max(...arrived.map((mail) => mail.at)),
        averageBytes: arrived.reduce((sum, mail) => sum + mail.bytes, 0) / arrived.length,
      };
    }
    if (Date.now() > deadline) throw new Error(`${waiting.size - arrived.length} not mailed`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * The public pages at `rate` a second (or flat out without one) until `stop`: every response
 * time is kept, so the percentiles are exact rather than autocannon's whole milliseconds.
 */
function loadPages(url, { rate, seconds } = {}) {
  const times = [];
  const answeredAt = [];
  let failures = 0;
  const instance = autocannon({
    url,
    connections: rate ? 4 : 10,
    ...(rate ? { overallRate: rate } : {}),
    duration: seconds ?? 3600,
    headers: { accept: 'text/html', 'accept-encoding': 'br, gzip' },
    requests: pages.map((page) => ({ method: 'GET', path: page })),
  });
  instance.on('response', (_client, status, _bytes, responseTime) => {
    if (status !== 200) failures += 1;
    else {
      times.push(responseTime);
      answeredAt.push(performance.now());
    }
  });
  const done = new Promise((resolve) => instance.once('done', resolve)).then((result) => ({
    times,
    answeredAt,
    failures: failures + result.errors + result.timeouts,
    result,
  }));
  return {
    done,
    stop() {
      instance.stop();
      return done;
    },
  };
}

function percentile(values, fraction) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(fraction * sorted.length))] ?? NaN;
}

const ms = (value) => `${value.toFixed(1)} ms`;
const seconds = (value) => `${(value / 1000).toFixed(1)} s`;

/** One setup: `all` alone, or `web` beside `worker`; the pages are asked of the first. */
async function measure(label, roles, sink) {
  const cleanupDepth = cleanups.length;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'shop-bench-roles-'));
  cleanups.push(async () => rmSync(dataDir, { recursive: true, force: true }));
  const databaseUrl = await createDatabase();
  const webPort = await freePort();
  // The bench pays nothing: a production build on the embedded test payments (bench-shop.mjs).
  const env = {
    DATABASE_URL: databaseUrl,
    SMTP_URL: sink.url,
    UPLOAD_SIGNING_SECRET: randomBytes(32).toString('hex'),
    // The worker's links point at the instance that serves the pages.
    PUBLIC_URL: `http://127.0.0.1:${webPort}`,
    TRUST_PROXY: 'true',
    LOG_LEVEL: 'info',
    ADMIN_EMAILS: '',
  };
  const instances = [];
  retried.count = 0;
  for (const role of roles) {
    instances.push(
      await startInstance(role, dataDir, env, role === 'worker' ? undefined : webPort),
    );
  }
  const shop = instances[0];
  try {
    // Warm: the pages compiled, the pool full, the drawing code loaded on the render thread.
    await loadPages(shop.url, { seconds: 5 }).done;
    await documentsMailed(sink, [await payForBurstOrder(shop.url)]);
    const quietBefore = await loadPages(shop.url, { rate: pageRate, seconds: QUIET_SECONDS }).done;
    const flatOut = await loadPages(shop.url, { seconds: 5 }).done;

    const load = loadPages(shop.url, { rate: pageRate });
    const startedAt = performance.now();
    const emails = await Promise.all(
      Array.from({ length: orderCount }, () => payForBurstOrder(shop.url)),
    );
    const paidAt = performance.now();
    const mailed = await documentsMailed(sink, emails);
    const burst = await load.stop();
    const quietAfter = await loadPages(shop.url, { rate: pageRate, seconds: QUIET_SECONDS }).done;
    const quiet = {
      times: [...quietBefore.times, ...quietAfter.times],
      failures: quietBefore.failures + quietAfter.failures,
    };
    const figures = {
      label,
      quietP95: percentile(quiet.times, 0.95),
      quietBeforeAfterP95: [quietBefore.times, quietAfter.times].map((times) =>
        percentile(times, 0.95),
      ),
      burstP95: percentile(burst.times, 0.95),
      burstP50: percentile(burst.times, 0.5),
      // Without the payments, which the instance serving the pages takes in either setup.
      afterPaymentsP95: percentile(
        burst.times.filter((_, index) => burst.answeredAt[index] > paidAt),
        0.95,
      ),
      failures: quiet.failures + burst.failures,
      retries: retried.count,
      pagesPerSecond: flatOut.result.requests.average,
      paidMs: paidAt - startedAt,
      mailedMs: mailed.lastAt - startedAt,
      mailMegabytes: mailed.averageBytes / 1e6,
    };
    const indent = ' '.repeat(20);
    console.log(
      `${label.padEnd(20)}page p95 quiet ${ms(figures.quietP95)} (before ${ms(figures.quietBeforeAfterP95[0])}, after ${ms(figures.quietBeforeAfterP95[1])}), during the burst ${ms(figures.burstP95)} (p50 ${ms(figures.burstP50)}; p95 once paid ${ms(figures.afterPaymentsP95)})`,
    );
    console.log(
      `${indent}${orderCount} orders paid in ${seconds(figures.paidMs)}, the last one's documents mailed after ${seconds(figures.mailedMs)} (${((60_000 * orderCount) / figures.mailedMs).toFixed(1)} orders a minute), ${figures.mailMegabytes.toFixed(1)} MB a documents mail`,
    );
    console.log(
      `${indent}flat out ${figures.pagesPerSecond.toFixed(0)} pages/s; failed page requests ${figures.failures}; payment steps answered 503 and asked again ${figures.retries}`,
    );
    return figures;
  } catch (error) {
    // The logs go with the data folder: their warnings and errors say what went wrong.
    for (const role of roles) {
      const lines = readFileSync(path.join(dataDir, `${role}.log`), 'utf8').split('\n');
      const problems = lines.filter((line) => /"level":(40|50|60)/.test(line)).slice(-10);
      if (problems.length > 0)
        console.log(`${role} instance, last problems logged:\n${problems.join('\n')}`);
    }
    throw error;
  } finally {
    while (cleanups.length > cleanupDepth)
      await cleanups
        .pop()()
        .catch(() => {});
  }
}

const loadAverage = () =>
  os
    .loadavg()
    .map((load) => load.toFixed(2))
    .join(' ');

/** Both setups, one after the other; whether the web instance's p95 went past its goal. */
async function compare(sink) {
  console.log(
    `\nRoles benchmark: ${orderCount} orders of ${product.name} in a burst while pages are asked ${pageRate} times a second (${cores} cores, load average ${loadAverage()})`,
  );
  console.log(
    isPinned
      ? `(b) holds the web instance to CPU ${coresOf.web} and the worker to CPU ${coresOf.worker}, as two machines; (a) has every core`
      : '(b) web and worker share the cores (BENCH_PIN=0, or one core)',
  );
  const allInOne = await measure('(a) all in one', ['all'], sink);
  const apart = await measure('(b) web + worker', ['web', 'worker'], sink);
  const limit = GOAL_RATIO * apart.quietP95;
  const isOverGoal = !(apart.burstP95 <= limit) || apart.failures > 0;
  console.log(
    `\nweb instance's page p95 during the burst ${ms(apart.burstP95)} against ${ms(limit)} (${GOAL_RATIO} x its quiet ${ms(apart.quietP95)}): ${isOverGoal ? 'OVER GOAL' : 'ok'}`,
  );
  console.log(
    `all in one: ${ms(allInOne.burstP95)}, ${(allInOne.burstP95 / allInOne.quietP95).toFixed(2)} x its quiet p95; documents of ${orderCount} orders mailed in ${seconds(allInOne.mailedMs)} (all in one) and ${seconds(apart.mailedMs)} (worker)`,
  );
  console.log(`load average now ${loadAverage()}`);
  return isOverGoal;
}

const sink = await startSmtpSink();
cleanups.unshift(() => sink.close());
const isOverGoal = await compare(sink).finally(cleanUp);
process.exit(isOverGoal ? 1 : 0);
