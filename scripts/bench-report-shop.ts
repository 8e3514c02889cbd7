/**
 * The shop of `npm run bench:report`, on PGlite in memory, for the two goals that start with a
 * buyer or a reader: an order bought at the checkout's routes with the local test card, its
 * report job run as the shop runs it (the job worker, the report job and its render thread, as
 * runtime.ts starts them), timed from the card's confirmation until the log says its delivery
 * mail is queued; and the reader's preview of a written reading asked of the workspace's route.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import type { FastifyInstance } from 'fastify';
import { countWords, type WrittenReadingChart } from '../src/common/written-reading';
import { adminSignInCookie, startAdminSignIn } from '../src/server/admin/sign-in/admin-sign-ins';
import { buildApp } from '../src/server/app';
import { loadConfig, type Config } from '../src/server/config';
import { migratedPgliteImage, openDatabase, type DatabaseHandle } from '../src/server/db/client';
import { writtenDrafts } from '../src/server/db/schema';
import { createJobWorker } from '../src/server/jobs/job-worker';
import { reportJobFor } from '../src/server/reports/report-runtime';
import {
  confirmTestCard,
  startTestCheckout,
  storeTestCustomer,
} from '../tests/support/checkout-factories';
import { checkoutPersonOf, type BenchBuyer } from './bench-report-orders';
import { readingFor } from './written-reading-sample';

const ADMIN_EMAIL = 'bench.reports@astral.test';
const DELIVERED = 'report made and queued';

/** One order's time from payment to its delivery mail, and the process's CPU time meanwhile. */
export interface TimedOrder {
  milliseconds: number;
  /** The report job's own run, from its claim's start to the mail queued (its log line). */
  jobMilliseconds: number;
  cpuMilliseconds: number;
}

interface LogEntry {
  level: number;
  msg?: string;
  purchaseId?: string;
  milliseconds?: number;
}

export interface BenchShop {
  app: FastifyInstance;
  database: DatabaseHandle;
  config: Config;
  close(): Promise<void>;
}

/** Orders waiting for their report job's last log line, by purchase id. */
const waiting = new Map<string, { settle(entry: LogEntry): void; fail(error: Error): void }>();

/** The shop's JSON log: a delivery settles its order's wait; a warning or error is shown. */
const logStream = {
  write(line: string) {
    const entry = JSON.parse(line) as LogEntry;
    const order = entry.purchaseId ? waiting.get(entry.purchaseId) : undefined;
    if (entry.msg === DELIVERED) order?.settle(entry);
    else if (entry.level >= 40) {
      console.error(line.trim());
      order?.fail(new Error(`the report job said: ${entry.msg ?? 'something went wrong'}`));
    }
  },
};

