import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leasedJobs } from '../db/schema';
import { mailTemplates } from '../mail/templates';
import type { MailMessage, MailTransport } from '../mail/types';
import type { MailWorker } from '../mail/worker';
import { createTestApp, type TestApp } from '../../../tests/support/app';
import { createPaidTestOrder } from '../../../tests/support/checkout-factories';
import { testDatabaseKinds } from '../../../tests/support/database';
import { strategicAnswers } from '../../../tests/support/intake-factories';
import { createTestMailWorker, testMailContext } from '../../../tests/support/mail-worker';
import { recordOrderEmailSent } from './order-mail';
import {
  isQuestionnaireReminderWanted,
  QUESTIONNAIRE_REMINDER_KIND,
} from './questionnaire-reminders';
import { orderTimeline } from './timeline';

const DAY_MS = 24 * 60 * 60 * 1000;

/** A transport that keeps what it was given, as the inbox of a test. */
function inbox(): MailTransport & { sent: MailMessage[] } {
  const sent: MailMessage[] = [];
  return {
    sent,
    async send(message) {
      sent.push(message);
      return { messageId: message.messageId ?? `<${sent.length}@test>` };
    },
  };
}

describe.each(testDatabaseKinds())('questionnaire reminders on %s', (kind) => {
  let harness: TestApp;
  /** The instant every worker below takes as now; tests move it forward. */
  let now = new Date();

  beforeAll(async () => {
    harness = await createTestApp(kind);
  });
  afterAll(async () => {
    await harness?.close();
  });

  function worker(transport: MailTransport): MailWorker {
    const { db } = harness.database;
    return createTestMailWorker({
      db,
      transport,
      templates: mailTemplates,
      context: testMailContext('https://shop.test'),
      clock: () => now,
      stillWanted: {
        [QUESTIONNAIRE_REMINDER_KIND]: (job) =>
          isQuestionnaireReminderWanted(db, (job.payload as { purchaseId?: unknown }).purchaseId),
      },
      onSent: (job, messageId) => recordOrderEmailSent(db, { ...job, messageId }),
    });
  }

  /** Two workers (as two instances would run) take everything due at `now`, at the same time. */
  async function deliverDue(): Promise<MailMessage[]> {
    const transport = inbox();
    const workers = [worker(transport), worker(transport)];
    for (;;) {
      const handled = await Promise.all(workers.map((each) => each.runOnce()));
      if (handled.every((count) => count === 0)) break;
    }
    return transport.sent;
  }

  const remindersTo = (mails: MailMessage[], email: string) =>
    mails.filter((mail) => mail.to === email && /waiting for your answers/.test(mail.subject));

  it('sends one reminder on days 1, 3 and 7, each exactly once across two workers', async () => {
    const paidAt = new Date();
    const { purchaseId, person } = await createPaidTestOrder(harness.app, 6);

    now = new Date(paidAt.getTime() + 60_000);
    const first = await deliverDue();
    expect(first.filter((mail) => mail.to === person.email).map((mail) => mail.subject)).toEqual([
      'Your order: The Master Blueprint ($500.00)',
    ]);

    now = new Date(paidAt.getTime() + DAY_MS + 60_000);
    const dayOne = remindersTo(await deliverDue(), person.email);
    expect(dayOne).toHaveLength(1);
    expect(dayOne[0]?.subject).toBe(
      'Your The Master Blueprint reading is waiting for your answers',
    );
    expect(dayOne[0]?.text).toContain(
      `https://shop.test/master-blueprint-questions?purchase=${purchaseId}`,
    );

    now = new Date(paidAt.getTime() + 2 * DAY_MS);
    expect(remindersTo(await deliverDue(), person.email)).toHaveLength(0);

    now = new Date(paidAt.getTime() + 3 * DAY_MS + 60_000);
    expect(remindersTo(await deliverDue(), person.email)).toHaveLength(1);
    now = new Date(paidAt.getTime() + 7 * DAY_MS + 60_000);
    expect(remindersTo(await deliverDue(), person.email)).toHaveLength(1);
    now = new Date(paidAt.getTime() + 30 * DAY_MS);
    expect(remindersTo(await deliverDue(), person.email)).toHaveLength(0);

    const timeline = await orderTimeline(harness.database.db, purchaseId);
    const sent = timeline.filter((event) => event.kind === 'email-sent');
    expect(sent.map((event) => event.data.mailKind)).toEqual([
      'order-confirmation',
      QUESTIONNAIRE_REMINDER_KIND,
      QUESTIONNAIRE_REMINDER_KIND,
      QUESTIONNAIRE_REMINDER_KIND,
    ]);
  });

  it('stops reminding once the questionnaire is submitted', async () => {
    const paidAt = new Date();
    const { purchaseId, person } = await createPaidTestOrder(harness.app, 5);
    now = new Date(paidAt.getTime() + DAY_MS + 60_000);
    expect(remindersTo(await deliverDue(), person.email)).toHaveLength(1);

    const submitted = await harness.app.inject({
      method: 'POST',
      url: '/api/strategic-alignment',
      payload: { purchaseId, responses: strategicAnswers, resumePath: '', palmPhotos: null },
    });
    expect(submitted.statusCode).toBe(200);

    now = new Date(paidAt.getTime() + 30 * DAY_MS);
    expect(remindersTo(await deliverDue(), person.email)).toHaveLength(0);
    const reminders = await harness.database.db
      .select({ status: leasedJobs.status })
      .from(leasedJobs)
      .where(
        and(
          eq(leasedJobs.purchaseId, purchaseId),
          eq(leasedJobs.mailKind, QUESTIONNAIRE_REMINDER_KIND),
        ),
      );
    expect(reminders.map((job) => job.status).sort()).toEqual(['cancelled', 'cancelled', 'done']);
  });

  it('cancels a reminder already claimed when the questionnaire came in meanwhile', async () => {
    const { purchaseId } = await createPaidTestOrder(harness.app, 5);
    const { db } = harness.database;
    expect(await isQuestionnaireReminderWanted(db, purchaseId)).toBe(true);
    await harness.app.inject({
      method: 'POST',
      url: '/api/strategic-alignment',
      payload: { purchaseId, responses: strategicAnswers, resumePath: '', palmPhotos: null },
    });
    expect(await isQuestionnaireReminderWanted(db, purchaseId)).toBe(false);
    expect(await isQuestionnaireReminderWanted(db, 'not-a-purchase')).toBe(false);
  });

  it('schedules nothing for a product without a questionnaire', async () => {
    const { purchaseId } = await createPaidTestOrder(harness.app, 2);
    const jobs = await harness.database.db
      .select({ kind: leasedJobs.mailKind })
      .from(leasedJobs)
      .where(and(eq(leasedJobs.kind, 'mail'), eq(leasedJobs.purchaseId, purchaseId)));
    expect(jobs.map((job) => job.kind)).toEqual(['order-confirmation']);
  });
});
