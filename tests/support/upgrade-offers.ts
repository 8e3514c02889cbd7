import type { Product } from '../../src/common/catalogue';
import { upgradePrice, type UpgradeOffers } from '../../src/common/upgrades';

/**
 * What `POST /api/upgrades/offers` answers for an order of `current`: one offer per product of
 * `offered`, at the upgrade's price, adding what `addsOf` names; open until Christmas Eve 2026.
 */
export function testUpgradeOffers(
  current: Product,
  offered: readonly Product[],
  addsOf: (product: Product) => string[],
): UpgradeOffers {
  return {
    currentProductId: current.id,
    currentProductName: current.name,
    openUntil: '2026-12-24T12:00:00Z',
    offers: offered.map((product) => ({
      productId: product.id,
      productName: product.name,
      tagline: product.tagline,
      fullPrice: product.price.toFixed(2),
      price: upgradePrice(current, product),
      adds: addsOf(product),
    })),
    cardholder: { fullName: 'Maria Silva', email: 'maria@example.com', phone: '' },
  };
}
