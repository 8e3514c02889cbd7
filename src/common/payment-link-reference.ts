/**
 * The `client_reference_id` a hosted payment link carries back to us in its Checkout Session.
 * Stripe accepts letters, digits, `-` and `_`, at most 200 characters, so the reference is
 * `_`-separated `key-value` parts: `tier-6` now, `tier-6_ref-ABCD1234` once referrals ride
 * along. Parts are read in any order and unknown parts are ignored, so the format can grow.
 */
export interface PaymentLinkReference {
  productId: number;
  referralCode?: string;
}

export const PAYMENT_LINK_REFERENCE_PARAM = 'client_reference_id';
const MAX_LENGTH = 200;
const ALLOWED = /^[A-Za-z0-9_-]+$/;

export function formatPaymentLinkReference(reference: PaymentLinkReference): string {
  const parts = [`tier-${reference.productId}`];
  if (reference.referralCode) parts.push(`ref-${reference.referralCode}`);
  return parts.join('_');
}

/** The reference back from Stripe, or null when it names no product (the buyer can edit it). */
export function parsePaymentLinkReference(
  text: string | null | undefined,
): PaymentLinkReference | null {
  if (!text || text.length > MAX_LENGTH || !ALLOWED.test(text)) return null;
  let productId: number | undefined;
  let referralCode: string | undefined;
  for (const part of text.split('_')) {
    const separator = part.indexOf('-');
    if (separator < 1) continue;
    const key = part.slice(0, separator).toLowerCase();
    const value = part.slice(separator + 1);
    if (key === 'tier' && /^\d{1,3}$/.test(value)) productId ??= Number(value);
    else if (key === 'ref' && /^[A-Za-z0-9]{4,16}$/.test(value)) {
      referralCode ??= value.toUpperCase();
    }
  }
  if (productId === undefined) return null;
  return referralCode ? { productId, referralCode } : { productId };
}
