import { describe, expect, it } from 'vitest';
import { orderConfirmation } from './order-confirmation';

const context = {
  shopName: 'Astral Path',
  supportEmail: 'help@astral.example',
  publicUrl: 'https://astral.example',
};

describe('order confirmation mail', () => {
  it('says what was bought, for how much, what happens next and links the questionnaire', async () => {
    const mail = await orderConfirmation(
      {
        purchaseId: '0b7c9d2e-1f3a-4b5c-8d6e-7f8091a2b3c4',
        fullName: 'Noor <b>Haddad</b>',
        productId: 6,
        productName: 'The Master Blueprint',
        amount: '500.00',
        delivery: 'Reports within 10 to 14 business days after your questionnaire and palm photos.',
        questionnairePath:
          '/master-blueprint-questions?purchase=0b7c9d2e-1f3a-4b5c-8d6e-7f8091a2b3c4',
      },
      context,
    );
    expect(mail.subject).toBe('Your order: The Master Blueprint ($500.00)');
    for (const body of [mail.text, mail.html]) {
      expect(body).toContain('$500.00');
      expect(body).toContain('10 to 14 business days');
      expect(body).toContain(
        'https://astral.example/master-blueprint-questions?purchase=0b7c9d2e-1f3a-4b5c-8d6e-7f8091a2b3c4',
      );
      expect(body).toContain('help@astral.example');
      expect(body).toContain('A2B3C4');
    }
    expect(mail.html).not.toContain('<b>Haddad</b>');
  });

  it('has no questionnaire step for a product that asks none (The Cosmic Map)', async () => {
    const mail = await orderConfirmation(
      {
        purchaseId: '11111111-2222-4333-8444-555555555555',
        fullName: 'Sam',
        productId: 2,
        productName: 'The Cosmic Map',
        amount: '35.00',
        delivery: 'Delivered by e-mail within 3 to 5 business days.',
        questionnairePath: null,
      },
      context,
    );
    expect(mail.text).not.toContain('questionnaire:');
    expect(mail.text).toContain('3 to 5 business days');
    expect(mail.html).not.toContain('Answer your questionnaire');
  });

  it('refuses a payload it cannot render', async () => {
    await expect(orderConfirmation({ purchaseId: 'x' }, context)).rejects.toThrow();
  });

  it('asks a hosted-link buyer, who gave no birth details, to send them', async () => {
    const mail = await orderConfirmation(
      {
        purchaseId: '1c7c9d2e-1f3a-4b5c-8d6e-7f8091a2b3c4',
        fullName: 'Ola Berg',
        productName: 'The Cosmic Map',
        amount: '35.00',
        delivery: 'Delivered by e-mail within 3 to 5 business days.',
        questionnairePath: null,
        hasBirthDetails: false,
      },
      context,
    );
    expect(mail.text).toContain('reply to this e-mail with your date of birth');
    expect(mail.text).not.toContain('nothing more you need to do');
  });

  it('echoes the birth data, the guarantee and the private status link', async () => {
    const mail = await orderConfirmation(
      {
        purchaseId: '2d7c9d2e-1f3a-4b5c-8d6e-7f8091a2b3c4',
        fullName: 'Mira Lind',
        productId: 7,
        productName: 'The Legacy Package',
        amount: '750.00',
        delivery: 'Reports within 10 to 14 business days.',
        questionnairePath: null,
        birth: { fullName: 'Mira Lind', date: '1990-03-14', time: '00:15', place: 'Oslo, Norway' },
        guaranteeDays: 60,
      },
      {
        ...context,
        orderStatusUrl: (id: string) => `https://astral.example/order#token=${id}.sig`,
      },
    );
    for (const body of [mail.text, mail.html]) {
      expect(body).toContain('14 March 1990');
      expect(body).toContain('12:15 AM (00:15)');
      expect(body).toContain('Oslo, Norway');
      expect(body).toContain('60-day guarantee');
      expect(body).toContain(
        'https://astral.example/order#token=2d7c9d2e-1f3a-4b5c-8d6e-7f8091a2b3c4.sig',
      );
    }
  });

  it('says the birth time is unknown when it is, and reads the guarantee from the catalogue', async () => {
    const mail = await orderConfirmation(
      {
        purchaseId: '3d7c9d2e-1f3a-4b5c-8d6e-7f8091a2b3c4',
        fullName: 'Ari',
        productId: 8,
        productName: 'The Soul Blueprint',
        amount: '1000.00',
        delivery: 'Reports within 10 to 14 business days.',
        questionnairePath: null,
        birth: { fullName: 'Ari', date: '2001-12-01', time: null, place: 'Lima, Peru' },
      },
      context,
    );
    expect(mail.text).toContain('Time of birth: Not known (your documents say what depends on it)');
    expect(mail.text).toContain('60-day guarantee');
    // Without a signer the mail still links to the lookup form.
    expect(mail.text).toContain('https://astral.example/order');
  });
});
