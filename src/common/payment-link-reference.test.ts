import { describe, expect, it } from 'vitest';
import { formatPaymentLinkReference, parsePaymentLinkReference } from './payment-link-reference';

describe('payment link reference', () => {
  it('names the product, and the referral code when there is one', () => {
    expect(formatPaymentLinkReference({ productId: 6 })).toBe('tier-6');
    expect(formatPaymentLinkReference({ productId: 6, referralCode: 'ABCD2345' })).toBe(
      'tier-6_ref-ABCD2345',
    );
  });

  it('reads back what it wrote', () => {
    for (const reference of [{ productId: 1 }, { productId: 8, referralCode: 'WXYZ7890' }]) {
      expect(parsePaymentLinkReference(formatPaymentLinkReference(reference))).toEqual(reference);
    }
  });

  it('reads leniently: any part order, any key case, unknown parts ignored', () => {
    expect(parsePaymentLinkReference('ref-abcd2345_TIER-3')).toEqual({
      productId: 3,
      referralCode: 'ABCD2345',
    });
    expect(parsePaymentLinkReference('tier-5_utm-mail_x')).toEqual({ productId: 5 });
    expect(parsePaymentLinkReference('tier-5_ref-!')).toBeNull();
    expect(parsePaymentLinkReference('tier-5_ref-A')).toEqual({ productId: 5 });
  });

  it('names no product for anything else', () => {
    for (const text of [
      null,
      undefined,
      '',
      'order-42',
      'tier-',
      'tier-x',
      'tier-6 ',
      'a'.repeat(201),
    ]) {
      expect(parsePaymentLinkReference(text)).toBeNull();
    }
    expect(parsePaymentLinkReference(`tier-6_${'a'.repeat(194)}`)).toBeNull();
    expect(parsePaymentLinkReference(`tier-6_${'a'.repeat(193)}`)).toEqual({ productId: 6 });
  });
});
