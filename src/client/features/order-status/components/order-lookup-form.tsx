import { useEffect, useRef } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import {
  orderLookupBlankMessages,
  orderLookupInputSchema,
  type OrderLookupInput,
  type OrderLookupValues,
} from '../../../../common/order-status';
import { CodeInput } from '../../../components/ui/code-input';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { SubmitButton } from '../../../components/ui/submit-button';
import { useEarlyMessagesUntilChecked } from '../../../lib/early-choices';

interface OrderLookupFormProps {
  initialReference: string;
  isSubmitting: boolean;
  /** The server's refusal (one message for every wrong combination), shown above the button. */
  refusal: string | null;
  onSubmit: (values: OrderLookupValues) => void;
}

/** The order reference from the confirmation e-mail plus the e-mail address it went to. */
export function OrderLookupForm({
  initialReference,
  isSubmitting,
  refusal,
  onSubmit,
}: OrderLookupFormProps) {
  const form = useForm<OrderLookupInput, unknown, OrderLookupValues>({
    resolver: zodResolver(orderLookupInputSchema),
    defaultValues: { reference: initialReference, email: '' },
  });
  // A prerendered /order is hydrated before it reads its query: the reference of a mail's
  // "Track your order" link (`?reference=`) arrives the render after, and fills the field unless
  // the visitor has typed in it.
  useEffect(() => {
    if (initialReference && !form.getFieldState('reference').isDirty) {
      form.resetField('reference', { defaultValue: initialReference });
    }
  }, [initialReference, form]);
  const { errors, submitCount } = form.formState;
  // A submit tapped before the page was live showed each blank field's message at once; the
  // form's own messages take over once it has checked itself.
  const formRef = useRef<HTMLFormElement>(null);
  useEarlyMessagesUntilChecked(formRef, submitCount);
  return (
    <form ref={formRef} noValidate onSubmit={form.handleSubmit(onSubmit)} className="grid gap-5">
      <FormField
        label="Order reference"
        error={errors.reference?.message}
        emptyMessage={orderLookupBlankMessages.reference}
        hint="8 characters, in your confirmation e-mail, e.g. 91A2B3C4"
      >
        <CodeInput className="tracking-wider" {...form.register('reference')} />
      </FormField>
      <FormField
        label="E-mail address"
        error={errors.email?.message}
        emptyMessage={orderLookupBlankMessages.email}
        hint="The address you paid with"
      >
        <Input type="email" autoComplete="email" inputMode="email" {...form.register('email')} />
      </FormField>
      {refusal ? (
        <p
          role="alert"
          className="rounded-md border border-red-400/40 bg-red-500/10 px-3 py-2 text-sm text-red-200"
        >
          {refusal}
        </p>
      ) : null}
      <SubmitButton
        label="Show my order"
        pendingLabel="Looking up..."
        isSubmitting={isSubmitting}
      />
    </form>
  );
}
