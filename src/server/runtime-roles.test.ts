import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { findProduct } from '../common/catalogue';
import { createPaidTestOrder } from '../../tests/support/checkout-factories';
import { createEmptyPostgresDatabase } from '../../tests/support/database';
import { loadConfig } from './config';
import { leasedJobs, orderFiles } from './db/schema';
import { reportJobKind } from './jobs/report-job';
import { startRuntime, type Runtime } from './runtime';

// Decision 366: a web instance queues the background jobs and runs none; a worker instance runs
// them and answers nothing but its health checks. Both on one PostgreSQL, as in production.

const html = { render: async () => '<html><body>page</body></html>' };
/** The Quick Glimpse: one computed document, the quickest order to draw. */
const PRODUCT_ID = 1;
/** The job worker looks for due jobs every second (`jobs/job-worker.ts`): a few of its rounds. */
const QUIET_MS = 3000;

describe.skipIf(!process.env.TEST_DATABASE_URL)(
  'a web and a worker instance on one PostgreSQL',
  () => {
    let database: Awaited<ReturnType<typeof createEmptyPostgresDatabase>> | undefined;
    let dataDir = '';
    let web: Runtime | undefined;
    let worker: Runtime | undefined;
    let purchaseId = '';
    const envFor = (role: 'web' | 'worker') => ({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      SHOP_ROLE: role,
      DATABASE_URL: database!.url,
      DATABASE_POOL_SIZE: '4',
      // One DATA_DIR, as two processes of one machine: the documents the worker files are the
      // ones the web instance's download links serve.
      DATA_DIR: dataDir,
      UPLOAD_SIGNING_SECRET: signingSecret,
      PUBLIC_URL: 'http://shop.test',
      ADMIN_EMAILS: 'owner@shop.test',
    });
    const signingSecret = randomBytes(32).toString('hex');

    beforeAll(async () => {
      database = await createEmptyPostgresDatabase({
        template: inject('postgresTemplate') || undefined,
      });
      dataDir = await mkdtemp(path.join(os.tmpdir(), 'shop-roles-'));
      web = await startRuntime({ config: loadConfig(envFor('web')), html });
    });

    afterAll(async () => {
      await web?.stop();
      await worker?.stop();
      await database?.drop();
      if (dataDir) await rm(dataDir, { recursive: true, force: true });
    });

    const reportJobsOf = (id: string) =>
      web!.database.db
        .select({ status: leasedJobs.status, attempts: leasedJobs.attempts })
        .from(leasedJobs)
        .where(and(eq(leasedJobs.kind, reportJobKind.kind), eq(leasedJobs.purchaseId, id)));
    const mailFiles = () => readdir(path.join(dataDir, 'mail')).catch(() => [] as string[]);

    it('serves the pages and queues the documents of a paid order, but runs no job', async () => {
      expect((await web!.app.inject({ method: 'GET', url: '/' })).statusCode).toBe(200);
      // The admins' start-up links are made where the admin pages are served.
      expect(web!.adminSignInLinks.map((link) => link.email)).toEqual(['owner@shop.test']);
      ({ purchaseId } = await createPaidTestOrder(web!.app, PRODUCT_ID));
      expect(await reportJobsOf(purchaseId)).toEqual([{ status: 'queued', attempts: 0 }]);

      // Asked to start its background work (as `npm start` does once it listens), it starts none:
      // past several rounds of a job worker the job is still unclaimed and nothing was mailed.
      web!.startBackgroundWork();
      // A table grown well past autovacuum's threshold (autovacuum itself kept off it): tables'
      // upkeep is background work too (decision 396).
      await web!.database.db.execute(
        sql`create table upkeep_probe (n int primary key) with (autovacuum_enabled = false)`,
      );
      await web!.database.db.execute(
        sql`insert into upkeep_probe select n from generate_series(1, 5000) n`,
      );
      await new Promise((resolve) => setTimeout(resolve, QUIET_MS));
      expect(await reportJobsOf(purchaseId)).toEqual([{ status: 'queued', attempts: 0 }]);
      expect(await mailFiles()).toEqual([]);
      expect(await isProbeAnalyzed()).toBe(false);
    });

    /** Whether `upkeep_probe` has been analyzed since it was filled. */
    async function isProbeAnalyzed() {
      const result = await web!.database.db.execute(
        sql`select last_analyze is not null as analyzed from pg_stat_user_tables
          where relname = 'upkeep_probe'`,
      );
      return (result as unknown as { rows: { analyzed: boolean }[] }).rows[0]?.analyzed;
    }

    it('leaves the job to a worker instance, which draws and mails the documents', async () => {
      expect(purchaseId).not.toBe('');
      worker = await startRuntime({ config: loadConfig(envFor('worker')), html });
      // The worker analyzes the grown table within a few of its upkeep's 2 s rounds, where
      // PostgreSQL's autovacuum would look at the database once a minute.
      await vi.waitFor(async () => expect(await isProbeAnalyzed()).toBe(true), {
        timeout: 30_000,
        interval: 250,
      });
      // The first render of a process loads the drawing code on its thread: slow on busy cores.
      await vi.waitFor(
        async () =>
          expect(await reportJobsOf(purchaseId)).toEqual([{ status: 'done', attempts: 1 }]),
        { timeout: 120_000, interval: 250 },
      );
      const product = findProduct(PRODUCT_ID)!;
      const files = await web!.database.db
        .select()
        .from(orderFiles)
        .where(eq(orderFiles.purchaseId, purchaseId));
      expect(files).toHaveLength(product.computedDocuments.length);
      const subjects = await vi.waitFor(
        async () => {
          const names = await mailFiles();
          const texts = await Promise.all(
            names.map((name) => readFile(path.join(dataDir, 'mail', name), 'utf8')),
          );
          const found = texts.map((text) => /^Subject: (.*)$/m.exec(text)?.[1] ?? '');
          expect(found).toContain(`Your reading is ready: ${product.name}`);
          return found;
        },
        { timeout: 60_000, interval: 250 },
      );
      expect(
        subjects.filter((subject) => subject.startsWith(`Your order: ${product.name}`)),
      ).toHaveLength(1);
    }, 180_000);

    it('answers only its health checks on a worker instance', async () => {
      worker ??= await startRuntime({ config: loadConfig(envFor('worker')), html });
      const answer = (method: 'GET' | 'POST', url: string) =>
        worker!.app.inject({ method, url, ...(method === 'POST' ? { payload: {} } : {}) });
      expect((await answer('GET', '/healthz')).json()).toEqual({ status: 'ok' });
      expect((await answer('GET', '/readyz')).json()).toEqual({ status: 'ready' });
      for (const url of ['/', '/product/6', '/sitemap.xml', '/api/admin/orders']) {
        expect((await answer('GET', url)).statusCode, url).toBe(404);
      }
      expect((await answer('POST', '/api/free-tier')).statusCode).toBe(404);
      expect(worker!.adminSignInLinks).toEqual([]);
    });
  },
);
