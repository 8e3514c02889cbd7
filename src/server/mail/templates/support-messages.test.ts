import { describe, expect, it } from 'vitest';
import type { MailContext } from '../types';
import { supportMessageToCustomer, supportMessageToReader } from './support-messages';

const purchaseId = '4e7c9d2e-1f3a-4b5c-8d6e-7f8091a2b3c4';
const context: MailContext = {
  shopName: 'Astral Path',
  supportEmail: 'help@astral.example',
  publicUrl: 'https://astral.example',
  orderStatusUrl: (id) => `https://astral.example/order#token=${id}.signed`,
};
const body = 'Line one <img src=x onerror=alert(1)>\nSee evil.example/win & more';

describe('support mails', () => {
  it('brings the customer the answer as text and the private link to reply on', async () => {
    const mail = await supportMessageToCustomer(
      {
        purchaseId,
        fullName: 'Ines Maro',
        productName: 'Destiny Alignment',
        readerName: null,
        body,
      },
      context,
    );
    expect(mail.subject).toBe('Your reader answered your question about Destiny Alignment');
    expect(mail.html).not.toContain('<img');
    expect(mail.html).toContain('&lt;img src=x onerror=alert(1)&gt;<br/>');
    expect(mail.text).toContain(body);
    expect(mail.text).toContain(`https://astral.example/order#token=${purchaseId}.signed`);
  });

  it('brings the reader the question, unlinkable, with the target and the admin order page', async () => {
    const mail = await supportMessageToReader(
      {
        purchaseId,
        productName: 'The Quantum Leap',
        customerName: 'Ines Maro',
        body,
        isPriority: true,
        answerTarget: 'within 1 business day',
        answerDue: '2026-03-09',
      },
      context,
    );
    expect(mail.subject).toMatch(
      /^Priority support: a question on order \w+ \(The Quantum Leap\)$/,
    );
    expect(mail.text).toContain('Answer within 1 business day, by 2026-03-09.');
    expect(mail.text).toContain(`https://astral.example/admin/purchase/${purchaseId}`);
    expect(mail.text).toContain('evil.\u200Bexample/\u200Bwin');
    expect(mail.html).not.toContain('<img');
  });
});
