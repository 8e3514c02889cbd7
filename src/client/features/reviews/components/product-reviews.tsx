import type { ProductReviews as Reviews } from '../../../../common/reviews';
import { RatingStars } from '../../../components/reviews/rating-stars';
import { ReviewQuote, ReviewSignature, ShopReply } from '../../../components/reviews/review-quote';
import { CardList } from '../../../components/ui/card-list';
import { useHydrated } from '../../../lib/use-hydrated';
import { useProductReviews } from '../api/get-product-reviews';
import { averageSentence } from './aggregate-rating';

/**
 * "What buyers say" on a product's page and its tier's: the average, then each approved review
 * with the shop's reply. Nothing at all without reviews.
 */
export function ProductReviewsList({ reviews }: { reviews: Reviews }) {
  if (reviews.count === 0) return null;
  return (
    <section
      aria-labelledby="reviews-heading"
      className="mx-auto max-w-6xl px-4 pb-14 sm:px-6 sm:pb-20"
    >
      <h2 id="reviews-heading" className="text-3xl font-semibold">
        What buyers say
      </h2>
      <div className="mt-3 flex flex-wrap items-center gap-x-3 gap-y-1">
        <RatingStars rating={reviews.average ?? 0} starClassName="size-5" />
        <p className="text-muted">{averageSentence(reviews)}</p>
      </div>
      <CardList
        items={reviews.reviews}
        keyOf={(review) => review.id}
        className="mt-6 md:grid-cols-2"
        cardClassName="grid content-start gap-4 rounded-xl border border-border bg-surface/80 p-5"
      >
        {(review) => (
          <>
            <ReviewQuote review={review}>
              <ReviewSignature review={review} />
            </ReviewQuote>
            {review.reply ? <ShopReply reply={review.reply} /> : null}
          </>
        )}
      </CardList>
    </section>
  );
}

/**
 * The section as the page draws it: the product pages are prerendered, so the reviews are read
 * once the page is live, and the first paint (and its hydration) has none of it.
 */
export function ProductReviews({ productId }: { productId: number }) {
  const isHydrated = useHydrated();
  const reviews = useProductReviews(productId, isHydrated);
  if (!isHydrated || !reviews.data) return null;
  return <ProductReviewsList reviews={reviews.data} />;
}
