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
 * What to offer next, given what the buyer already has (null: only the free summary). Every
 * product includes all of the one before it, so only a higher one is a step up: the tier pages
 * whose purchase link sells more than the buyer has, else the products above it. A buyer of
 * The Master Blueprint is never offered Insight & Foundations; one of The Quantum Leap, nothing.
 */
export function upsellOffersAfter(ownedProductId: number | null): UpsellOffer[] {
  const owned = ownedProductId === null ? undefined : findProduct(ownedProductId);
  const ownedId = owned?.id ?? 0;
  const higherTiers = tiers.filter((tier) => tierProductId(tier) > ownedId);
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
    .filter((product) => product.id > ownedId)
    .map((product) => ({
      name: product.name,
      priceLabel: formatUsd(product.price),
      summary: product.tagline,
      href: `/product/${product.id}`,
    }));
}
