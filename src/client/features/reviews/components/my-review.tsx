import { CircleCheck, PenLine } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { reviewMessages, type MyReviewView, type ReviewStatus } from '../../../../common/reviews';
import { ReviewQuote } from '../../../components/reviews/review-quote';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card, CardContent } from '../../../components/ui/card';
import { ReviewForm } from './review-form';

/** Where the buyer's review stands, in their words. */
const statusNames: Record<ReviewStatus, string> = {
  pending: 'Waiting to be read',
  approved: 'Published',
  hidden: 'Not published',
};

function ReviewStatusLine({ status }: { status: ReviewStatus }) {
  return (
    <p className="flex items-center gap-2 text-sm text-muted">
      Your review:
      <Badge variant={status === 'approved' ? 'success' : 'outline'}>{statusNames[status]}</Badge>
    </p>
  );
}

/** Thanks, and the review as the shop received it, to edit again. */
function SentReview({
  review,
  onEdit,
}: {
  review: NonNullable<MyReviewView['review']>;
  onEdit: () => void;
}) {
  const thanksRef = useRef<HTMLParagraphElement>(null);
  // The button pressed is gone: focus goes to what replaced the form.
  useEffect(() => thanksRef.current?.focus(), []);
  return (
    <div className="grid gap-6">
      <p ref={thanksRef} tabIndex={-1} role="status" className="flex items-start gap-3 text-lg">
        <CircleCheck className="mt-1 size-5 shrink-0 text-success" aria-hidden />
        {reviewMessages.thanks}
      </p>
      <ReviewStatusLine status={review.status} />
      <ReviewQuote review={review} />
      <Button variant="outline" onClick={onEdit} className="w-full sm:w-fit">
        <PenLine aria-hidden />
        Edit my review
      </Button>
    </div>
  );
}

/** The review page of one order: its reading and reference, then the form or the review sent. */
export function MyReview({ token, view }: { token: string; view: MyReviewView }) {
  const [isSent, setSent] = useState(false);
  const [isEditingAgain, setEditingAgain] = useState(false);
  return (
    <>
      <h1 className="text-4xl font-semibold text-balance sm:text-5xl">Review your reading</h1>
      <p className="mt-3 text-lg text-muted">
        <span className="font-semibold text-foreground">{view.productName}</span> · Order{' '}
        <span className="font-mono">{view.reference}</span>
      </p>
      <Card className="mt-8">
        <CardContent className="p-5 sm:p-8">
          {isSent && view.review ? (
            <SentReview
              review={view.review}
              onEdit={() => {
                setSent(false);
                setEditingAgain(true);
              }}
            />
          ) : (
            <div className="grid gap-6">
              {view.review ? <ReviewStatusLine status={view.review.status} /> : null}
              <ReviewForm
                token={token}
                review={view.review}
                isFocused={isEditingAgain}
                onSent={() => setSent(true)}
              />
            </div>
          )}
        </CardContent>
      </Card>
    </>
  );
}
