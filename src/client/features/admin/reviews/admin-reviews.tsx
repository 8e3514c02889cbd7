import { useState } from 'react';
import type { ReviewStatus } from '../../../../common/reviews';
import { CardList } from '../../../components/ui/card-list';
import { messageOf } from '../../../lib/api-client';
import { useAdminReviews } from '../api/reviews';
import { ListMessage } from '../dashboard/load-more';
import { AdminPageHeader } from '../shared/admin-page-states';
import { ChoiceButtons } from '../shared/choice-buttons';
import { ReviewCard } from './review-card';
import { reviewStatuses, reviewStatusNames } from './review-status';

const emptyLists: Record<ReviewStatus, string> = {
  pending: 'No reviews wait to be read.',
  approved: 'No approved reviews yet.',
  hidden: 'No hidden reviews.',
};

/** Reviews from verified buyers (issue 40): read the new ones, approve or hide, reply. */
export function AdminReviews() {
  const [status, setStatus] = useState<ReviewStatus>('pending');
  return (
    <div className="mx-auto grid w-full max-w-6xl gap-6 px-4 py-8 sm:px-6">
      <AdminPageHeader title="Reviews">
        What buyers wrote from the link in their review e-mail, newest first. An approved review
        shows on its reading’s pages, signed with the buyer’s first name and initial; a changed one
        waits here again.
      </AdminPageHeader>
      <ChoiceButtons
        label="Show"
        choices={reviewStatuses}
        names={reviewStatusNames}
        chosen={status}
        onChoose={setStatus}
      />
      <ReviewList status={status} />
    </div>
  );
}

function ReviewList({ status }: { status: ReviewStatus }) {
  const reviews = useAdminReviews(status);
  if (reviews.isPending) return <ListMessage>Loading reviews…</ListMessage>;
  if (reviews.isError) {
    return <ListMessage>{messageOf(reviews.error, 'Could not load the reviews.')}</ListMessage>;
  }
  if (reviews.data.length === 0) return <ListMessage>{emptyLists[status]}</ListMessage>;
  return (
    <CardList
      items={reviews.data}
      keyOf={(review) => review.id}
      className="lg:grid-cols-2"
      cardClassName="rounded-xl border border-border bg-surface/80 p-4 sm:p-5"
    >
      {(review) => <ReviewCard review={review} />}
    </CardList>
  );
}
