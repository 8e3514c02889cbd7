import { describe, expect, it } from 'vitest';
import {
  bulkStatusInputSchema,
  guaranteeDaysFor,
  guaranteeSentence,
  guaranteeState,
  refundInputSchema,
  resendConfirmationInputSchema,
} from './admin-actions';

const paid = '2026-03-01T12:00:00.000Z';
const at = (iso: string) => new Date(iso);

describe('guarantee', () => {
  it('is 60 days for products 7 and 8, 30 for the others', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8].map(guaranteeDaysFor)).toEqual([
      30, 30, 30, 30, 30, 30, 60, 60,
    ]);
  });

  it('counts whole days left from payment', () => {
    expect(guaranteeState(3, paid, at('2026-03-01T12:00:01.000Z'))).toEqual({
      days: 30,
      daysLeft: 29,
      daysSinceEnd: null,
    });
    expect(guaranteeSentence(guaranteeState(3, paid, at('2026-03-11T12:00:00.000Z')))).toBe(
      '30-day guarantee: 20 days left',
    );
    expect(guaranteeSentence(guaranteeState(7, paid, at('2026-04-30T11:00:00.000Z')))).toBe(
      '60-day guarantee: last day',
    );
  });

  it('says how long ago it ended', () => {
    expect(guaranteeSentence(guaranteeState(3, paid, at('2026-03-31T12:00:00.000Z')))).toBe(
      '30-day guarantee ended today',
    );
    expect(guaranteeSentence(guaranteeState(3, paid, at('2026-04-01T13:00:00.000Z')))).toBe(
      '30-day guarantee ended 1 day ago',
    );
    expect(guaranteeSentence(guaranteeState(8, paid, at('2026-05-10T12:00:00.000Z')))).toBe(
      '60-day guarantee ended 10 days ago',
    );
  });

  it('has none for an order never paid', () => {
    expect(guaranteeState(3, null)).toBeNull();
    expect(guaranteeSentence(null)).toBe('No guarantee: the order was never paid');
  });
});

describe('action bodies', () => {
  it('asks a refund reason of at least 5 characters', () => {
    expect(refundInputSchema.safeParse({ reason: ' ab  ' }).success).toBe(false);
    expect(refundInputSchema.parse({ reason: ' asked for it ' })).toEqual({
      reason: 'asked for it',
    });
  });

  it('resends to the order address or a valid corrected one', () => {
    expect(resendConfirmationInputSchema.parse({})).toEqual({});
    expect(resendConfirmationInputSchema.safeParse({ email: 'nope' }).success).toBe(false);
  });

  it('sets status for up to 100 orders by id', () => {
    expect(
      bulkStatusInputSchema.safeParse({ ids: [], processingStatus: 'delivered' }).success,
    ).toBe(false);
    expect(
      bulkStatusInputSchema.safeParse({
        ids: ['6f1c1a2e-3b4d-4e5f-8a9b-0c1d2e3f4a5b'],
        processingStatus: 'delivered',
      }).success,
    ).toBe(true);
  });
});
