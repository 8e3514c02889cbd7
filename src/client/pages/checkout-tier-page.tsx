import { useEffect } from 'react';
import { Redirect, useLocation } from 'wouter';
import { matchPage, tierCheckoutProduct } from '../../common/routes';
import { TIER_QUERY_PARAM } from '../../common/tiers';
import { PageLoading } from '../components/layout/page-loading';
import { startReferralPurchase, useCurrentReferral } from '../features/catalogue/api/referral';
import { isExternalHref, purchaseHref } from '../features/catalogue/purchase-link';
import { NotFoundPage } from './not-found-page';

/**
 * A hosted payment link is another site, so the router cannot take the visitor there. A
 * referred visitor goes to the page the referral purchase call makes instead (docs/product.md
 * section 7), so the order is attributed; if that call fails, the plain link still sells.
 */
function LeaveForPayment({ href, productId }: { href: string; productId: number }) {
  const current = useCurrentReferral();
  useEffect(() => {
    if (current === undefined) return;
    const code = current.referral?.code;
    if (!code) return window.location.replace(href);
    startReferralPurchase({ productId, referralCode: code })
      .then((reply) => window.location.replace(reply.success ? reply.paymentUrl : href))
      .catch((error: unknown) => {
        console.error('Referral purchase failed', error);
        window.location.replace(href);
      });
  }, [current, href, productId]);
  return <PageLoading label="Opening secure checkout…" />;
}

/** /checkout/tier-1..3 buy products 4, 5 and 6 (decision 063). */
export default function CheckoutTierPage() {
  // Read from the shared route table: the tier sits inside a path segment ("tier-2").
  const [location] = useLocation();
  const tier = matchPage(location)?.params.tier;
  const productId = tier === undefined ? undefined : tierCheckoutProduct[tier];
  if (productId === undefined) return <NotFoundPage />;
  const href = purchaseHref(productId);
  return isExternalHref(href) ? (
    <LeaveForPayment href={href} productId={productId} />
  ) : (
    <Redirect to={`${href}&${TIER_QUERY_PARAM}=${tier}`} replace />
  );
}
