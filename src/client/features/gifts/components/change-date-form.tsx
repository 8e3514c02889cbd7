import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { formatCalendarDay, viewerZone } from '../../../../common/format';
import { DeliveryDateField } from '../../../components/forms/delivery-date-field';
import { SubmitButton } from '../../../components/ui/submit-button';
import { toast } from '../../../components/ui/use-toast';
import { reportMutationError, SOMETHING_WENT_WRONG } from '../../../lib/mutation-errors';
import { useChangeGift } from '../api/change-gift';
import { dateChangeOf, giftDateFormSchema, type GiftDateFormValues } from '../gift-changes';

/** Another day for a gift not sent yet, within the checkout's limits, in the buyer's zone now. */
export function ChangeDateForm({ token, deliverOn }: { token: string; deliverOn: string }) {
  const change = useChangeGift(token);
  const [timeZone] = useState(viewerZone);
  const form = useForm<GiftDateFormValues>({
    resolver: zodResolver(giftDateFormSchema),
    defaultValues: { deliverOn, timeZone },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((values) =>
    change.mutate(dateChangeOf(token, values), {
      onSuccess: (gift) => {
        form.reset({ deliverOn: gift.deliverOn, timeZone });
        toast({
          title: 'Delivery date changed',
          description: `The gift e-mail now goes out on ${formatCalendarDay(gift.deliverOn, 'long')}.`,
          variant: 'success',
        });
      },
      onError: (error) =>
        reportMutationError(error, { form, fallback: SOMETHING_WENT_WRONG, shouldFocus: true }),
    }),
  );

  return (
    <section aria-labelledby="gift-date-heading" className="border-t border-border pt-6">
      <h2 id="gift-date-heading" className="text-xl font-semibold">
        Change the delivery date
      </h2>
      <form noValidate onSubmit={onSubmit} className="mt-4 grid gap-4">
        <DeliveryDateField
          timeZone={timeZone}
          error={errors.deliverOn?.message ?? errors.timeZone?.message}
          {...form.register('deliverOn')}
        />
        <SubmitButton
          label="Save the new date"
          pendingLabel="Saving..."
          isSubmitting={change.isPending}
        />
      </form>
    </section>
  );
}
