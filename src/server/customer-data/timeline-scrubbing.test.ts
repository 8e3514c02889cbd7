import { describe, expect, it } from 'vitest';
import { ERASED_TEXT, orderEventKinds, readOrderEvent } from '../../common/order-events';
import { orderEventSamples, sampleCustomerTexts } from '../../../tests/support/order-event-samples';
import { needlesFrom, scrubEventData } from './timeline-scrubbing';

describe('scrubEventData', () => {
  const needles = ['eve', 'tromsø', '+44 20 7946 0018'];

  it('erases addresses, personal fields and the customer’s name, phone and place', () => {
    expect(
      scrubEventData(
        {
          to: 'eve@example.com',
          previous: 'Old.Address@Example.org',
          fullName: 'Someone Else',
          placeUsed: 'Somewhere',
          note: 'Call Eve on +44 20 7946 0018',
          nested: [{ city: 'Tromsø' }],
        },
        needles,
      ),
    ).toEqual({
      to: '[erased]',
      previous: '[erased]',
      fullName: '[erased]',
      placeUsed: '[erased]',
      note: '[erased]',
      nested: [{ city: '[erased]' }],
    });
  });

  it('keeps what names no one: statuses, ids, amounts, and words that merely contain a name', () => {
    const data = {
      from: 'received',
      to: 'delivered',
      fileIds: ['5f0c5a0e-0000-4000-8000-000000000000'],
      amount: '350.00',
      hasBirthDetails: true,
      email: null,
    };
    expect(scrubEventData(data, needles)).toEqual(data);
  });
});

describe('scrubbed events still read through their kind’s schema (decision 222)', () => {
  const needles = needlesFrom(sampleCustomerTexts);

  it('keeps every kind readable once the customer is taken out', () => {
    for (const kind of orderEventKinds) {
      const sample: Record<string, unknown> = orderEventSamples[kind];
      const scrubbed = scrubEventData(sample, needles);
      expect(readOrderEvent({ kind, data: scrubbed }), kind).toMatchObject({ isReadable: true });
    }
    // The samples name Eve: scrubbing did take her out.
    expect(scrubEventData(orderEventSamples['email-resent'], needles)).toMatchObject({
      to: ERASED_TEXT,
      previous: ERASED_TEXT,
    });
  });

  it('keeps the intake events readable once the purge drops their file names', () => {
    for (const kind of ['upload-stored', 'upload-rejected', 'questionnaire-submitted'] as const) {
      const scrubbed = scrubEventData(orderEventSamples[kind], [], new Set(['fileName', 'files']));
      expect(JSON.stringify(scrubbed), kind).not.toMatch(/\.(pdf|jpg)/);
      expect(readOrderEvent({ kind, data: scrubbed }), kind).toMatchObject({ isReadable: true });
    }
  });
});
