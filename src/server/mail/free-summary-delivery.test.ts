import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import pino from 'pino';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { computeNatalChart, describePosition } from '../../astrology';
import { leasedJobs } from '../db/schema';
import { createTestApp, type TestApp } from '../../../tests/support/app';
import { testDatabaseKinds } from '../../../tests/support/database';
import { createJobWorker, type JobWorker } from '../jobs/job-worker';
import { mailJobFor, type MailJobRuntime } from './mailer';
import {
  reserveFreePort,
  startTestSmtpServer,
  type TestSmtpServer,
} from '../../../tests/support/smtp-server';

const signUp = (harness: TestApp, fullName: string) =>
  harness.app.inject({
    method: 'POST',
    url: '/api/free-tier',
    payload: {
      fullName,
      email: `maya.${randomUUID()}@example.com`,
      birthMonth: '03',
      birthDay: '14',
      birthYear: '1988',
      birthHour: '12',
      birthMinute: '15',
      ampm: 'AM',
      birthLocation: 'Austin, TX',
    },
  });

describe.each(testDatabaseKinds())('free summary from sign-up to inbox on %s', (kind) => {
  let harness: TestApp | undefined;
  let mail: MailJobRuntime | undefined;
  let worker: JobWorker | undefined;
  let smtp: TestSmtpServer | undefined;
  afterEach(async () => {
    await worker?.stop();
    await mail?.close();
    await smtp?.close();
    await harness?.close();
  });

  async function start(port: number) {
    harness = await createTestApp(kind, {
      SMTP_URL: `smtp://127.0.0.1:${port}`,
      PUBLIC_URL: 'https://astral.test',
      SUPPORT_EMAIL: 'help@astral.test',
      MAIL_FROM: 'Astral Path <hello@astral.test>',
    });
    const logger = pino({ level: 'silent' });
    mail = mailJobFor(harness.config, harness.database.db, logger, {
      retryPolicy: { firstDelayMs: 40, maxDelayMs: 200, giveUpAfterMs: 60_000, minAttempts: 3 },
    });
    worker = createJobWorker([mail.job], {
      db: harness.database.db,
      logger,
      pollIntervalMs: 25,
    });
    worker.start();
    return harness;
  }

  it('renders the chart and delivers text and HTML to a real SMTP server', async () => {
    smtp = await startTestSmtpServer();
    const app = await start(smtp.port);
    const response = await signUp(app, 'Maya<script>alert(1)</script> Okafor');
    expect(response.statusCode).toBe(200);

    await vi.waitFor(() => expect(smtp!.messages).toHaveLength(1), { timeout: 10_000 });
    const [mail] = smtp.messages;
    const chart = computeNatalChart({ date: '1988-03-14', time: '00:15', place: 'Austin, TX' });
    expect(chart.sun.sign).toBe('Pisces');
    expect(mail?.subject?.replaceAll('\u200B', '')).toBe(
      'Your free astrological summary, Maya<script>alert(1)</script>',
    );
    expect(mail?.from?.value[0]).toMatchObject({
      name: 'Astral Path',
      address: 'hello@astral.test',
    });
    expect(mail?.replyTo?.text).toBe('help@astral.test');
    for (const [label, position] of [
      ['Sun', chart.sun],
      ['Moon', chart.moon],
      ['Rising', chart.ascendant!],
    ] as const) {
      expect(mail?.text).toContain(`${label}: ${describePosition(position)}`);
      expect(mail?.html).toContain(describePosition(position).replaceAll("'", '&#x27;'));
    }
    expect(mail?.text).toContain('Austin, Texas, United States');
    expect(mail?.html?.toString().replaceAll('\u200B', '')).toContain(
      'Maya&lt;script&gt;alert(1)&lt;/script&gt;, here is your sky',
    );
    expect(mail?.html).not.toContain('<script');
    expect(mail?.html).toContain('href="https://astral.test/deep-dive"');

    // The reply's `userId` names this sign-up (never the customer: issue 19).
    const { userId: signupId } = response.json<{ userId: string }>();
    await vi.waitFor(async () => {
      const [job] = await app.database.db
        .select()
        .from(leasedJobs)
        .where(eq(leasedJobs.mailKind, 'free-summary'));
      expect(job).toMatchObject({ status: 'done', result: { messageId: mail?.messageId } });
      expect(job?.payload).toMatchObject({ signupId });
    });
  });

  it('accepts the sign-up while SMTP is down and delivers the summary once it is back', async () => {
    const port = await reserveFreePort();
    const app = await start(port);
    const response = await signUp(app, 'Maya Okafor');
    expect(response.statusCode).toBe(200);
    await vi.waitFor(
      async () => {
        const [job] = await app.database.db.select().from(leasedJobs);
        expect(job?.status).toBe('queued');
        expect(job?.lastError).toMatch(/ECONNREFUSED|ECONNECTION/);
      },
      { timeout: 10_000 },
    );

    smtp = await startTestSmtpServer({ port });
    await vi.waitFor(() => expect(smtp!.messages).toHaveLength(1), { timeout: 10_000 });
    expect(smtp.messages[0]?.subject).toBe('Your free astrological summary, Maya');
  });
});
