import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Database } from '../db/client';
import { mailboxKey } from '../../common/affiliate';
import { leasedJobs } from '../db/schema';
import {
  openSecondPool,
  testDatabaseKinds,
  withTestDatabase,
} from '../../../tests/support/database';
import { createMailOutbox } from './outbox';
import type { RetryPolicy } from '../jobs/retry-policy';
import { createTestMailWorker, noteTemplates } from '../../../tests/support/mail-worker';
import {
  reserveFreePort,
  startTestSmtpServer,
  type TestSmtpServer,
} from '../../../tests/support/smtp-server';
import { createSmtpTransport } from './transport';
import type { MailTransport } from './types';
import type { MailWorker, MailWorkerOptions } from './worker';

/** The kinds of mail these tests queue, each with its payload schema as the shop's have. */
const { enqueue: enqueueEmail } = createMailOutbox({
  note: z.object({ n: z.number() }),
  'no-such-template': z.object({ n: z.number() }),
  'fold-check': z.object({}),
});
const fastRetry: RetryPolicy = {
  firstDelayMs: 40,
  maxDelayMs: 200,
  giveUpAfterMs: 60_000,
  minAttempts: 3,
};

describe.each(testDatabaseKinds())('mail worker on %s', (kind) => {
  const database = withTestDatabase(kind);
  const cleanups: (() => Promise<unknown>)[] = [];

  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
    // Every test starts from an empty outbox: a worker takes whatever is due.
    await database.db.delete(leasedJobs);
  });

  function track<T extends MailWorker | TestSmtpServer | MailTransport>(thing: T): T {
    if ('stop' in thing) cleanups.push(() => thing.stop());
    else if ('close' in thing && thing.close) cleanups.push(() => thing.close!());
    return thing;
  }

  function worker(transport: MailTransport, overrides: Partial<MailWorkerOptions> = {}) {
    return track(
      createTestMailWorker({
        db: database.db,
        transport,
        templates: noteTemplates,
        pollIntervalMs: 20,
        retryPolicy: fastRetry,
        ...overrides,
      }),
    );
  }

  const smtp = (url: string) => track(createSmtpTransport(url));

  /**
   * The second worker's database: on PostgreSQL a pool of its own on the same database, as a
   * second instance would have; PGlite has one connection, so both share it.
   */
  async function secondConnection(): Promise<Database> {
    if (database.kind !== 'postgres') return database.db;
    const second = await openSecondPool(database);
    cleanups.unshift(() => second.close());
    return second.db;
  }

  async function queueNotes(
    count: number,
    kind: 'note' | 'no-such-template' = 'note',
  ): Promise<string[]> {
    const recipients = Array.from({ length: count }, (_, n) => `n${n}.${randomUUID()}@example.com`);
    for (const [n, recipient] of recipients.entries()) {
      await enqueueEmail(database.db, { kind, recipient, payload: { n } });
    }
    return recipients;
  }

  const jobFor = async (recipient: string) =>
    (await database.db.select().from(leasedJobs).where(eq(leasedJobs.recipient, recipient)))[0]!;

  const threeADay = { note: { perRecipient: 3, windowHours: 24 } };

  /** Queues a note to each recipient; a worker sending one mail a round then runs a round per note. */
  async function sendOneARound(server: TestSmtpServer, recipients: string[]) {
    for (const [n, recipient] of recipients.entries()) {
      await enqueueEmail(database.db, { kind: 'note', recipient, payload: { n } });
    }
    const mailWorker = worker(smtp(server.url), { batchSize: 1, recipientLimits: threeADay });
    for (let round = 0; round < recipients.length; round += 1) await mailWorker.runOnce();
  }

  it('delivers at most the recipient limit to one address, whatever its case', async () => {
    const server = track(await startTestSmtpServer());
    const address = `limited.${randomUUID()}@example.com`;
    await sendOneARound(server, [address, address.toUpperCase(), address, address]);
    expect(server.messages).toHaveLength(3);
    const statuses = (await database.db.select().from(leasedJobs)).map((job) => job.status).sort();
    expect(statuses).toEqual(['dead', 'done', 'done', 'done']);
  });

  it('holds the recipient limit when two workers with their own connections send at once', async () => {
    const secondDb = await secondConnection();
    const address = `capped.${randomUUID()}@example.com`;
    for (let n = 0; n < 8; n += 1) {
      await enqueueEmail(database.db, { kind: 'note', recipient: address, payload: { n } });
    }
    // A slow server: both workers are always mid-send when the other one checks the limit.
    const delivered: string[] = [];
    const slowTransport: MailTransport = {
      async send(mail) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        delivered.push(mail.to);
        return { messageId: `<${randomUUID()}@astral.test>` };
      },
    };
    const limits = { recipientLimits: threeADay };
    const first = worker(slowTransport, { batchSize: 4, ...limits });
    const second = worker(slowTransport, { batchSize: 4, ...limits, db: secondDb });
    await Promise.all([first.runOnce(), second.runOnce()]);

    expect(delivered).toHaveLength(3);
    const statuses = (await database.db.select().from(leasedJobs)).map((job) => job.status).sort();
    expect(statuses).toEqual(['dead', 'dead', 'dead', 'dead', 'dead', 'done', 'done', 'done']);
  });

  it('counts the limit per mailbox: +tags and Gmail dots do not make new ones', async () => {
    const server = track(await startTestSmtpServer());
    const user = `ann.lee.${randomUUID().slice(0, 8)}`;
    const variants = [
      `${user}@gmail.com`,
      `${user.toUpperCase()}+shop@gmail.com`,
      `${user.replaceAll('.', '')}@googlemail.com`,
      `${user}+again@gmail.com`,
    ];
    await sendOneARound(server, variants);
    expect(server.messages).toHaveLength(3);
    const rows = await database.db
      .select({ status: leasedJobs.status, key: leasedJobs.recipientKey })
      .from(leasedJobs)
      .where(sql`${leasedJobs.recipient} in ${variants}`);
    expect(rows.map((row) => row.status).sort()).toEqual(['dead', 'done', 'done', 'done']);
    expect(new Set(rows.map((row) => row.key))).toEqual(
      new Set([`${user.replaceAll('.', '')}@gmail.com`]),
    );
  });

  it('folds addresses in the database exactly as mailboxKey does', async () => {
    const addresses = [
      'Ann.Lee+shop@Gmail.com',
      ' annlee@googlemail.com ',
      'ann+1@example.com',
      'Ann.Lee@Example.COM',
      'x@sub.example.org',
      'first.last+a+b@gmail.com',
    ];
    for (const recipient of addresses) {
      await enqueueEmail(database.db, {
        kind: 'fold-check',
        recipient,
        payload: {},
        dedupeKey: `fold-${randomUUID()}`,
      });
    }
    const rows = await database.db
      .select({ recipient: leasedJobs.recipient, key: leasedJobs.recipientKey })
      .from(leasedJobs)
      .where(eq(leasedJobs.mailKind, 'fold-check'));
    for (const row of rows) expect(row.key, row.recipient!).toBe(mailboxKey(row.recipient!));
    expect(rows).toHaveLength(addresses.length);
    await database.db.delete(leasedJobs).where(eq(leasedJobs.mailKind, 'fold-check'));
  });

  it('sends a queued mail and records the message id', async () => {
    const server = track(await startTestSmtpServer());
    const [recipient] = await queueNotes(1);
    worker(smtp(server.url)).start();

    await vi.waitFor(() => expect(server.messages).toHaveLength(1), { timeout: 5000 });
    const [mail] = server.messages;
    expect(mail?.subject).toBe('Note 0');
    expect(mail?.text?.trim()).toBe('Note number 0');
    expect(mail?.replyTo?.text).toBe('help@astral.test');
    await vi.waitFor(async () => expect((await jobFor(recipient!)).status).toBe('done'));
    const job = await jobFor(recipient!);
    expect(job).toMatchObject({
      attempts: 1,
      lockedUntil: null,
      result: { messageId: `<${job.id}@astral.test>` },
    });
    expect(mail?.messageId).toBe(job.result?.messageId);
    expect(job.sentAt).toBeInstanceOf(Date);
  });

  it('sends the mails one transaction queued in the order it queued them', async () => {
    // A paid order queues its confirmation, then "book your sessions": they must arrive so.
    const server = track(await startTestSmtpServer());
    const count = 12;
    await database.db.transaction(async (tx) => {
      for (let n = 0; n < count; n += 1) {
        await enqueueEmail(tx, {
          kind: 'note',
          recipient: `n${n}.${randomUUID()}@example.com`,
          payload: { n },
        });
      }
    });
    // One round takes them all and sends them in turn.
    await worker(smtp(server.url), { batchSize: count }).runOnce();
    expect(server.messages).toHaveLength(count);
    // Sent one after another: each is marked sent, in its own statement, before the next goes.
    // (The test server's list is in the order it finished parsing them, which may differ.)
    await vi.waitFor(async () => {
      const sent = await database.db
        .select({ payload: leasedJobs.payload, sentAt: leasedJobs.sentAt })
        .from(leasedJobs)
        .where(eq(leasedJobs.status, 'done'))
        .orderBy(leasedJobs.sentAt);
      expect(sent.map((job) => (job.payload as { n: number }).n)).toEqual(
        Array.from({ length: count }, (_, n) => n),
      );
    });
  });

  it('keeps the mail while SMTP refuses connections and delivers it once when SMTP is back', async () => {
    const port = await reserveFreePort();
    const [recipient] = await queueNotes(1);
    worker(smtp(`smtp://127.0.0.1:${port}`)).start();

    await vi.waitFor(
      async () => {
        const job = await jobFor(recipient!);
        expect(job.attempts).toBeGreaterThanOrEqual(2);
        expect(job.status).toBe('queued');
        expect(job.lastError).toMatch(/ECONNREFUSED|ECONNECTION/);
      },
      { timeout: 5000 },
    );

    const server = track(await startTestSmtpServer({ port }));
    await vi.waitFor(async () => expect((await jobFor(recipient!)).status).toBe('done'), {
      timeout: 5000,
    });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(server.messages.map((mail) => mail.to)).toHaveLength(1);
    expect((await jobFor(recipient!)).lastError).toBeNull();
  });

  it('lets two workers with their own connections share the outbox without sending twice', async () => {
    const server = track(await startTestSmtpServer());
    const secondDb = await secondConnection();
    const recipients = await queueNotes(60);
    worker(smtp(server.url), { batchSize: 4, pollIntervalMs: 5 }).start();
    worker(smtp(server.url), { batchSize: 4, pollIntervalMs: 5, db: secondDb }).start();

    await vi.waitFor(() => expect(server.messages.length).toBeGreaterThanOrEqual(60), {
      timeout: 20_000,
    });
    await new Promise((resolve) => setTimeout(resolve, 300));
    const delivered = server.messages.map((mail) => (Array.isArray(mail.to) ? '' : mail.to?.text));
    expect(delivered).toHaveLength(60);
    expect(new Set(delivered)).toEqual(new Set(recipients));
    const statuses = await database.db
      .select({ status: leasedJobs.status, attempts: leasedJobs.attempts })
      .from(leasedJobs);
    expect(statuses.every((job) => job.status === 'done' && job.attempts === 1)).toBe(true);
  });

  it('keeps the claim on a send that outlasts the lease, so another worker never sends it too', async () => {
    // The server takes 1.5 s to accept: three times the 0.5 s lease the workers claim with.
    const server = track(await startTestSmtpServer({ acceptDelayMs: 1500 }));
    const [recipient] = await queueNotes(1);
    const options = { leaseMs: 500, pollIntervalMs: 50 };
    worker(smtp(server.url), options).start();
    await vi.waitFor(() => expect(server.arriving()).toBe(1), { timeout: 5000 });
    worker(smtp(server.url), options).start();

    await vi.waitFor(async () => expect((await jobFor(recipient!)).status).toBe('done'), {
      timeout: 5000,
    });
    await new Promise((resolve) => setTimeout(resolve, 1800));
    expect(server.arriving()).toBe(1);
    expect(await jobFor(recipient!)).toMatchObject({ status: 'done', attempts: 1 });
  });

  it('marks a job of an unknown kind dead at once, with the reason', async () => {
    const server = track(await startTestSmtpServer());
    const [recipient] = await queueNotes(1, 'no-such-template');
    const mailWorker = worker(smtp(server.url));
    expect(await mailWorker.runOnce()).toBe(1);
    expect(await mailWorker.runOnce()).toBe(0);
    const job = await jobFor(recipient!);
    expect(job).toMatchObject({ status: 'dead', attempts: 1 });
    expect(job.lastError).toBe('no mail template for kind "no-such-template"');
    expect(server.messages).toHaveLength(0);
  });

  it('gives up on a recipient the server refuses for good', async () => {
    const server = track(await startTestSmtpServer({ isRefusedRecipient: () => true }));
    const [recipient] = await queueNotes(1);
    await worker(smtp(server.url)).runOnce();
    const job = await jobFor(recipient!);
    expect(job).toMatchObject({ status: 'dead', attempts: 1 });
    expect(job.lastError).toMatch(/550/);
  });

  it('retries with backoff and gives up only after the retry window and the minimum tries', async () => {
    const port = await reserveFreePort();
    const [recipient] = await queueNotes(1);
    const mailWorker = worker(smtp(`smtp://127.0.0.1:${port}`), {
      retryPolicy: { firstDelayMs: 400, maxDelayMs: 800, giveUpAfterMs: 0, minAttempts: 3 },
      random: () => 1,
    });
    await mailWorker.runOnce();
    const afterFirst = await jobFor(recipient!);
    expect(afterFirst).toMatchObject({ status: 'queued', attempts: 1 });
    // Backed off by the first delay: not due straight away.
    const backoff = afterFirst.nextAttemptAt.getTime() - afterFirst.createdAt.getTime();
    expect(backoff).toBeGreaterThanOrEqual(400);
    expect(backoff).toBeLessThan(5000);
    expect(await mailWorker.runOnce()).toBe(0);

    mailWorker.start();
    await vi.waitFor(async () => expect((await jobFor(recipient!)).status).toBe('dead'), {
      timeout: 5000,
    });
    expect((await jobFor(recipient!)).attempts).toBe(3);
  });

  it('claims again a job whose worker died mid-send, but not one whose lease still runs', async () => {
    const server = track(await startTestSmtpServer());
    const [crashed, held] = await queueNotes(2);
    await database.db
      .update(leasedJobs)
      .set({ status: 'running', attempts: 1, lockedUntil: sql`now() - interval '1 second'` })
      .where(eq(leasedJobs.recipient, crashed!));
    await database.db
      .update(leasedJobs)
      .set({ status: 'running', attempts: 1, lockedUntil: sql`now() + interval '1 hour'` })
      .where(eq(leasedJobs.recipient, held!));

    expect(await worker(smtp(server.url)).runOnce()).toBe(1);
    expect(server.messages.map((mail) => (Array.isArray(mail.to) ? '' : mail.to?.text))).toEqual([
      crashed,
    ]);
    expect(await jobFor(crashed!)).toMatchObject({ status: 'done', attempts: 2 });
    expect(await jobFor(held!)).toMatchObject({ status: 'running', attempts: 1 });
  });

  it('finishes the send in flight when stopped and hands back what it had not started', async () => {
    const server = track(await startTestSmtpServer({ acceptDelayMs: 400 }));
    const recipients = await queueNotes(3);
    const mailWorker = createTestMailWorker({
      db: database.db,
      transport: smtp(server.url),
      templates: noteTemplates,
      from: 'hello@astral.test',
    });
    mailWorker.start();
    await vi.waitFor(() => expect(server.arriving()).toBe(1), { timeout: 5000, interval: 5 });
    await mailWorker.stop();

    expect(server.messages).toHaveLength(1);
    const jobs = await Promise.all(recipients.map(jobFor));
    expect(jobs.map((job) => job.status).sort()).toEqual(['done', 'queued', 'queued']);
    // The untried jobs are not counted as attempts and are due again at once.
    for (const job of jobs.filter((candidate) => candidate.status === 'queued')) {
      expect(job).toMatchObject({ attempts: 0, lockedUntil: null });
    }
  });

  it('wakes up right after an enqueue in the same process instead of waiting for its poll', async () => {
    const server = track(await startTestSmtpServer());
    const mailWorker = worker(smtp(server.url), { pollIntervalMs: 60_000 });
    mailWorker.start();
    await new Promise((resolve) => setTimeout(resolve, 100));
    const started = Date.now();
    await queueNotes(1);
    await vi.waitFor(() => expect(server.messages).toHaveLength(1), { timeout: 3000 });
    expect(Date.now() - started).toBeLessThan(3000);
  });
});
