import { describe, expect, it } from 'vitest';
import type { MailKind } from '../contracts';
import type { MailContext } from '../types';
import { mailTemplates } from '.';

const purchaseId = '4e7c9d2e-1f3a-4b5c-8d6e-7f8091a2b3c4';
const statusUrl = `https://astral.example/order#token=${purchaseId}.signed`;
const context: MailContext = {
  shopName: 'Astral Path',
  supportEmail: 'help@astral.example',
  publicUrl: 'https://astral.example',
  orderStatusUrl: (id) => `https://astral.example/order#token=${id}.signed`,
};
const common = { purchaseId, fullName: 'Ines Maro', productName: 'The Intensive' };

/** Every mail about an order, with a payload as its queue writes it. */
const orderMails: Record<string, Record<string, unknown>> = {
  'order-confirmation': {
    ...common,
    amount: '350.00',
    delivery: 'Reports within 7 to 10 business days.',
    questionnairePath: `/deep-dive-questions?purchase=${purchaseId}`,
  },
  'report-delivery': {
    ...common,
    files: [{ fileName: 'intensive.pdf', size: 1000, downloadPath: '/api/downloads/x?expires=1' }],
    expiresAt: '2030-01-01T00:00:00.000Z',
  },
  'questionnaire-reminder': {
    ...common,
    questionnairePath: `/deep-dive-questions?purchase=${purchaseId}`,
    reminderNumber: 1,
    daysAfterPurchase: 2,
  },
  'questionnaire-received': {
    ...common,
    version: 1,
    responses: {},
    files: [],
    delivery: 'Reports within 7 to 10 business days.',
  },
  'refund-confirmation': { ...common, amount: '350.00' },
  'support-message-to-customer': { ...common, readerName: 'Mira', body: 'Your answer' },
};

describe('order mails', () => {
  it.each(Object.entries(orderMails))(
    '%s links the order’s private status page',
    async (kind, payload) => {
      const render = mailTemplates[kind as MailKind];
      if (!render) throw new Error(`no template ${kind}`);
      const mail = await render(payload, context);
      expect(mail.text).toContain(statusUrl);
      expect(mail.html).toContain(statusUrl);
    },
  );
});
