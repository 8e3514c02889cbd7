import {
  formatPaymentLinkReference,
  PAYMENT_LINK_REFERENCE_PARAM,
} from '../../../common/payment-link-reference';
import { checkoutPath } from '../../../common/routes';
import { shopConfig } from '../../lib/shop-config';

/**
 * Where every "buy" control of the shop leads without a referral: the tier's hosted payment
 * link when one is configured, else the shop's own checkout.
 */
export function purchaseHref(
  productId: number,
  /**
   * Unused: a referred purchase does not take this link but asks `POST /api/referral/purchase`
   * where to pay (`PurchaseButton`, docs/product.md §7), which checks the code on the server.
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
