import { Lock } from 'lucide-react';
import type { Product } from '../../../common/catalogue';
import { formatUsd } from '../../../common/money';
import { Button, type ButtonProps } from '../../components/ui/button';
import { PurchaseButton } from './purchase-button';
import type { AppliedReferral } from './referral-notice';

interface CartSummaryProps {
  /** Null while the page is not live yet and so does not know the address's choice. */
  product: Product | null;
  /** A referral the server has checked (`?ref=` or the one this browser keeps). */
  referral?: AppliedReferral;
}

export function CartSummary({ product, referral }: CartSummaryProps) {
  return (
    <section
      aria-labelledby="cart-summary-heading"
      className="rounded-xl border border-gold/30 bg-surface-raised p-6"
    >
      <h2 id="cart-summary-heading" className="text-3xl font-semibold">
        Order Summary
      </h2>
      <dl className="mt-5 grid gap-4">
        <div className="flex items-baseline justify-between gap-4">
          <dt className="text-muted">Service</dt>
          <dd className="text-right font-medium">{product ? product.name : '…'}</dd>
        </div>
      </dl>
      <dl className="mt-4">
        <div className="flex items-baseline justify-between gap-4 border-t border-border pt-4">
          <dt className="font-semibold">Total</dt>
          <dd aria-live="polite" className="text-2xl font-semibold text-gold-bright">
            {product ? formatUsd(product.price) : '…'}
          </dd>
        </div>
      </dl>
      {/* On a phone the bar below (CartCheckoutBar) carries the one Proceed button. */}
      <ProceedButton
        product={product}
        referral={referral}
        size="lg"
        className="mt-6 hidden w-full lg:inline-flex"
      />
      <p className="mt-3 hidden lg:flex items-center justify-center gap-2 text-xs text-muted">
        <Lock className="size-3.5" aria-hidden />
        Secure card payment on the next step
      </p>
    </section>
  );
}

/**
 * Small screens: total and Proceed to Checkout stuck to the bottom of the screen while the
 * buyer scrolls through the readings, so paying never means scrolling past them all.
 * Placed last in the cart, it settles under the summary at the end of the list.
 */
export function CartCheckoutBar({ product, referral }: CartSummaryProps) {
  return (
    <div className="sticky bottom-0 z-20 -mx-4 mt-6 border-t border-gold/30 bg-background/95 px-4 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] sm:-mx-6 sm:px-6 lg:hidden">
      <div className="flex items-center justify-between gap-4">
        <p className="min-w-0">
          <span className="block truncate text-xs text-muted">{product ? product.name : '…'}</span>
          <span className="text-sm font-semibold">
            Total{' '}
            <span className="text-xl text-gold-bright">
              {product ? formatUsd(product.price) : '…'}
            </span>
          </span>
        </p>
        <ProceedButton product={product} referral={referral} size="lg" className="shrink-0 px-5" />
      </div>
      <p className="mt-1.5 flex items-center gap-1.5 text-xs text-muted">
        <Lock className="size-3" aria-hidden />
        Secure card payment on the next step
      </p>
    </div>
  );
}

/** Proceed to Checkout; disabled until the page knows which reading it would pay for. */
function ProceedButton({
  product,
  referral,
  ...buttonProps
}: CartSummaryProps & { size: ButtonProps['size']; className: string }) {
  const label = 'Proceed to Checkout';
  if (!product) {
    return (
      <Button disabled {...buttonProps}>
        {label}
      </Button>
    );
  }
  return (
    <PurchaseButton
      productId={product.id}
      referralCode={referral?.code}
      customerEmail={null}
      {...buttonProps}
    >
      {label}
    </PurchaseButton>
  );
}
