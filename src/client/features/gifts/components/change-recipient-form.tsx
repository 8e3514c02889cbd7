import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { GiftBuyerView } from '../../../../common/gifts';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { SubmitButton } from '../../../components/ui/submit-button';
import { toast } from '../../../components/ui/use-toast';
import { reportMutationError, SOMETHING_WENT_WRONG } from '../../../lib/mutation-errors';
import { useChangeGift } from '../api/change-gift';
import {
  giftRecipientFormSchema,
  nothingToChange,
  recipientChangeOf,
  type GiftRecipientFormValues,
} from '../gift-changes';

type Recipient = Pick<GiftBuyerView, 'recipientName' | 'recipientEmail'>;

/** Corrects the recipient's name or e-mail; only what differs is sent. */
export function ChangeRecipientForm({ token, gift }: { token: string; gift: Recipient }) {
  const change = useChangeGift(token);
  const form = useForm<GiftRecipientFormValues>({
    resolver: zodResolver(giftRecipientFormSchema),
    defaultValues: { recipientName: gift.recipientName, recipientEmail: gift.recipientEmail },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((values) => {
    const request = recipientChangeOf(token, gift, values);
    if (!request) {
      form.setError('recipientEmail', { message: nothingToChange }, { shouldFocus: true });
      return;
    }
    change.mutate(request, {
      onSuccess: (changed) => {
        form.reset({
          recipientName: changed.recipientName,
          recipientEmail: changed.recipientEmail,
        });
        toast({
          title: 'Recipient updated',
          description: `The gift is now for ${changed.recipientName} at ${changed.recipientEmail}.`,
          variant: 'success',
        });
      },
      onError: (error) =>
        reportMutationError(error, { form, fallback: SOMETHING_WENT_WRONG, shouldFocus: true }),
    });
  });

  return (
    <section aria-labelledby="gift-recipient-heading" className="border-t border-border pt-6">
      <h2 id="gift-recipient-heading" className="text-xl font-semibold">
        Correct the recipient
      </h2>
      <p id="gift-recipient-note" className="mt-2 text-sm leading-relaxed text-muted">
        A new e-mail address gets the gift e-mail in place of the old one (at once, if the gift has
        already been sent). Once it is sent, the links in earlier gift e-mails stop working.
      </p>
      <form
        noValidate
        onSubmit={onSubmit}
        aria-describedby="gift-recipient-note"
        className="mt-4 grid gap-4"
      >
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField label="Recipient's name" error={errors.recipientName?.message}>
            <Input autoComplete="off" {...form.register('recipientName')} />
          </FormField>
          <FormField label="Recipient's e-mail" error={errors.recipientEmail?.message}>
            <Input
              type="email"
              inputMode="email"
              autoComplete="off"
              {...form.register('recipientEmail')}
            />
          </FormField>
        </div>
        <SubmitButton
          label="Save the recipient"
          pendingLabel="Saving..."
          isSubmitting={change.isPending}
        />
      </form>
    </section>
  );
}
