import { describe, expect, it } from 'vitest';
import {
  orderLookupBlankMessages,
  orderLookupInputSchema,
  orderReferenceOf,
  orderStatusMessages,
  orderStepView,
  readingProgressOf,
} from './order-status';

describe('order lookup input', () => {
  it('accepts the reference however it is pasted', () => {
    for (const reference of ['a2b3c4d5', ' #A2B3 C4D5 ', 'Order A2B3C4D5', 'Ref: a2b3c4d5']) {
      const parsed = orderLookupInputSchema.parse({ reference, email: ' ann@example.com ' });
      expect(parsed).toEqual({ reference: 'A2B3C4D5', email: 'ann@example.com' });
    }
  });

  it('says what is wrong with a reference that cannot be one', () => {
    for (const reference of ['A2B3C4', 'A2B3C4D5E6', 'ZZZZZZZZ', 'x'.repeat(500)]) {
      const parsed = orderLookupInputSchema.safeParse({ reference, email: 'ann@example.com' });
      expect(parsed.error?.issues[0]?.message).toBe(orderStatusMessages.reference);
    }
  });

  it('says of each field left blank, whatever the other holds, what an early submit shows', () => {
    const filled = { reference: 'A2B3C4D5', email: 'buyer@example.com' };
    for (const [field, message] of Object.entries(orderLookupBlankMessages)) {
      for (const blank of ['', '   ']) {
        const result = orderLookupInputSchema.safeParse({ ...filled, [field]: blank });
        expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
          [field, message],
        ]);
      }
    }
    // An address the browser finds malformed is answered as a blank one (the boot script shows it).
    const malformed = orderLookupInputSchema.safeParse({ ...filled, email: 'not-an-address' });
    expect(malformed.error?.issues[0]?.message).toBe(orderLookupBlankMessages.email);
  });

  it('matches the reference the e-mails quote', () => {
    expect(orderReferenceOf('0b7c9d2e-1f3a-4b5c-8d6e-7f8091a2b3c4')).toBe('91A2B3C4');
  });
});

describe('the order page’s steps, from what the order has', () => {
  const owed = { sessions: 3, supportUntil: null };
  const sevenHereThreeToCome = {
    documentsDelivered: 7,
    reportsToCome: 3,
    isWaitingForAnswers: false,
  };

  it('never says "with more to come" on a step not reached yet', () => {
    const view = orderStepView(
      'delivered',
      { owed, progress: sevenHereThreeToCome },
      { isReached: false },
    );
    expect(view.title).toBe('Delivered');
    expect(
      orderStepView('delivered', { owed, progress: null }, { isReached: true, timeZone: 'UTC' })
        .title,
    ).toBe('Delivered, with more to come');
  });

  it('says which documents are already here and what a reader still writes', () => {
    expect(
      orderStepView('received', { owed, progress: sevenHereThreeToCome }, { isReached: true })
        .description,
    ).toBe(
      'Your payment went through. Your 7 computed documents are ready below; your reader is writing your 3 reports.',
    );
    expect(
      orderStepView(
        'being-prepared',
        { owed, progress: { documentsDelivered: 1, reportsToCome: 1, isWaitingForAnswers: true } },
        { isReached: true },
      ).description,
    ).toBe(
      'Your computed document is ready below; your reader starts your report when your questionnaire answers arrive.',
    );
    expect(
      orderStepView(
        'received',
        {
          owed: null,
          progress: { documentsDelivered: 0, reportsToCome: 2, isWaitingForAnswers: false },
        },
        { isReached: true },
      ).description,
    ).toBe('Your payment went through and your order is with us.');
  });

  it('counts the progress from the reading’s deliverables', () => {
    const file = { fileName: 'a.pdf', size: 1, downloadPath: '/d', viewPath: '/v' };
    const progress = readingProgressOf({
      charts: [],
      deliverables: [
        {
          kind: 'computed-document',
          document: 'cosmic-map',
          name: 'A',
          summary: '',
          isChartForReader: false,
          state: 'delivered',
          file,
        },
        {
          kind: 'computed-document',
          document: 'journal',
          name: 'B',
          summary: '',
          isChartForReader: false,
          state: 'being-prepared',
        },
        {
          kind: 'written-document',
          key: 'k',
          name: 'C',
          summary: '',
          state: 'being-written',
          countsFrom: 'questionnaire',
          minDays: 1,
          maxDays: 2,
          dueBy: null,
        },
        {
          kind: 'written-document',
          key: 'l',
          name: 'D',
          summary: '',
          state: 'delivered',
          countsFrom: 'questionnaire',
          minDays: 1,
          maxDays: 2,
          dueBy: null,
          file,
        },
      ],
    });
    expect(progress).toEqual({
      documentsDelivered: 1,
      reportsToCome: 1,
      isWaitingForAnswers: false,
    });
  });
});
