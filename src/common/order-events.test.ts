import { describe, expect, it } from 'vitest';
import { orderEventSamples } from '../../tests/support/order-event-samples';
import {
  ERASED_TEXT,
  erasedEventData,
  orderEventKinds,
  orderEventSchemas,
  readOrderEvent,
} from './order-events';

describe('order event contracts', () => {
  it('has a schema for every kind the shop records, and reads each kind’s recorded data', () => {
    expect(orderEventKinds.toSorted()).toEqual(Object.keys(orderEventSamples).toSorted());
    for (const kind of orderEventKinds) {
      expect(typeof orderEventSchemas[kind]?.safeParse, kind).toBe('function');
      expect(readOrderEvent({ kind, data: orderEventSamples[kind] }), kind).toEqual({
        isReadable: true,
        kind,
        data: orderEventSamples[kind],
      });
    }
  });

  it('reads a stored payload that no longer matches as unreadable, naming the field', () => {
    expect(readOrderEvent({ kind: 'paid', data: { amount: 350 } })).toEqual({
      isReadable: false,
      kind: 'paid',
      problem: expect.stringMatching(/^amount: .*; provider: /),
    });
    expect(
      readOrderEvent({ kind: 'processing-status-changed', data: { from: 'new', to: 'shipped' } }),
    ).toMatchObject({ isReadable: false, problem: expect.stringContaining('from: ') });
  });

  it('never throws on what a row may hold: an unknown kind, no data, an array, a string', () => {
    expect(readOrderEvent({ kind: 'chart-drawn', data: {} })).toEqual({
      isReadable: false,
      kind: 'chart-drawn',
      problem: 'no order event of kind "chart-drawn"',
    });
    expect(readOrderEvent({ kind: 'toString', data: {} }).isReadable).toBe(false);
    for (const data of [null, undefined, [], 'paid', 42]) {
      expect(readOrderEvent({ kind: 'email-sent', data }).isReadable).toBe(false);
    }
  });

  it('reads the declared erased shapes', () => {
    expect(readOrderEvent({ kind: 'birth-data-corrected', data: erasedEventData })).toMatchObject({
      isReadable: true,
    });
    expect(readOrderEvent({ kind: 'notes-changed', data: erasedEventData })).toMatchObject({
      isReadable: true,
    });
    expect(
      readOrderEvent({
        kind: 'questionnaire-submitted',
        data: { ...orderEventSamples['questionnaire-submitted'], files: ERASED_TEXT },
      }).isReadable,
    ).toBe(true);
    expect(readOrderEvent({ kind: 'paid', data: erasedEventData }).isReadable).toBe(false);
  });
});
