import {
  formatPaymentLinkReference,
  PAYMENT_LINK_REFERENCE_PARAM,
} from '../../../common/payment-link-reference';
import { checkoutPath } from '../../../common/routes';
import { shopConfig } from '../../lib/shop-config';

/**
 * Where every "buy" control of the shop leads. The one place that decides it: the payments
 * work switches products to hosted payment links when they are configured, and the affiliate
 * work adds the referral code, without touching the pages.
 */
export function purchaseHref(
  productId: number,
  /**
   * Seam for the affiliate work, not used yet: a referred purchase will go through
   * `POST /api/referral/purchase` (SPEC.md section 7) instead of the plain link, and the
   * link's reference can carry the code (`tier-6_ref-ABCD1234`, see `payment-link-reference`).
   */
  _referralCode?: string,
  /** The tier's hosted payment link when Stripe links are configured (from the page config). */
  paymentLinks: Record<number, string> = shopConfig().payments.paymentLinks,
): string {
  const link = paymentLinks[productId];
  return link ? withReference(link, productId) : checkoutPath(productId);
}

/** The webhook turns the paid Checkout Session into an order by this reference. */
function withReference(link: string, productId: number): string {
  const url = new URL(link);
  url.searchParams.set(PAYMENT_LINK_REFERENCE_PARAM, formatPaymentLinkReference({ productId }));
  return url.toString();
}

/** An address on another site (a hosted payment link) must not go through the in-app router. */
export function isExternalHref(href: string): boolean {
  return /^[a-z][a-z\d+.-]*:/i.test(href) || href.startsWith('//');
}
