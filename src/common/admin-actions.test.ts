import { describe, expect, it } from 'vitest';
import {
  bulkStatusInputSchema,
  refundInputSchema,
  resendConfirmationInputSchema,
} from './admin-actions';

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
