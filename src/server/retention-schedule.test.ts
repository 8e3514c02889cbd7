import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { shiftedClock } from './clock';
import { loadConfig } from './config';
import type { DatabaseHandle } from './db/client';
import { freeSignups, loginFailures, rateLimitHits, scheduledRuns, sessions } from './db/schema';
import { claimDailyRun } from './jobs/daily-job';
import { RETENTION_PURGE_JOB, retentionSchedule } from './retention-schedule';
import { startRuntime } from './runtime';
import { createLocalStorage } from './storage/local-storage';
import { createTestDatabase, testDatabaseKinds } from '../../tests/support/database';
import { insertFreeSignup, monthsFrom } from '../../tests/support/retention-factories';

const DAY_MS = 24 * 60 * 60 * 1000;
const dayOf = (date: Date) => date.toISOString().slice(0, 10);

describe.each(testDatabaseKinds())('the daily retention purge on %s', (kind) => {
  let database: DatabaseHandle;
  let rootDir = '';
  beforeAll(async () => {
    database = await createTestDatabase(kind);
    rootDir = await mkdtemp(path.join(os.tmpdir(), 'shop-retention-schedule-'));
  });
  afterAll(async () => {
    await database?.close();
    await rm(rootDir, { recursive: true, force: true });
  });

  /** One instance of the shop's schedule, not started: the test asks it to run. */
  function instance(clock = shiftedClock()) {
    const log = { info: vi.fn(), error: vi.fn() };
    const storage = createLocalStorage({
      rootDir,
      signingSecret: 'schedule-test-secret-0123456789',
    });
    const job = retentionSchedule({
      db: database.db,
      storage,
      clock: clock.now,
      log,
      checkEveryMs: 60 * 60 * 1000,
    });
    return { job, log, clock };
  }

  async function runOf(day: string) {
    const [row] = await database.db
      .select()
      .from(scheduledRuns)
      .where(and(eq(scheduledRuns.job, RETENTION_PURGE_JOB), eq(scheduledRuns.day, day)));
    return row;
  }

  it('runs once a day however many instances ask, and logs what it purged', async () => {
    const clock = shiftedClock();
    // Started a year ahead of any other test's day, so this test owns these days' runs.
    clock.advance(400 * DAY_MS);
    const old = await insertFreeSignup(database.db, monthsFrom(clock.now(), -25));
    const instances = [instance(clock), instance(clock), instance(clock)];
    try {
      const ran = await Promise.all(instances.map(({ job }) => job.runIfDue()));
      expect(ran.filter(Boolean)).toHaveLength(1);
      const winner = instances[ran.indexOf(true)]!;
      expect(winner.log.info).toHaveBeenCalledWith(
        expect.objectContaining({
          job: RETENTION_PURGE_JOB,
          day: dayOf(clock.now()),
          'customers.freeSignups': 1,
          'customers.users': 1,
        }),
        'retention-purge done',
      );
      const run = await runOf(dayOf(clock.now()));
      expect(run?.finishedAt).toBeInstanceOf(Date);
      expect(run?.result).toMatchObject({ 'customers.freeSignups': 1 });
      expect(await database.db.$count(freeSignups, eq(freeSignups.id, old.signupId))).toBe(0);

      expect(await Promise.all(instances.map(({ job }) => job.runIfDue()))).toEqual([
        false,
        false,
        false,
      ]);
      clock.advance(DAY_MS);
      const nextDay = await Promise.all(instances.map(({ job }) => job.runIfDue()));
      expect(nextDay.filter(Boolean)).toHaveLength(1);
    } finally {
      await Promise.all(instances.map(({ job }) => job.stop()));
    }
  });

  it('takes over a day whose run was left unfinished past its lease', async () => {
    const day = `2099-01-${String(Math.floor(Math.random() * 28) + 1).padStart(2, '0')}`;
    const job = `probe-${randomUUID()}`;
    expect(await claimDailyRun(database.db, job, day, 60_000)).toBe(true);
    // Another instance while the first still holds the lease.
    expect(await claimDailyRun(database.db, job, day, 60_000)).toBe(false);
    await database.db
      .update(scheduledRuns)
      .set({ startedAt: sql`now() - interval '2 minutes'` })
      .where(eq(scheduledRuns.job, job));
    expect(await claimDailyRun(database.db, job, day, 60_000)).toBe(true);
    const [row] = await database.db.select().from(scheduledRuns).where(eq(scheduledRuns.job, job));
    expect(row?.attempts).toBe(2);
    // A finished run is never taken again.
    await database.db
      .update(scheduledRuns)
      .set({ finishedAt: sql`now()`, startedAt: sql`now() - interval '2 minutes'` })
      .where(eq(scheduledRuns.job, job));
    expect(await claimDailyRun(database.db, job, day, 60_000)).toBe(false);
  });

  it('sweeps expired sessions, throttles and rate-limit windows, in real time', async () => {
    const { db } = database;
    const expiredId = randomUUID().replace(/-/g, '');
    const liveId = randomUUID().replace(/-/g, '');
    await db.insert(sessions).values([
      {
        id: expiredId,
        subjectKind: 'affiliate',
        subjectId: randomUUID(),
        expiresAt: sql`now() - interval '1 minute'`,
      },
      {
        id: liveId,
        subjectKind: 'affiliate',
        subjectId: randomUUID(),
        expiresAt: sql`now() + interval '1 hour'`,
      },
    ]);
    const client = `203.0.113.${Math.floor(Math.random() * 250)}`;
    await db.insert(rateLimitHits).values([
      {
        bucket: 'probe',
        clientKey: client,
        windowStart: sql`now() - interval '25 hours'`,
        hits: 3,
      },
      { bucket: 'probe', clientKey: client, windowStart: sql`now() - interval '1 hour'`, hits: 1 },
    ]);
    await db.insert(loginFailures).values([
      {
        scope: 'probe',
        emailKey: 'old@example.com',
        ipAddress: client,
        createdAt: sql`now() - interval '2 days'`,
      },
      { scope: 'probe', emailKey: 'new@example.com', ipAddress: client },
    ]);
    const clock = shiftedClock();
    clock.advance(800 * DAY_MS);
    const { job } = instance(clock);
    try {
      expect(await job.runIfDue()).toBe(true);
    } finally {
      await job.stop();
    }
    const sessionIds = (await db.select({ id: sessions.id }).from(sessions)).map((row) => row.id);
    expect(sessionIds).toContain(liveId);
    expect(sessionIds).not.toContain(expiredId);
    expect(await db.$count(rateLimitHits, eq(rateLimitHits.clientKey, client))).toBe(1);
    const failures = await db
      .select({ email: loginFailures.emailKey })
      .from(loginFailures)
      .where(eq(loginFailures.ipAddress, client));
    expect(failures).toEqual([{ email: 'new@example.com' }]);
  });
});

