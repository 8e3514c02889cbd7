import { useEffect } from 'react';
import { Redirect, useLocation } from 'wouter';
import { matchPage, tierCheckoutProduct } from '../../common/routes';
import { PageLoading } from '../components/layout/page-loading';
import { isExternalHref, purchaseHref } from '../features/catalogue/purchase-link';
import { NotFoundPage } from './not-found-page';

/** A hosted payment link is another site, so the router cannot take the visitor there. */
function LeaveForPayment({ href }: { href: string }) {
  useEffect(() => {
    window.location.replace(href);
  }, [href]);
  return <PageLoading label="Opening secure checkout…" />;
}

/** /checkout/tier-1..3 buy products 4, 5 and 6 (DESIGN.md decision 3). */
export default function CheckoutTierPage() {
  // Read from the shared route table: the tier sits inside a path segment ("tier-2").
  const [location] = useLocation();
  const tier = matchPage(location)?.params.tier;
  const productId = tier === undefined ? undefined : tierCheckoutProduct[tier];
  if (productId === undefined) return <NotFoundPage />;
  const href = purchaseHref(productId);
  return isExternalHref(href) ? <LeaveForPayment href={href} /> : <Redirect to={href} replace />;
}
