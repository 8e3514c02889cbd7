import { describe, expect, it } from 'vitest';
import { orderLookupInputSchema, orderReferenceOf, orderStatusMessages } from './order-status';

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

  it('matches the reference the e-mails quote', () => {
    expect(orderReferenceOf('0b7c9d2e-1f3a-4b5c-8d6e-7f8091a2b3c4')).toBe('91A2B3C4');
  });
});
