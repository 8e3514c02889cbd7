import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { formatCount } from '../../../../common/format';
import {
  REVIEW_BODY_MAX,
  reviewReplyInputSchema,
  type AdminReview,
} from '../../../../common/reviews';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { Textarea } from '../../../components/ui/textarea';
import { toast } from '../../../components/ui/use-toast';
import { reportMutationError } from '../../../lib/mutation-errors';
import { useReplyToReview } from '../api/reviews';

type ReplyValues = z.input<typeof reviewReplyInputSchema>;

/** The shop's public reply, as it stands: edited and saved here, removed by saving it empty. */
export function ReviewReplyForm({ review }: { review: Pick<AdminReview, 'id' | 'reply'> }) {
  const save = useReplyToReview();
  const form = useForm<ReplyValues>({
    resolver: zodResolver(reviewReplyInputSchema),
    defaultValues: { reply: review.reply ?? '' },
  });
  const length = useWatch({ control: form.control, name: 'reply' }).trim().length;
  const onSubmit = form.handleSubmit(({ reply }) =>
    save.mutate(
      { id: review.id, reply },
      {
        onSuccess: (saved) => {
          form.reset({ reply: saved.reply ?? '' });
          toast({ title: 'Reply saved', description: saved.reply ? undefined : 'Reply removed.' });
        },
        onError: (failure) =>
          reportMutationError(failure, { form, fallback: 'The reply could not be saved.' }),
      },
    ),
  );
  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="grid gap-3">
      <FormField
        label="Reply from the shop"
        error={form.formState.errors.reply?.message}
        hint={`${formatCount(length)} / ${formatCount(REVIEW_BODY_MAX)} characters. Shown under the review once it is approved; saved empty, it is removed.`}
      >
        <Textarea rows={3} className="min-h-20" {...form.register('reply')} />
      </FormField>
      <Button type="submit" variant="outline" disabled={save.isPending} className="w-full sm:w-fit">
        {save.isPending ? 'Saving…' : 'Save reply'}
      </Button>
    </form>
  );
}
