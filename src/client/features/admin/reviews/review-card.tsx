import { Link } from 'wouter';
import type { AdminReview } from '../../../../common/reviews';
import { ReviewQuote, ReviewSignature } from '../../../components/reviews/review-quote';
import { formatAdminDate, shortOrderId } from '../shared/format';
import { StatusBadge } from '../shared/status-badges';
import { ReviewModeration } from './review-moderation';
import { ReviewReplyForm } from './review-reply-form';
import { reviewStatusLooks, reviewStatusNames } from './review-status';

/** One review: what the buyer wrote and on which order, the buttons that change it, the reply. */
export function ReviewCard({ review }: { review: AdminReview }) {
  return (
    <article className="grid gap-4">
      <div className="flex items-start justify-between gap-3">
        <h2 className="font-sans text-base font-semibold tracking-normal">{review.productName}</h2>
        <StatusBadge
          look={reviewStatusLooks[review.status]}
          of="Review"
          name={reviewStatusNames[review.status]}
        />
      </div>
      <ReviewQuote review={review}>
        <ReviewSignature review={review} />
      </ReviewQuote>
      <p className="text-sm text-muted">
        <Link
          href={`/admin/purchase/${review.purchaseId}`}
          className="font-medium text-gold-bright underline-offset-4 hover:underline"
        >
          Order {shortOrderId(review.purchaseId)}
        </Link>
        {review.moderatedAt ? ` · Last moderated ${formatAdminDate(review.moderatedAt)}` : null}
      </p>
      <ReviewModeration review={review} />
      <ReviewReplyForm review={review} />
    </article>
  );
}
