import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProductReviews } from '../../../../common/reviews';
import { apiRequest } from '../../../lib/api-client';

/** A product's approved reviews, newest first, and their average. */
export function getProductReviews(productId: number): Promise<ProductReviews> {
  return apiRequest<ProductReviews>('GET', `/api/products/${productId}/reviews`);
}

export function productReviewsQueryOptions(productId: number) {
  return queryOptions({
    queryKey: ['product-reviews', productId],
    queryFn: () => getProductReviews(productId),
  });
}

/** Read once the page is live (`isEnabled`): a prerendered page is drawn without them. */
export function useProductReviews(productId: number, isEnabled: boolean) {
  return useQuery({ ...productReviewsQueryOptions(productId), enabled: isEnabled });
}
