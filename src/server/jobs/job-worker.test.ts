import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import type { DatabaseHandle } from '../db/client';
import { leasedJobs } from '../db/schema';
import { createTestDatabase, testDatabaseKinds } from '../../../tests/support/database';
import { defineJobKind, enqueueJob } from './job-kind';
import { completeJob } from './job-store';
import { createJobWorker, defineJob, GiveUpJob } from './job-worker';
import type { RetryPolicy } from './retry-policy';

/** Two kinds of this test's own, a slow one and a quick one, each carrying a note. */
const noteKind = <Kind extends string>(kind: Kind) =>
  defineJobKind({
    kind,
    payload: z.object({ note: z.string() }),
    rowOf: (payload) => ({ payload }),
    payloadOf: (job) => job.payload,
  });
const slowKind = noteKind(`slow-${randomUUID()}`);
const quickKind = noteKind(`quick-${randomUUID()}`);
const never: RetryPolicy = {
  firstDelayMs: 60_000,
  maxDelayMs: 60_000,
  giveUpAfterMs: 0,
  minAttempts: 1,
};

describe.each(testDatabaseKinds())('the job worker on %s', (kind) => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterAll(async () => {
    await database?.close();
  });

  const statusOf = async (id: string) =>
    (await database.db.select().from(leasedJobs).where(eq(leasedJobs.id, id)))[0]?.status;

  it('runs every kind in a lane of its own: a slow job never holds a quick one back', async () => {
    const { db } = database;
    let finishSlow: () => void = () => {};
    let markSlowStarted: () => void = () => {};
    const slowStarted = new Promise<void>((resolve) => (markSlowStarted = resolve));
    const ran: string[] = [];
    const worker = createJobWorker(
      [
        defineJob({
          kind: slowKind,
          retry: never,
          batchSize: 1,
          async run(job) {
            markSlowStarted();
            await new Promise<void>((resolve) => (finishSlow = resolve));
            ran.push(job.payload.note);
            await completeJob(db, job);
          },
        }),
        defineJob({
          kind: quickKind,
          retry: never,
          batchSize: 1,
          async run(job) {
            ran.push(job.payload.note);
            await completeJob(db, job);
          },
        }),
      ],
      { db, logger: pino({ level: 'silent' }), pollIntervalMs: 20, wakeDelayMs: 0 },
    );
    const slow = (await enqueueJob(db, slowKind, { note: 'slow' }))!;
    worker.start();
    try {
      await slowStarted;
      const quick = (await enqueueJob(db, quickKind, { note: 'quick' }))!;
      await vi.waitFor(async () => expect(await statusOf(quick)).toBe('done'));
      expect(ran).toEqual(['quick']);
      expect(await statusOf(slow)).toBe('running');
      finishSlow();
      await vi.waitFor(async () => expect(await statusOf(slow)).toBe('done'));
      expect(ran).toEqual(['quick', 'slow']);
    } finally {
      finishSlow();
      await worker.stop();
    }
  });

  it('wakes only the lane of the kind queued, and once for a burst', async () => {
    const { db } = database;
    const wokenKind = noteKind<string>(`woken-${randomUUID()}`);
    const idleKind = noteKind<string>(`idle-${randomUUID()}`);
    // The claims each lane makes, read from the statements sent (a claim names its kind).
    const client = (db as unknown as { $client: { query(...args: unknown[]): unknown } }).$client;
    const sent = vi.spyOn(client, 'query');
    const claimsOf = (jobKind: { kind: string }) =>
      sent.mock.calls.filter(([query, params]) => {
        const text = typeof query === 'string' ? query : (query as { text: string }).text;
        return (
          text.startsWith('update "jobs" set "status"') && [params].flat().includes(jobKind.kind)
        );
      }).length;
    const ran: string[] = [];
    const lane = (jobKind: typeof wokenKind) =>
      defineJob({
        kind: jobKind,
        retry: never,
        batchSize: 50,
        async run(job) {
          ran.push(job.payload.note);
          await completeJob(db, job);
        },
      });
    const worker = createJobWorker([lane(wokenKind), lane(idleKind)], {
      db,
      logger: pino({ level: 'silent' }),
      pollIntervalMs: 60_000,
      // Longer than the burst takes on a loaded machine (20 inserts): what is counted is how
      // many looks one burst costs, not how fast the machine queues.
      wakeDelayMs: 1_000,
    });
    worker.start();
    try {
      // The first poll looks at every lane once.
      await vi.waitFor(() => expect(claimsOf(idleKind)).toBe(1));
      const notes = Array.from({ length: 20 }, (_, n) => `note ${n}`);
      await Promise.all(notes.map((note) => enqueueJob(db, wokenKind, { note })));
      await vi.waitFor(() => expect(ran).toHaveLength(notes.length), { timeout: 10_000 });
      expect(claimsOf(wokenKind)).toBeLessThan(notes.length / 2);
      expect(claimsOf(idleKind)).toBe(1);
    } finally {
      await worker.stop();
      sent.mockRestore();
    }
  });

  it('cancels a job its kind no longer wants, unrun, and gives one up at once when told', async () => {
    const { db } = database;
    const ran: string[] = [];
    const worker = createJobWorker(
      [
        defineJob({
          kind: quickKind,
          retry: { firstDelayMs: 10, maxDelayMs: 10, giveUpAfterMs: 60_000, minAttempts: 5 },
          batchSize: 10,
          stillWanted: async (_db, payload) =>
            payload.note === 'unwanted' ? 'the order was refunded' : true,
          async run(job) {
            ran.push(job.payload.note);
            if (job.payload.note === 'hopeless') throw new GiveUpJob('the address was refused');
            await completeJob(db, job);
          },
        }),
      ],
      { db, logger: pino({ level: 'silent' }) },
    );
    const unwanted = (await enqueueJob(db, quickKind, { note: 'unwanted' }))!;
    const hopeless = (await enqueueJob(db, quickKind, { note: 'hopeless' }))!;
    await worker.runOnce();
    expect(ran).toEqual(['hopeless']);
    const rows = await database.db
      .select()
      .from(leasedJobs)
      .where(eq(leasedJobs.kind, quickKind.kind));
    expect(rows.find((row) => row.id === unwanted)).toMatchObject({
      status: 'cancelled',
      lastError: 'the order was refunded',
    });
    expect(rows.find((row) => row.id === hopeless)).toMatchObject({
      status: 'dead',
      lastError: 'the address was refused',
      attempts: 1,
    });
  });
});
