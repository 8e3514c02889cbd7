import { ArrowLeft } from 'lucide-react';
import { useEffect } from 'react';
import { Link, useSearchParams } from 'wouter';
import { findProduct } from '../../common/catalogue';
import { checkoutMessages } from '../../common/checkout';
import { TIER_QUERY_PARAM, tierOfCheckout } from '../../common/tiers';
import { Card, CardContent } from '../components/ui/card';
import { usePaymentIntent } from '../features/checkout/api/create-payment-intent';
import { CheckoutForm } from '../features/checkout/components/checkout-form';
import {
  CheckoutLoading,
  PaymentInitializing,
  PaymentUnavailable,
  ProductNotFound,
} from '../features/checkout/components/checkout-status';
import { OrderSummary } from '../features/checkout/components/order-summary';
import { PaymentMethodBoundary } from '../features/checkout/payment-method/payment-method-boundary';
import { reportMutationError } from '../lib/mutation-errors';
import { useHydrated } from '../lib/use-hydrated';
import { usePageTitle } from '../lib/use-page-title';

/** `/checkout?product=N`: the order summary beside the person and card forms. */
export default function CheckoutPage() {
  const [params] = useSearchParams();
  // The prerendered page (and its hydration) has no query: `product` is known once live.
  const isHydrated = useHydrated();
  const requested = params.get('product') ?? '';
  const found = findProduct(requested);
  // Exact match only: `?product=5.0` or `?product=` names no product.
  const product = found && String(found.id) === requested ? found : undefined;
  usePageTitle(
    product ? `Checkout: ${product.name}` : isHydrated ? 'Product not found' : 'Checkout',
  );

  // The referral purchase sends a referred buyer here with `?ref=`; the server checks it.
  const referralCode = params.get('ref') ?? undefined;
  const intent = usePaymentIntent(
    product ? { productId: product.id, amount: product.price, referralCode } : null,
  );
  useEffect(() => {
    if (!intent.error) return;
    reportMutationError(intent.error, { fallback: checkoutMessages.initFailed });
  }, [intent.error]);

  if (!isHydrated) return <CheckoutLoading />;
  if (!product) return <ProductNotFound />;
  // From a tier page's Purchase Now (`/checkout/tier-N`), the way back is that tier page.
  const fromTier = tierOfCheckout(params.get(TIER_QUERY_PARAM), product.id);

  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6 sm:py-14">
      <Link
        href={fromTier ? fromTier.path : `/product/${product.id}`}
        className="inline-flex items-center gap-2 rounded-md text-sm text-muted hover:text-foreground"
      >
        <ArrowLeft className="size-4" aria-hidden />
        Back to {fromTier ? fromTier.name : product.name}
      </Link>
      <div className="mt-6 grid gap-8 lg:grid-cols-[22rem_1fr] lg:items-start">
        <div className="lg:sticky lg:top-24">
          <OrderSummary product={product} />
        </div>
        <Card>
          <CardContent className="p-5 sm:p-8">
            {intent.isPending ? <PaymentInitializing /> : null}
            {intent.isError ? <PaymentUnavailable onRetry={() => void intent.refetch()} /> : null}
            {intent.data ? (
              <PaymentMethodBoundary
                clientSecret={intent.data.clientSecret}
                paymentIntentId={intent.data.paymentIntentId}
              >
                {(payment) => (
                  <CheckoutForm
                    product={product}
                    purchaseId={intent.data.purchaseId}
                    payment={payment}
                  />
                )}
              </PaymentMethodBoundary>
            ) : null}
          </CardContent>
        </Card>
      </div>
    </div>
  );
}
