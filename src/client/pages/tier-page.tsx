import { findProduct } from '../../common/catalogue';
import { tierByNumber, tierProductId, type Tier } from '../../common/tiers';
import { PurchaseFacts } from '../features/catalogue/purchase-facts';
import { TierDetail } from '../features/tiers/tier-detail';
import { usePageTitle } from '../lib/use-page-title';

/** /insight, /deep-dive and /master-blueprint: one page, told by the route which tier it shows. */
export default function TierPage({ tierNumber }: { tierNumber: Tier['number'] }) {
  const tier = tierByNumber(tierNumber);
  const checkoutProduct = findProduct(tierProductId(tier));
  usePageTitle(tier.name);
  return (
    <TierDetail
      tier={tier}
      facts={checkoutProduct ? <PurchaseFacts product={checkoutProduct} /> : null}
    />
  );
}
