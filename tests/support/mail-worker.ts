import pino from 'pino';
import type { MailTemplateRegistry } from '../../src/server/mail/templates';
import type { MailContext } from '../../src/server/mail/types';
import { createMailWorker, type MailWorkerOptions } from '../../src/server/mail/worker';

/** The mail the worker's own tests queue: a numbered note (payload `{ n }`). */
export const noteTemplates: MailTemplateRegistry = {
  note: async (payload) => ({
    subject: `Note ${String(payload.n)}`,
    text: `Note number ${String(payload.n)}`,
    html: `<p>Note number ${String(payload.n)}</p>`,
  }),
};

/** The test shop's names in its mails, with its address when a test's links need one. */
export function testMailContext(publicUrl = ''): MailContext {
  return { shopName: 'Astral Path', supportEmail: 'help@astral.test', publicUrl };
}

/**
 * A mail worker sending as the test shop, with a silent log: a test gives the database, the
 * transport and the templates, and anything else it sets overrides these.
 */
export function createTestMailWorker(
  options: Pick<MailWorkerOptions, 'db' | 'transport' | 'templates'> & Partial<MailWorkerOptions>,
) {
  return createMailWorker({
    context: testMailContext(),
    from: 'Astral Path <hello@astral.test>',
    messageIdDomain: 'astral.test',
    logger: pino({ level: 'silent' }),
    ...options,
  });
}
