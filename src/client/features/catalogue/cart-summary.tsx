import { Lock } from 'lucide-react';
import type { Product } from '../../../common/catalogue';
import { formatUsd } from '../../../common/money';
import { PurchaseButton } from './purchase-button';
import { ReferralNotice, type AppliedReferral } from './referral-notice';

interface CartSummaryProps {
  product: Product;
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
          <dd className="text-right font-medium">{product.name}</dd>
        </div>
      </dl>
      <ReferralNotice referral={referral} className="mt-4" />
      <dl className="mt-4">
        <div className="flex items-baseline justify-between gap-4 border-t border-border pt-4">
          <dt className="font-semibold">Total</dt>
          <dd aria-live="polite" className="text-2xl font-semibold text-gold-bright">
            {formatUsd(product.price)}
          </dd>
        </div>
      </dl>
      <PurchaseButton
        productId={product.id}
        referralCode={referral?.code}
        customerEmail={null}
        size="lg"
        className="mt-6 w-full"
      >
        Proceed to Checkout
      </PurchaseButton>
      <p className="mt-3 flex items-center justify-center gap-2 text-xs text-muted">
        <Lock className="size-3.5" aria-hidden />
        Secure card payment on the next step
      </p>
    </section>
  );
}
