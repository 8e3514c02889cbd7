import type { ReactNode } from 'react';
import { formatDay, viewerZone } from '../../../common/format';
import type { PublicReview } from '../../../common/reviews';
import { RatingStars } from './rating-stars';

/** How a review's stars are read out, wherever it is shown. */
export function ratingLabel(rating: number): string {
  return `Rated ${rating} out of 5`;
}

/**
 * A review's stars and words, line breaks kept as the buyer wrote them, over `children` (who
 * wrote it and when, where that is known).
 */
export function ReviewQuote({
  review,
  children,
}: {
  review: Pick<PublicReview, 'rating' | 'body'>;
  children?: ReactNode;
}) {
  return (
    <figure className="grid gap-3">
      <RatingStars rating={review.rating} label={ratingLabel(review.rating)} />
      <blockquote className="leading-relaxed break-words whitespace-pre-line text-foreground/90">
        {review.body}
      </blockquote>
      {children ? <figcaption className="text-sm text-muted">{children}</figcaption> : null}
    </figure>
  );
}

/** "Mara Q. · verified buyer · Mar 4, 2026": a published review's signature. */
export function ReviewSignature({
  review,
}: {
  review: Pick<PublicReview, 'authorName' | 'createdAt'>;
}) {
  return (
    <>
      <span className="font-semibold text-foreground">{review.authorName}</span> · verified buyer ·{' '}
      <time dateTime={review.createdAt}>{formatDay(review.createdAt, viewerZone())}</time>
    </>
  );
}

/** The shop's public answer, under the review it answers. */
export function ShopReply({ reply }: { reply: string }) {
  return (
    <div className="rounded-lg border-l-2 border-gold/60 bg-surface-raised/60 px-4 py-3">
      <p className="text-xs font-semibold tracking-wide text-gold uppercase">Reply from the shop</p>
      <p className="mt-1 text-sm leading-relaxed break-words whitespace-pre-line text-foreground/90">
        {reply}
      </p>
    </div>
  );
}
