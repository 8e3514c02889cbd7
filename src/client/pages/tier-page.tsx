import { findProduct } from '../../common/catalogue';
import { tierByNumber, tierProductId, type Tier } from '../../common/tiers';
import { ProductReviews } from '../features/reviews/components/product-reviews';
import { TierDetail } from '../features/tiers/tier-detail';
import { usePageTitle } from '../lib/use-page-title';
import { NotFoundPage } from './not-found-page';

/**
 * /insight, /deep-dive and /master-blueprint: one page, told by the route which tier it shows,
 * with the reviews of the product the tier sells.
 */
export default function TierPage({ tierNumber }: { tierNumber: Tier['number'] }) {
  const tier = tierByNumber(tierNumber);
  const product = findProduct(tierProductId(tier));
  usePageTitle(tier.name);
  if (!product) return <NotFoundPage />;
  return (
    <>
      <TierDetail tier={tier} product={product} />
      <ProductReviews productId={product.id} />
    </>
  );
}
