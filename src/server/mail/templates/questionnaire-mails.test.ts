import { describe, expect, it } from 'vitest';
import { questionnaireReceived } from './questionnaire-received';
import { questionnaireReminder } from './questionnaire-reminder';
import { orderConfirmation } from './order-confirmation';
import { loadConfig } from '../../config';
import { createOrderAccessTokensFor } from '../../sign-ins/order-access';
import { mailContextOf } from '../mailer';

const context = {
  shopName: 'Astral Path',
  supportEmail: 'help@astral.example',
  publicUrl: 'https://astral.example',
};
const purchaseId = '0b7c9d2e-1f3a-4b5c-8d6e-7f8091a2b3c4';

describe('questionnaire received mail', () => {
  const payload = {
    purchaseId,
    fullName: 'Noor Haddad',
    productName: 'The Master Blueprint',
    version: 1,
    responses: {
      comprehensiveAnswers: `I lead a team <script>alert(1)</script> and ${'want to teach '.repeat(20)}`,
    },
    files: [
      { kind: 'resume', fileName: 'Noor <CV>.pdf' },
      { kind: 'palm-photo', fileName: 'left.jpg' },
    ],
    delivery: 'Reports within 10 to 14 business days after your questionnaire and palm photos.',
  };

  it('summarises each answer, names each file and says what happens next', async () => {
    const mail = await questionnaireReceived(payload, context);
    expect(mail.subject).toBe('We received your answers for The Master Blueprint');
    expect(mail.text).toContain('- Your answers: I lead a team');
    expect(mail.text).toContain('…');
    expect(mail.text).toContain('Resume: Noor <CV>.pdf');
    expect(mail.text).toContain('Palm photo: left.jpg');
    expect(mail.text).toContain('(order 91A2B3C4)');
    expect(mail.text).toContain('10 to 14 business days');
  });

  it('never lets a customer answer or file name into the HTML as markup', async () => {
    const mail = await questionnaireReceived(payload, context);
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('&lt;script&gt;');
    expect(mail.html).toContain('Noor &lt;CV&gt;.pdf');
  });

  it('lists the answers in the page order, with the labels of the chosen options', async () => {
    const mail = await questionnaireReceived(
      {
        ...payload,
        // As jsonb hands them back: ordered by key length, not by the page.
        responses: {
          idealWork: 'Teaching and writing.',
          currentJob: 'Product designer.',
          workingStyle: 'collaborative',
        },
      },
      context,
    );
    const lines = mail.text.split('\n').filter((line) => line.startsWith('- '));
    expect(lines).toEqual([
      '- Current work: Product designer.',
      '- Work if money were no object: Teaching and writing.',
      '- Working style: Collaborative',
    ]);
  });

  it('calls a second submission an update', async () => {
    expect((await questionnaireReceived({ ...payload, version: 2 }, context)).subject).toBe(
      'We received your updated answers for The Master Blueprint',
    );
  });
});

describe('questionnaire reminder mail', () => {
  it('links the questionnaire of the order and changes its opening per reminder', async () => {
    const reminder = (reminderNumber: number) =>
      questionnaireReminder(
        {
          purchaseId,
          fullName: 'Noor Haddad',
          productName: 'The Intensive',
          questionnairePath: `/deep-dive-questions?purchase=${purchaseId}`,
          reminderNumber,
          daysAfterPurchase: [1, 3, 7][reminderNumber - 1],
        },
        context,
      );
    const first = await reminder(1);
    expect(first.subject).toBe('Your The Intensive reading is waiting for your answers');
    expect(first.text).toContain(
      `https://astral.example/deep-dive-questions?purchase=${purchaseId}`,
    );
    expect(first.html).toContain(
      `href="https://astral.example/deep-dive-questions?purchase=${purchaseId}"`,
    );
    const openings = await Promise.all(
      [1, 2, 3].map(async (n) => (await reminder(n)).text.split('\n')[2]),
    );
    expect(new Set(openings).size).toBe(3);
  });
});

describe("the questionnaire links of an order's mails", () => {
  it("carry the order's private token, which opens a gift's questionnaire for its recipient", async () => {
    const config = loadConfig({
      UPLOAD_SIGNING_SECRET: 's'.repeat(48),
      PUBLIC_URL: 'https://astral.example',
    });
    const signed = { ...context, ...pick(mailContextOf(config), 'questionnaireUrl') };
    const token = createOrderAccessTokensFor(config).sign(purchaseId);
    const path = `/deep-dive-questions?purchase=${purchaseId}`;
    const reminder = await questionnaireReminder(
      {
        purchaseId,
        fullName: 'Noor Haddad',
        productName: 'The Intensive',
        questionnairePath: path,
        reminderNumber: 1,
        daysAfterPurchase: 1,
      },
      signed,
    );
    const confirmation = await orderConfirmation(
      {
        purchaseId,
        fullName: 'Noor Haddad',
        productId: 5,
        productName: 'The Intensive',
        amount: '350.00',
        delivery: 'Your report within 7 business days of your answers.',
        questionnairePath: path,
      },
      signed,
    );
    for (const mail of [reminder, confirmation]) {
      expect(mail.text).toContain(`https://astral.example${path}#token=${token}`);
      expect(mail.html).toContain(`href="https://astral.example${path}#token=${token}"`);
    }
  });
});

function pick<T extends object, K extends keyof T>(source: T, key: K): Pick<T, K> {
  return { [key]: source[key] } as Pick<T, K>;
}
