import { findProduct, products } from '../../../common/catalogue';
import { formatUsd } from '../../../common/money';
import { tierProductId, tiers } from '../../../common/tiers';

/** One card of the thank-you page's "go deeper" offer. */
export interface UpsellOffer {
  name: string;
  priceLabel: string;
  summary: string;
  href: string;
  badge?: string;
}

/**
 * What to offer next, given what the buyer already has (null: only the free summary). A step up
 * is a product that costs more than the one owned: the tier pages whose purchase link sells one,
 * else those products themselves, in catalogue order. A buyer of The Master Blueprint is never
 * offered Insight & Foundations; one of the dearest product, nothing.
 */
export function upsellOffersAfter(ownedProductId: number | null): UpsellOffer[] {
  const owned = ownedProductId === null ? undefined : findProduct(ownedProductId);
  const ownedPrice = owned?.price ?? 0;
  const isStepUp = (productId: number) => (findProduct(productId)?.price ?? 0) > ownedPrice;
  const higherTiers = tiers.filter((tier) => isStepUp(tierProductId(tier)));
  if (higherTiers.length > 0) {
    return higherTiers.map((tier) => ({
      name: tier.name,
      priceLabel: tier.priceRange,
      summary: tier.summary,
      href: tier.path,
      ...(tier.badge ? { badge: tier.badge } : {}),
    }));
  }
  return products
    .filter((product) => isStepUp(product.id))
    .map((product) => ({
      name: product.name,
      priceLabel: formatUsd(product.price),
      summary: product.tagline,
      href: `/product/${product.id}`,
    }));
}
