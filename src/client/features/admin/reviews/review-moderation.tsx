import { Check, EyeOff } from 'lucide-react';
import type { AdminReview } from '../../../../common/reviews';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/use-toast';
import { reportMutationError } from '../../../lib/mutation-errors';
import { useModerateReview } from '../api/reviews';

const actions = {
  approve: { label: 'Approve', icon: Check, done: 'Review approved', shownUnless: 'approved' },
  hide: { label: 'Hide', icon: EyeOff, done: 'Review hidden', shownUnless: 'hidden' },
} as const;

/** "Approve" (it shows on its reading's pages) and "Hide", whichever would change it. */
export function ReviewModeration({
  review,
}: {
  review: Pick<AdminReview, 'id' | 'status' | 'authorName' | 'productName'>;
}) {
  const moderate = useModerateReview();
  // Approved or hidden, the card leaves this list at once; the toast still says what was done.
  const run = (action: keyof typeof actions) =>
    moderate.mutateAsync({ id: review.id, action }).then(
      () =>
        toast({
          title: actions[action].done,
          description: `${review.authorName} on ${review.productName}`,
        }),
      (failure: unknown) =>
        reportMutationError(failure, { fallback: 'The review could not be changed.' }),
    );
  return (
    <div className="flex flex-wrap gap-2">
      {(Object.keys(actions) as (keyof typeof actions)[]).map((action) => {
        const { label, icon: Icon, shownUnless } = actions[action];
        if (review.status === shownUnless) return null;
        return (
          <Button
            key={action}
            size="sm"
            variant={action === 'approve' ? 'default' : 'outline'}
            disabled={moderate.isPending}
            onClick={() => run(action)}
          >
            <Icon aria-hidden />
            {label}
          </Button>
        );
      })}
    </div>
  );
}
