import type { Config } from '../config';
import type { Database } from '../db/client';
import type { ContentSecurityExtras } from '../security-headers';
import { createLocalProvider } from './local-provider';
import { createStripeProvider } from './stripe-provider';
import type { PaymentProvider } from './types';

/** Stripe when its keys are configured, else the embedded test mode (docs/architecture.md §2). */
export function createPaymentProvider(config: Config, db: Database): PaymentProvider {
  return config.stripe ? createStripeProvider(config.stripe) : createLocalProvider(db);
}

/**
 * What the page may load for the active provider. Stripe.js comes from js.stripe.com, draws the
 * card form in its frames and calls api.stripe.com; the local provider needs nothing extra.
 */
export function paymentContentSecurity(provider: PaymentProvider): ContentSecurityExtras {
  if (provider.kind !== 'stripe') return {};
  return {
    scriptSrc: ['https://js.stripe.com', 'https://*.js.stripe.com'],
    frameSrc: ['https://js.stripe.com', 'https://*.js.stripe.com', 'https://hooks.stripe.com'],
    connectSrc: ['https://api.stripe.com'],
    imgSrc: ['https://*.stripe.com'],
  };
}
