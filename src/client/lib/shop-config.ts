import { defaultShopIdentity } from '../../common/shop-identity';

export interface PaymentsConfig {
  /** `stripe`: Stripe's Payment Element; `local`: the embedded test-mode card form. */
  provider: 'stripe' | 'local';
  publishableKey?: string;
  /** Hosted payment link per product id, when Stripe links are configured. */
  paymentLinks: Record<number, string>;
}

export interface ShopConfig {
  shopName: string;
  supportEmail: string;
  payments: PaymentsConfig;
}

const fallback: ShopConfig = {
  ...defaultShopIdentity,
  payments: { provider: 'local', paymentLinks: {} },
};

let cached: ShopConfig | undefined;

/** Prerendering (src/client/prerender.tsx) renders with markers the server fills in. */
export function setPrerenderShopConfig(config: ShopConfig): void {
  cached = config;
}

/** The public configuration the server put into the page (see server/web/html.ts). */
export function shopConfig(): ShopConfig {
  if (cached) return cached;
  const element = typeof document === 'undefined' ? null : document.getElementById('shop-config');
  try {
    cached = element?.textContent
      ? { ...fallback, ...(JSON.parse(element.textContent) as ShopConfig) }
      : fallback;
  } catch {
    cached = fallback;
  }
  return cached;
}
