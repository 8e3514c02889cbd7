import { useParams } from 'wouter';
import { findProduct } from '../../common/catalogue';
import { ProductDetails } from '../features/catalogue/product-details';
import { ProductReviews } from '../features/reviews/components/product-reviews';
import { usePageTitle } from '../lib/use-page-title';
import { NotFoundPage } from './not-found-page';

export default function ProductPage() {
  const { id } = useParams<{ id: string }>();
  // Exact match only: "/product/1.0" is no page, even though Number("1.0") is 1.
  const product = findProduct(id);
  const isExactId = product !== undefined && String(product.id) === id;
  usePageTitle(isExactId ? product.name : 'Page not found');
  if (!isExactId) return <NotFoundPage />;
  return (
    <>
      <ProductDetails product={product} />
      <ProductReviews productId={product.id} />
    </>
  );
}
