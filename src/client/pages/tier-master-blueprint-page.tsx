import { findProduct } from '../../common/catalogue';
import { PurchaseFacts } from '../features/catalogue/purchase-facts';
import { tierByNumber, tierProductId } from '../../common/tiers';
import { TierDetail } from '../features/tiers/tier-detail';
import { usePageTitle } from '../lib/use-page-title';

const tier = tierByNumber(3);
const checkoutProduct = findProduct(tierProductId(tier));

export default function TierMasterBlueprintPage() {
  usePageTitle(tier.name);
  return (
    <TierDetail
      tier={tier}
      facts={checkoutProduct ? <PurchaseFacts product={checkoutProduct} /> : null}
    />
  );
}
