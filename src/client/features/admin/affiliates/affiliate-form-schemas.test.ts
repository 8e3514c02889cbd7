import { describe, expect, it } from 'vitest';
import { adminAffiliateMessages } from '../../../../common/admin-affiliates';
import { affiliateRateFormSchema, createAffiliateFormSchema } from './affiliate-form-schemas';

const firstMessage = (result: { error?: { issues: Array<{ message: string }> } }) =>
  result.error?.issues[0]?.message;

describe('the affiliate forms read the rate typed as text', () => {
  it('sends a typed rate as the number the request schema checks', () => {
    const parsed = createAffiliateFormSchema.parse({
      name: 'Nova Starling',
      email: 'nova@example.com',
      commissionRate: '12.5',
      referralCode: '',
    });
    expect(parsed).toEqual({
      name: 'Nova Starling',
      email: 'nova@example.com',
      commissionRate: 12.5,
      referralCode: undefined,
    });
  });

  it.each(['', '  ', 'twenty', '100.5', '-1', '12.345'])(
    'refuses %j with the rate message',
    (rate) => {
      const result = affiliateRateFormSchema.safeParse({ commissionRate: rate });
      expect(result.success).toBe(false);
      expect(firstMessage(result)).toBe(adminAffiliateMessages.rate);
    },
  );
});
