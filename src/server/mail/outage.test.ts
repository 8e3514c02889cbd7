import { randomUUID } from 'node:crypto';
import { setTimeout as delay } from 'node:timers/promises';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { DatabaseHandle } from '../db/client';
import { leasedJobs } from '../db/schema';
import { createTestDatabase } from '../../../tests/support/database';
import { createTestMailWorker, noteTemplates } from '../../../tests/support/mail-worker';
import { startTestSmtpServer, type TestSmtpServer } from '../../../tests/support/smtp-server';
import { startTcpProxy, type TcpProxy } from '../../../tests/support/tcp-proxy';
import { createMailOutbox } from './outbox';
import { createSmtpTransport } from './transport';
import type { MailTransport } from './types';

/** The one kind of mail this test queues, with its payload schema as the shop's have. */
const { enqueue: enqueueEmail } = createMailOutbox({ note: z.object({ n: z.number() }) });

// The database goes away right after a mail went out, for longer than the worker's quick
// retries: the mail must not be sent again, and the rest of its batch must not wait for the
// lease to run out.
describe.skipIf(!process.env.TEST_DATABASE_URL)('mail during a PostgreSQL outage', () => {
  let proxy: TcpProxy;
  let database: DatabaseHandle;
  let smtpServer: TestSmtpServer;
  let transport: MailTransport;
  beforeAll(async () => {
    const target = new URL(process.env.TEST_DATABASE_URL!);
    proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
    database = await createTestDatabase('postgres', { port: proxy.port });
    smtpServer = await startTestSmtpServer();
    transport = createSmtpTransport(smtpServer.url);
  });
  afterAll(async () => {
    proxy?.restore();
    await transport?.close?.();
    await smtpServer?.close();
    await database?.close();
    await proxy?.close();
  });

  it('sends each mail once and records every one after the database is back', async () => {
    const recipients = Array.from({ length: 4 }, (_, n) => `n${n}.${randomUUID()}@example.com`);
    for (const [n, recipient] of recipients.entries()) {
      await enqueueEmail(database.db, { kind: 'note', recipient, payload: { n } });
    }
    let sends = 0;
    const cuttingTransport: MailTransport = {
      async send(mail) {
        const sent = await transport.send(mail);
        sends += 1;
        // The outage starts right after the first mail is out.
        if (sends === 1) proxy.cut();
        return sent;
      },
    };
    const worker = createTestMailWorker({
      db: database.db,
      transport: cuttingTransport,
      templates: noteTemplates,
      pollIntervalMs: 200,
      batchSize: 4,
      // The checks before each send read the database: the rest of the batch fails them.
      recipientLimits: { note: { perRecipient: 5, windowHours: 24 } },
    });
    worker.start();
    try {
      await vi.waitFor(() => expect(sends).toBe(1), { timeout: 10_000 });
      // Longer than the quick retries that used to give up after about six seconds.
      await delay(8000);
      expect(smtpServer.messages).toHaveLength(1);
      proxy.restore();

      await vi.waitFor(
        async () => {
          const jobs = await database.db.select().from(leasedJobs);
          expect(jobs.map((job) => job.status)).toEqual(['done', 'done', 'done', 'done']);
        },
        { timeout: 20_000, interval: 250 },
      );
      // A few more rounds send nothing again.
      await delay(1000);
      const received = smtpServer.messages.map((message) =>
        Array.isArray(message.to) ? '' : (message.to?.text ?? ''),
      );
      expect(received.sort()).toEqual([...recipients].sort());
    } finally {
      await worker.stop();
    }
  }, 60_000);
});
