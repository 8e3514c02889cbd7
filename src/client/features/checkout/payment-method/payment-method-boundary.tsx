import { Suspense } from 'react';
import { lazyComponent } from '../../../lib/lazy-component';
import { shopConfig } from '../../../lib/shop-config';
import { PaymentInitializing } from '../components/checkout-status';
import { LocalCardMethod } from './local-card-method';
import type { PaymentMethodProps } from './payment-method';

const StripeMethod = lazyComponent(() => import('./stripe-method'));

/** Stripe's Payment Element when Stripe is configured, else the embedded test-mode card form. */
export function PaymentMethodBoundary(props: PaymentMethodProps) {
  if (shopConfig().payments.provider !== 'stripe') return <LocalCardMethod {...props} />;
  return (
    <Suspense fallback={<PaymentInitializing />}>
      <StripeMethod {...props} />
    </Suspense>
  );
}
