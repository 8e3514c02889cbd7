import { useWatch, type UseFormReturn } from 'react-hook-form';
import { DeliveryDateField } from '../../../components/forms/delivery-date-field';
import { firstNameOf } from '../../../components/forms/gift-delivery';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { Textarea } from '../../../components/ui/textarea';
import { HintedCheckbox } from './hinted-checkbox';
import { cn } from '../../../lib/cn';
import { GIFT_MESSAGE_MAX } from '../../../../common/gifts';
import {
  messageCounterText,
  type CheckoutFormValues,
  type CheckoutSubmission,
} from '../checkout-form-values';

type CheckoutForm = UseFormReturn<CheckoutFormValues, unknown, CheckoutSubmission>;

/** The box at the top of "Your details": ticked, the reading is for someone else. */
export function GiftToggle({ form }: { form: CheckoutForm }) {
  return (
    <HintedCheckbox
      className="rounded-md border border-border bg-surface-raised px-3 py-2.5"
      labelClassName="font-semibold"
      label="This is a gift"
      hint="You pay; they get an e-mail on the day you choose and give their own birth details."
      // The other way's messages would only point at fields no longer shown.
      {...form.register('isGift', { onChange: () => form.clearErrors() })}
    />
  );
}

function MessageHint({ message }: { message: string }) {
  const isTooLong = message.length > GIFT_MESSAGE_MAX;
  return (
    <>
      Optional. Line breaks are kept.{' '}
      <span className={cn('tabular-nums', isTooLong && 'text-warning')}>
        {messageCounterText(message)}
      </span>
    </>
  );
}

/**
 * "The gift": who receives it, the buyer's message and the day it goes out. The recipient's
 * birth is theirs to give when they claim it, so nothing here asks for it.
 */
export function GiftFields({ form }: { form: CheckoutForm }) {
  const errors = form.formState.errors.gift;
  const [message, recipientName, timeZone] = useWatch({
    control: form.control,
    name: ['gift.message', 'gift.recipientName', 'gift.timeZone'],
  });
  return (
    <section aria-labelledby="gift-heading" className="grid gap-5">
      <h2 id="gift-heading" className="text-2xl font-semibold">
        The gift
      </h2>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField label="Recipient's name" error={errors?.recipientName?.message}>
          {/* Off: the browser would offer the buyer's own name and address. */}
          <Input autoComplete="off" {...form.register('gift.recipientName')} />
        </FormField>
        <FormField label="Recipient's e-mail" error={errors?.recipientEmail?.message}>
          <Input
            type="email"
            inputMode="email"
            autoComplete="off"
            {...form.register('gift.recipientEmail')}
          />
        </FormField>
      </div>
      <FormField
        label="Your message"
        hint={<MessageHint message={message ?? ''} />}
        error={errors?.message?.message}
      >
        <Textarea rows={4} {...form.register('gift.message')} />
      </FormField>
      <DeliveryDateField
        timeZone={timeZone}
        // The zone is this browser's own; its message can only sit under the date.
        error={errors?.deliverOn?.message ?? errors?.timeZone?.message}
        {...form.register('gift.deliverOn')}
      />
      <p className="text-sm text-muted">
        {firstNameOf(recipientName ?? '') ?? 'They'} will give their own birth date, time and place
        when they claim it; you will not see them.
      </p>
    </section>
  );
}
