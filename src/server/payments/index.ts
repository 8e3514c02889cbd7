import type { Config } from '../config';
import type { Database } from '../db/client';
import type { ContentSecurityExtras } from '../security-headers';
import { createLocalProvider } from './local-provider';
import type { PaymentProvider } from './types';

/**
 * Stripe when its keys are configured, else the embedded test mode (docs/architecture.md §2).
 * The Stripe SDK is over 200 modules: a shop in test mode never loads it (decision 213).
 */
export async function createPaymentProvider(
  config: Config,
  db: Database,
): Promise<PaymentProvider> {
  if (!config.stripe) return createLocalProvider(db);
  const { createStripeProvider } = await import('./stripe-provider');
  return createStripeProvider(config.stripe);
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