describe('the shop at start', () => {
  it('registers the daily purge, which runs at once', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'shop-retention-start-'));
    const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir });
    const runtime = await startRuntime({ config, html: { render: async () => '<html></html>' } });
    try {
      const run = await vi.waitFor(
        async () => {
          const [row] = await runtime.database.db
            .select()
            .from(scheduledRuns)
            .where(eq(scheduledRuns.job, RETENTION_PURGE_JOB));
          expect(row?.finishedAt).toBeInstanceOf(Date);
          return row;
        },
        { timeout: 30_000, interval: 100 },
      );
      expect(run?.day).toBe(dayOf(new Date()));
      expect(run?.result).toHaveProperty('expired.sessions');
    } finally {
      await runtime.stop();
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 60_000);

  it('holds the background work back until the shop listens, when `npm start` asks it to', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'shop-retention-deferred-'));
    const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir });
    const runtime = await startRuntime({
      config,
      html: { render: async () => '<html></html>' },
      defersBackgroundWork: true,
    });
    const purges = () =>
      runtime.database.db
        .select()
        .from(scheduledRuns)
        .where(eq(scheduledRuns.job, RETENTION_PURGE_JOB));
    try {
      // The app answers meanwhile; the purge, which runs at once when started, has not begun.
      const health = await runtime.app.inject({ method: 'GET', url: '/healthz' });
      expect(health.statusCode).toBe(200);
      expect(await purges()).toEqual([]);

      runtime.startBackgroundWork();
      runtime.startBackgroundWork();
      await vi.waitFor(
        async () => {
          const [row] = await purges();
          expect(row?.finishedAt).toBeInstanceOf(Date);
        },
        { timeout: 30_000, interval: 100 },
      );
    } finally {
      await runtime.stop();
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 60_000);
});
