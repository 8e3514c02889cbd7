// What the benchmarks in this folder share, so each keeps only what it measures: building the
// shop, finding Chromium, starting the built shop on a free loopback port with a data folder of
// its own and stopping it again, a throw-away PostgreSQL database, and paying an order on the
// embedded test payments as the checkout page does, for a buyer with the tests' birth data.
// Plain JavaScript for the .mjs benches; the .ts ones (run by tsx) take its types from
// bench-shop.d.mts.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { closeSync, existsSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

/** The project's folder: the build and the shop run from there. */
export const shopRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Builds the shop (`npm run build`) unless `BENCH_SKIP_BUILD=1`; a failed build ends the bench. */
export function buildUnlessSkipped() {
  if (process.env.BENCH_SKIP_BUILD === '1') return;
  const build = spawnSync('npm', ['run', 'build', '--silent'], { cwd: shopRoot, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

/**
 * Debian's Chromium, or the browser `CHROME_PATH` names. Without either the bench cannot run: it
 * says how to get one and ends with 1.
 * @returns {string}
 */
export function chromiumPath() {
  const found =
    process.env.CHROME_PATH ??
    ['/usr/bin/chromium', '/usr/bin/chromium-browser'].find((candidate) => existsSync(candidate));
  if (!found) {
    console.error('Chromium is needed: `apt-get install chromium`, or set CHROME_PATH.');
    process.exit(1);
  }
  return found;
}

/**
 * A loopback port nothing listens on: the system picks it, and it is let go for the shop.
 * @returns {Promise<number>}
 */
export async function freePort() {
  const probe = net.createServer();
  await new Promise((resolve, reject) => {
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => resolve(undefined));
  });
  const address = /** @type {net.AddressInfo} */ (probe.address());
  await new Promise((resolve) => probe.close(() => resolve(undefined)));
  return address.port;
}

/**
 * @typedef {object} BenchShopOptions
 * @property {string} name What the shop is for: its data folder is `shop-<name>-…`, and an
 *   error names it.
 * @property {Record<string, string | undefined>} [env] Settings over the bench defaults
 *   (PGlite, production, the test payments, PUBLIC_URL at its own address); PORT, HOST and
 *   DATA_DIR always come from the options.
 * @property {import('node:child_process').StdioOptions} [stdio] The shop's stdin, stdout and
 *   stderr, as `spawn` takes them; a piped stdout is kept for `output()`. Default: its output on
 *   the bench's own.
 * @property {string} [logFile] A file in the data folder that takes the shop's stdout and stderr
 *   (appended; in place of `stdio`), as a deployed shop's log goes to its collector.
 * @property {number} [port] Default: a free one.
 * @property {string} [dataDir] A data folder the bench owns (shared, or kept between starts):
 *   left in place by `stop()`. Default: a new temporary folder, removed by `stop()`.
 * @property {string[]} [nodeArgs] Node's own flags, before the shop's entry.
 * @property {string[]} [launcher] A command the shop runs under (`taskset --cpu-list 0`).
 * @property {(env: Record<string, string | undefined>) => void | Promise<void>} [beforeStart]
 *   Runs with the shop's settings once its data folder exists and before it starts (an
 *   operator command needing the same database, which PGlite lets one process hold at a time).
 * @property {string} [readyPath] The address that answers 2xx once the shop is up (`/healthz`).
 * @property {number} [pollMs] How often it is asked (200 ms).
 * @property {number} [timeoutMs] How long the shop may take to answer it (2 minutes).
 */

/**
 * @typedef {object} BenchShop
 * @property {string} url `http://127.0.0.1:<port>`
 * @property {number} port
 * @property {string} dataDir
 * @property {import('node:child_process').ChildProcess} child The shop's process (under
 *   `launcher`, the launcher's, which `taskset` hands to the shop).
 * @property {number} startedInMs From the start of the process to the first 2xx of `readyPath`.
 * @property {() => string} output What the shop wrote to its log file or piped stdout so far.
 * @property {(signal?: NodeJS.Signals) => Promise<void>} stop Ends the shop (SIGTERM unless
 *   told) and waits for it, then removes a data folder it made; a second call does nothing more.
 */

/**
 * Starts the built shop (`dist/server/main.js`, what `npm start` runs) on loopback and waits
 * until `readyPath` answers. A shop that exits or does not answer in time is stopped, its data
 * folder removed if it made it, and the error carries what it logged.
 * @param {BenchShopOptions} options
 * @returns {Promise<BenchShop>}
 */
export async function startBenchShop({
  name,
  env = {},
  stdio = ['ignore', 'inherit', 'inherit'],
  logFile,
  port: askedPort,
  dataDir: givenDataDir,
  nodeArgs = [],
  launcher = [],
  beforeStart,
  readyPath = '/healthz',
  pollMs = 200,
  timeoutMs = 120_000,
}) {
  const port = askedPort ?? (await freePort());
  const url = `http://127.0.0.1:${port}`;
  const dataDir = givenDataDir ?? mkdtempSync(path.join(os.tmpdir(), `shop-${name}-`));
  const removeDataDir = () => {
    if (!givenDataDir) rmSync(dataDir, { recursive: true, force: true });
  };
  const shopEnv = {
    ...process.env,
    DATABASE_URL: '',
    NODE_ENV: 'production',
    PUBLIC_URL: url,
    // A production build on the embedded test payments: no card is taken, and every page says so.
    ALLOW_TEST_PAYMENTS: 'true',
    ...env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
  };
  try {
    await beforeStart?.(shopEnv);
  } catch (error) {
    removeDataDir();
    throw error;
  }

  const logPath = logFile ? path.join(dataDir, logFile) : null;
  const logFd = logPath ? openSync(logPath, 'a') : null;
  const command = [...launcher, process.execPath, ...nodeArgs, 'dist/server/main.js'];
  const startedAt = performance.now();
  const child = spawn(command[0] ?? process.execPath, command.slice(1), {
    cwd: shopRoot,
    env: shopEnv,
    stdio: logFd === null ? stdio : ['ignore', logFd, logFd],
  });
  if (logFd !== null) closeSync(logFd);
  const exited = new Promise((resolve) => child.once('exit', resolve));
  let piped = '';
  child.stdout?.on('data', (chunk) => {
    piped += String(chunk);
  });
  const output = () => (logPath ? readFileSync(logPath, 'utf8') : piped);

  /** @type {Promise<void> | undefined} */
  let stopping;
  /** @param {NodeJS.Signals} [signal] */
  const stop = (signal = 'SIGTERM') =>
    (stopping ??= (async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      await exited;
      removeDataDir();
    })());

  const deadline = startedAt + timeoutMs;
  for (;;) {
    const hasExited = child.exitCode !== null || child.signalCode !== null;
    const reply = hasExited ? null : await fetch(`${url}${readyPath}`).catch(() => null);
    if (reply?.ok) {
      const startedInMs = performance.now() - startedAt;
      await reply.body?.cancel();
      return { url, port, dataDir, child, startedInMs, output, stop };
    }
    await reply?.body?.cancel();
    if (hasExited || performance.now() > deadline) {
      const why = hasExited
        ? `it exited with ${child.exitCode ?? child.signalCode}`
        : `${readyPath} did not answer within ${Math.round(timeoutMs / 1000)} s`;
      const logged = output();
      await stop('SIGKILL');
      throw new Error(`the shop (${name}) did not start: ${why}${logged ? `\n${logged}` : ''}`);
    }
    await new Promise((resolve) => setTimeout(resolve, pollMs));
  }
}

/**
 * The PostgreSQL server the benches make their throw-away databases on: `BENCH_DATABASE_URL`,
 * else the tests' `TEST_DATABASE_URL`, else a local server.
 */
export const benchDatabaseServer =
  process.env.BENCH_DATABASE_URL ??
  process.env.TEST_DATABASE_URL ??
  'postgres://postgres@127.0.0.1:5432/test';

/**
 * A new empty database `<prefix>_<8 hex>` on `benchDatabaseServer`, for one shop; `drop()`
 * removes it (and the connections still on it).
 * @param {string} prefix
 * @returns {Promise<{ name: string, url: string, drop: () => Promise<void> }>}
 */
export async function createBenchDatabase(prefix) {
  const name = `${prefix}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: benchDatabaseServer });
  await admin.connect();
  try {
    await admin.query(`create database ${name}`);
  } catch (error) {
    await admin.end();
    throw error;
  }
  const url = new URL(benchDatabaseServer);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    async drop() {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

/**
 * @typedef {object} BenchPerson The checkout's person form, as its fields are sent.
 * @property {string} fullName
 * @property {string} email
 * @property {string} phone
 * @property {string} birthMonth
 * @property {string} birthDay
 * @property {string} birthYear
 * @property {string} birthHour
 * @property {string} birthMinute
 * @property {'AM' | 'PM'} ampm
 * @property {string} birthLocation
 */

/**
 * A buyer with a new e-mail address and the birth data of the tests' `checkoutPerson`
 * (tests/support/checkout-factories.ts; scripts/bench-shop.test.ts holds them equal), so a
 * bench's orders are drawn as the tests' are.
 * @param {Partial<BenchPerson>} [overrides]
 * @returns {BenchPerson}
 */
export function benchPerson(overrides = {}) {
  return {
    fullName: 'Bench Buyer',
    email: `bench.${randomUUID()}@example.com`,
    phone: '+1 206 555 0147',
    birthMonth: '07',
    birthDay: '21',
    birthYear: '1991',
    birthHour: '3',
    birthMinute: '45',
    ampm: 'PM',
    birthLocation: 'Seattle, WA',
    ...overrides,
  };
}

/** The local provider's card that is always accepted, as the checkout's form takes it. */
export const TEST_CARD = { cardNumber: '4242 4242 4242 4242', expiry: '12 / 34', cvc: '123' };

/**
 * @typedef {object} PostOptions
 * @property {Record<string, string>} [headers] Added to the JSON type and the shop's own origin
 *   (a browser's POST names its page).
 * @property {string} [method] The request's method; POST unless told.
 * @property {number} [retriesWhenBusy] How many times a 503 is asked again, a second apart (a
 *   busy shop's pool waited too long for a connection and says so); 0 unless told.
 * @property {() => void} [onBusy] Told of each 503 asked again.
 */

/**
 * Sends `body` as JSON (none when undefined) to one of the shop's routes as the browser would,
 * POST unless `options.method` says otherwise; the reply's JSON (null for 204), or an error
 * with its method, route, status and text.
 * @param {string} shopUrl
 * @param {string} route
 * @param {unknown} body
 * @param {PostOptions} [options]
 * @returns {Promise<any>}
 */
export async function sendJson(shopUrl, route, body, options = {}) {
  const { method = 'POST', headers = {}, retriesWhenBusy = 0, onBusy } = options;
  const hasBody = body !== undefined;
  for (let attempt = 0; ; attempt += 1) {
    const reply = await fetch(`${shopUrl}${route}`, {
      method,
      headers: {
        ...(hasBody ? { 'content-type': 'application/json' } : {}),
        origin: shopUrl,
        ...headers,
      },
      body: hasBody ? JSON.stringify(body) : undefined,
    });
    if (reply.status === 503 && attempt < retriesWhenBusy) {
      onBusy?.();
      await reply.body?.cancel();
      await new Promise((resolve) => setTimeout(resolve, 1000));
      continue;
    }
    if (!reply.ok) throw new Error(`${method} ${route}: ${reply.status} ${await reply.text()}`);
    return reply.status === 204 ? null : reply.json();
  }
}

/**
 * Pays one order of `product` at its catalogue price as the checkout page does on the embedded
 * test payments: the checkout, the buyer's details, then the test card.
 * @param {string} shopUrl
 * @param {{ id: number, price: number }} product
 * @param {PostOptions & { person?: BenchPerson }} [options]
 * @returns {Promise<{ purchaseId: string, paymentIntentId: string, person: BenchPerson }>}
 */
export async function payForOrder(shopUrl, product, options = {}) {
  const { person = benchPerson(), ...postOptions } = options;
  /** @param {string} route @param {unknown} body */
  const post = (route, body) => sendJson(shopUrl, route, body, postOptions);
  const started = await post('/api/create-payment-intent', {
    productId: product.id,
    amount: product.price,
  });
  await post(`/api/checkout/${started.purchaseId}/customer`, person);
  await post(`/api/local-payments/${started.paymentIntentId}/confirm`, {
    clientSecret: started.clientSecret,
    ...TEST_CARD,
  });
  return { purchaseId: started.purchaseId, paymentIntentId: started.paymentIntentId, person };
}
