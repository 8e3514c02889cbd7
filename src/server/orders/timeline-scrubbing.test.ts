import { describe, expect, it } from 'vitest';
import { scrubEventData } from './timeline-scrubbing';

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
