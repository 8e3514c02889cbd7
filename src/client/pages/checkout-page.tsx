import { ArrowLeft } from 'lucide-react';
import { useDeferredValue, useState } from 'react';
import { Link, useSearchParams } from 'wouter';
import { findProduct } from '../../common/catalogue';
import type { CodeQuote } from '../../common/discount-codes';
import { dollarsToCents } from '../../common/money';
import { TIER_QUERY_PARAM, tierOfCheckout } from '../../common/tiers';
import { Card, CardContent } from '../components/ui/card';
import { CheckoutForm } from '../features/checkout/components/checkout-form';
import {
  PaymentInitializing,
  ProductNotFound,
} from '../features/checkout/components/checkout-status';
import { OrderSummary } from '../features/checkout/components/order-summary';
import { PaymentMethodBoundary } from '../features/checkout/payment-method/payment-method-boundary';
import { useHydrated } from '../lib/use-hydrated';
import { usePageTitle } from '../lib/use-page-title';

/**
 * `/checkout?product=N`: the order summary beside the person and card forms. Each product's
 * checkout is prerendered with its summary, and `/checkout` for an address naming none (decision
 * 298), so the product is known from the first render; the forms wait for the page to be live.
 */
export default function CheckoutPage() {
  const [params] = useSearchParams();
  // The forms are drawn once the page is live, in the background: React yields to the browser
  // every few milliseconds while it builds them, instead of one long task after hydration.
  const isLive = useDeferredValue(useHydrated());
  // "This is a gift" changes what the summary promises: from the recipient's claim.
  const [isGift, setGift] = useState(false);
  // The applied discount code: the summary and the Pay button show its total.
  const [discount, setDiscount] = useState<CodeQuote | null>(null);
  const requested = params.get('product') ?? '';
  const found = findProduct(requested);
  // Exact match only: `?product=5.0` or `?product=` names no product.
  const product = found && String(found.id) === requested ? found : undefined;
  usePageTitle(product ? `Checkout: ${product.name}` : 'Product not found');

  // The referral purchase sends a referred buyer here with `?ref=`; the server checks it when
  // the buyer presses Pay, which is when the checkout and its payment intent are opened.
  const referralCode = params.get('ref') ?? undefined;
  // A link may carry a code (`?code=`): applied once the form is drawn, as if typed.
  const initialCode = params.get('code')?.slice(0, 64) || undefined;
  // A reminder's link (`#resume=`) reopens the checkout as it was left; read once it is live.
  const [resumeToken] = useState(() =>
    typeof window === 'undefined'
      ? undefined
      : new URLSearchParams(window.location.hash.replace(/^#/, '')).get('resume') || undefined,
  );

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
          <OrderSummary product={product} isGift={isGift} discount={discount} />
        </div>
        <Card>
          <CardContent className="p-5 sm:p-8">
            {isLive ? (
              <PaymentMethodBoundary
                amountCents={discount?.totalCents ?? dollarsToCents(product.price)}
              >
                {(payment) => (
                  <CheckoutForm
                    product={product}
                    referralCode={referralCode}
                    payment={payment}
                    onGiftChange={setGift}
                    discount={discount}
                    onDiscountChange={setDiscount}
                    initialCode={initialCode}
                    resumeToken={resumeToken}
                  />
                )}
              </PaymentMethodBoundary>
            ) : (
              <PaymentInitializing />
            )}
          </CardContent>
        </Card>
      </div>
    </div>
  );
}
