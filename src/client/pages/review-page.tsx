import { PrivateLinkPage } from '../components/layout/private-link-page';
import { useMyReview } from '../features/reviews/api/get-my-review';
import { MyReview } from '../features/reviews/components/my-review';
import {
  reviewLinkWording,
  reviewRefusal,
} from '../features/reviews/components/review-link-problem';
import { useLinkToken } from '../lib/use-link-token';
import { usePageTitle } from '../lib/use-page-title';

/** The review page for a token (null: the address held none). */
export function ReviewView({ token }: { token: string | null }) {
  const review = useMyReview(token);
  return (
    <PrivateLinkPage
      token={token}
      query={review}
      wording={reviewLinkWording}
      refusal={reviewRefusal}
      className="mx-auto max-w-2xl px-4 py-12 sm:px-6 sm:py-16"
    >
      {(view, linkToken) => <MyReview token={linkToken} view={view} />}
    </PrivateLinkPage>
  );
}

/**
 * `/review#token=...`, from the e-mail that asks a buyer for a review once their reading is
 * delivered: the stars and a few words, shown on the reading's pages once an admin has read
 * them. Drawn in the browser only (never prerendered): the fragment is there to read.
 */
export default function ReviewPage() {
  usePageTitle('Review your reading');
  const token = useLinkToken();
  return <ReviewView token={token} />;
}
