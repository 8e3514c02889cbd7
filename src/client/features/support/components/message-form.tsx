import { formatCount } from '../../../../common/format';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import {
  SUPPORT_MESSAGE_MAX_LENGTH,
  supportMessageInputSchema,
  type SupportMessageInput,
} from '../../../../common/support';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { Textarea } from '../../../components/ui/textarea';
import { reportMutationError } from '../../../lib/mutation-errors';

/**
 * The one form of both sides: plain text, its length counted as the server counts it. On Send
 * the box empties at once, the message showing in the thread as it goes (`MessageList`'s
 * `sending`); if the shop refuses it or cannot be reached, the text comes back into the box
 * with the reason, unless something new was typed there meanwhile.
 */
export function MessageForm({
  label,
  submitLabel,
  sending,
}: {
  label: string;
  submitLabel: string;
  /** The side's send mutation. */
  sending: {
    isPending: boolean;
    mutate: (
      values: SupportMessageInput,
      callbacks: { onError: (failure: unknown) => void },
    ) => void;
  };
}) {
  const form = useForm<SupportMessageInput>({
    resolver: zodResolver(supportMessageInputSchema),
    defaultValues: { body: '' },
  });
  const length = useWatch({ control: form.control, name: 'body' }).trim().length;
  const onSubmit = form.handleSubmit((values) => {
    form.reset({ body: '' });
    sending.mutate(values, {
      onError: (failure) => {
        if (form.getValues('body').trim() === '') form.setValue('body', values.body);
        reportMutationError(failure, {
          form,
          fallback: 'Your message was not sent. Please try again.',
        });
      },
    });
  });
  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="grid gap-3">
      <FormField
        label={label}
        error={form.formState.errors.body?.message}
        hint={`${formatCount(length)} / ${formatCount(SUPPORT_MESSAGE_MAX_LENGTH)} characters. Plain text; web addresses become links.`}
      >
        <Textarea rows={5} {...form.register('body')} />
      </FormField>
      <Button type="submit" disabled={sending.isPending} className="w-full sm:w-fit">
        {sending.isPending ? 'Sending…' : submitLabel}
      </Button>
    </form>
  );
}
