import { useEffect } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { formatCount } from '../../../../common/format';
import { REVIEW_BODY_MAX, type MyReviewView } from '../../../../common/reviews';
import { FormField } from '../../../components/ui/form-field';
import { SubmitButton } from '../../../components/ui/submit-button';
import { Textarea } from '../../../components/ui/textarea';
import { reportMutationError, SOMETHING_WENT_WRONG } from '../../../lib/mutation-errors';
import { useWriteReview } from '../api/write-review';
import {
  reviewFormDefaults,
  reviewFormResolver,
  type ReviewFormOutput,
  type ReviewFormValues,
} from './review-form-schema';
import { StarRatingField } from './star-rating-field';

/** The stars and the words, checked with the request's schema; `onSent` once the shop has them. */
export function ReviewForm({
  token,
  review,
  isFocused = false,
  onSent,
}: {
  token: string;
  review: MyReviewView['review'];
  /** Opened again from the review sent: the words take the focus the Edit button had. */
  isFocused?: boolean;
  onSent: () => void;
}) {
  const write = useWriteReview(token);
  const form = useForm<ReviewFormValues, unknown, ReviewFormOutput>({
    resolver: reviewFormResolver,
    defaultValues: reviewFormDefaults(review),
  });
  const { setFocus } = form;
  useEffect(() => {
    if (isFocused) setFocus('body');
  }, [isFocused, setFocus]);
  const length = (useWatch({ control: form.control, name: 'body' }) ?? '').trim().length;
  const onSubmit = form.handleSubmit((values) =>
    write.mutate(
      { token, ...values },
      {
        onSuccess: onSent,
        onError: (failure) =>
          reportMutationError(failure, {
            form,
            fields: ['rating', 'body'],
            fallback: SOMETHING_WENT_WRONG,
            shouldFocus: true,
          }),
      },
    ),
  );
  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="grid gap-6">
      <StarRatingField control={form.control} />
      <FormField
        label="Your review"
        error={form.formState.errors.body?.message}
        hint={`${formatCount(length)} / ${formatCount(REVIEW_BODY_MAX)} characters. Signed with your first name and the initial of your last, as a verified buyer.`}
      >
        <Textarea rows={7} {...form.register('body')} />
      </FormField>
      <SubmitButton label="Send my review" pendingLabel="Sending…" isSubmitting={write.isPending} />
    </form>
  );
}
