import type { ProductReviews } from '../../../../common/reviews';

/** "4.7 out of 5 from 12 reviews": the average as the page says it. */
export function averageSentence(reviews: Pick<ProductReviews, 'average' | 'count'>): string {
  const average = (reviews.average ?? 0).toFixed(1);
  return `${average} out of 5 from ${reviews.count} ${reviews.count === 1 ? 'review' : 'reviews'}`;
}
