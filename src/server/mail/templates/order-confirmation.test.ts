import { describe, expect, it } from 'vitest';
import { orderConfirmation } from './order-confirmation';

const context = {
  shopName: 'Astral Path',
  supportEmail: 'help@astral.example',
  publicUrl: 'https://astral.example',
};

describe('order confirmation mail', () => {
  it('says what was bought, for how much, what happens next and links the questionnaire', () => {
    const mail = orderConfirmation(
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

  it('has no questionnaire step for products 1-4', () => {
    const mail = orderConfirmation(
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

  it('refuses a payload it cannot render', () => {
    expect(() => orderConfirmation({ purchaseId: 'x' }, context)).toThrow();
  });

  it('asks a hosted-link buyer, who gave no birth details, to send them', () => {
    const mail = orderConfirmation(
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
});