export async function openBenchShop(): Promise<BenchShop> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'bench-report-'));
  // Not production: the embedded test-mode payments take the card, local storage the PDFs.
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'info',
    DATA_DIR: dataDir,
    ADMIN_EMAILS: ADMIN_EMAIL,
  });
  const database = await openDatabase({
    pgliteDir: 'memory://',
    pgliteImage: await migratedPgliteImage(),
  });
  const app = await buildApp({ deps: { config, db: database.db }, logStream });
  await app.ready();
  return {
    app,
    database,
    config,
    async close() {
      await app.close();
      await database.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** A checkout of `productId` with the buyer's details filed, waiting for the card. */
async function checkout(app: FastifyInstance, productId: number, buyer: BenchBuyer, index: number) {
  const started = await startTestCheckout(app, productId);
  const stored = await storeTestCustomer(app, started.purchaseId, checkoutPersonOf(buyer, index));
  if (stored.statusCode !== 204) throw new Error(`customer not stored: ${stored.body}`);
  return started;
}

/** The test card 4242 confirmed for the checkout: the order is paid. */
async function pay(app: FastifyInstance, started: Awaited<ReturnType<typeof checkout>>) {
  const confirmed = await confirmTestCard(app, started);
  if (confirmed.statusCode !== 200) throw new Error(`payment not confirmed: ${confirmed.body}`);
}

/**
 * Buys `productId` for each buyer in turn, with the report job running, and times each order
 * from the card's confirmation to its delivery mail queued. The job's render thread starts with
 * the first order, as it does with a shop's first order after a start.
 */
export async function timeReportJobs(
  shop: BenchShop,
  productId: number,
  buyers: readonly BenchBuyer[],
): Promise<TimedOrder[]> {
  const { app, database, config } = shop;
  const reports = reportJobFor(
    config,
    { db: database.db, storage: app.deps.storage },
    app.log.child({ component: 'reports' }),
  );
  const worker = createJobWorker([reports.job], {
    db: database.db,
    logger: app.log.child({ component: 'jobs' }),
    leaseMs: config.JOB_LEASE_SECONDS * 1000,
  });
  worker.start();
  const timed: TimedOrder[] = [];
  try {
    for (const [index, buyer] of buyers.entries()) {
      const started = await checkout(app, productId, buyer, index);
      const delivered = new Promise<LogEntry>((settle, fail) =>
        waiting.set(started.purchaseId, { settle, fail }),
      );
      // Read after the payment; a failure meanwhile is not left unheard until then.
      delivered.catch(() => {});
      const cpu = process.cpuUsage();
      const paidAt = performance.now();
      await pay(app, started);
      const entry = await delivered;
      const milliseconds = performance.now() - paidAt;
      const used = process.cpuUsage(cpu);
      timed.push({
        milliseconds,
        jobMilliseconds: entry.milliseconds ?? NaN,
        cpuMilliseconds: (used.user + used.system) / 1000,
      });
    }
  } finally {
    waiting.clear();
    await worker.stop();
    await reports.close();
  }
  return timed;
}

export interface TimedPreviews {
  words: number;
  pages: number;
  bytes: number;
  /** The first is the preview thread's first drawing. */
  milliseconds: number[];
  cpuMilliseconds: number[];
}

/**
 * A written reading of at least `words` words saved for a paid order of `productId`, previewed
 * `rounds` times through `GET /api/admin/reading/:purchaseId/preview` by a signed-in reader.
 */
export async function timePreviews(
  shop: BenchShop,
  options: {
    productId: number;
    buyer: BenchBuyer;
    words: number;
    charts: WrittenReadingChart[];
    rounds: number;
  },
): Promise<TimedPreviews> {
  const { app, database, config } = shop;
  const { session } = await startAdminSignIn(database.db, config, { email: ADMIN_EMAIL });
  const cookie = `${adminSignInCookie(config).name}=${session.token}`;
  const started = await checkout(app, options.productId, options.buyer, 0);
  await pay(app, started);
  const { purchaseId } = started;
  const sections = readingOf(options.productId, options.words, options.charts);
  await database.db
    .insert(writtenDrafts)
    .values(sections.map(({ key, doc }) => ({ purchaseId, sectionKey: key, doc, revision: 1 })));
  const timed: TimedPreviews = {
    words: sections.reduce((sum, section) => sum + countWords(section.doc), 0),
    pages: 0,
    bytes: 0,
    milliseconds: [],
    cpuMilliseconds: [],
  };
  for (let round = 0; round < options.rounds; round++) {
    const cpu = process.cpuUsage();
    const startedAt = performance.now();
    const reply = await app.inject({
      method: 'GET',
      url: `/api/admin/reading/${purchaseId}/preview`,
      headers: { cookie },
    });
    timed.milliseconds.push(performance.now() - startedAt);
    const used = process.cpuUsage(cpu);
    timed.cpuMilliseconds.push((used.user + used.system) / 1000);
    if (reply.statusCode !== 200)
      throw new Error(`preview answered ${reply.statusCode}: ${reply.body}`);
    timed.bytes = reply.rawPayload.length;
    timed.pages = (reply.rawPayload.toString('latin1').match(/\/Type \/Page\b/g) ?? []).length;
  }
  return timed;
}

/** The sample reading (headings, emphasis, lists, quotes, charts) grown to `words` words. */
function readingOf(productId: number, words: number, charts: WrittenReadingChart[]) {
  const total = (perSection: number) =>
    readingFor(productId, perSection, charts).reduce((sum, { doc }) => sum + countWords(doc), 0);
  let perSection = 500;
  while (total(perSection) < words) perSection += 50;
  return readingFor(productId, perSection, charts);
}
