import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import {
  CUSTOMER_MESSAGE_BODY_LIMIT,
  customerMessageInputSchema,
  customerMessageMessages,
  type CustomerMessageInput,
} from '../../../../common/customer-message';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { NativeSelect } from '../../../components/ui/native-select';
import { Textarea } from '../../../components/ui/textarea';
import { toast } from '../../../components/ui/use-toast';
import { reportMutationError } from '../../../lib/mutation-errors';
import { useSendCustomerMessage } from './send-customer-message';

interface MessageOrder {
  id: string;
  label: string;
}

interface CustomerMessageFormProps {
  /** The orders the message may be about; one means no choice is offered. */
  orders: MessageOrder[];
  /** Whom it goes to, said above the form. */
  recipient: string | null;
  /** False inside a section that already says "Write to the customer". */
  hasHeading?: boolean;
}

const messageFormSchema = customerMessageInputSchema.extend({
  purchaseId: z.uuid({ error: 'Choose the order the message is about.' }),
});
type FormValues = CustomerMessageInput & { purchaseId: string };

/** A plain-text e-mail to the customer, sent through the outbox and kept on the order's timeline. */
export function CustomerMessageForm({
  orders,
  recipient,
  hasHeading = true,
}: CustomerMessageFormProps) {
  const send = useSendCustomerMessage();
  const form = useForm<FormValues>({
    resolver: zodResolver(messageFormSchema),
    defaultValues: { subject: '', body: '', purchaseId: orders[0]?.id ?? '' },
  });
  const bodyLength = useWatch({ control: form.control, name: 'body' }).length;
  const onSubmit = form.handleSubmit(({ purchaseId, ...input }) =>
    send.mutate(
      { purchaseId, input },
      {
        onSuccess: () => {
          form.reset({ subject: '', body: '', purchaseId });
          toast({ title: 'Message sent', description: customerMessageMessages.sent });
        },
        onError: (failure) =>
          reportMutationError(failure, { form, fallback: 'The message could not be sent.' }),
      },
    ),
  );
  if (orders.length === 0) return null;
  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="grid gap-3">
      {hasHeading ? (
        <h3 className="font-sans text-base font-semibold">Write to the customer</h3>
      ) : null}
      <p className="text-sm text-muted">
        {recipient ? `Sent to ${recipient}` : 'Sent to the address on the order'}, as plain text
        with the order’s reference and link; it shows on the order’s timeline.
      </p>
      {orders.length > 1 ? (
        <FormField label="About order" error={form.formState.errors.purchaseId?.message}>
          <NativeSelect {...form.register('purchaseId')}>
            {orders.map((order) => (
              <option key={order.id} value={order.id}>
                {order.label}
              </option>
            ))}
          </NativeSelect>
        </FormField>
      ) : null}
      <FormField label="Subject" error={form.formState.errors.subject?.message}>
        <Input autoComplete="off" {...form.register('subject')} />
      </FormField>
      <FormField
        label="Message"
        error={form.formState.errors.body?.message}
        hint={`${bodyLength} of ${CUSTOMER_MESSAGE_BODY_LIMIT} characters`}
      >
        <Textarea rows={6} {...form.register('body')} />
      </FormField>
      <Button type="submit" variant="outline" disabled={send.isPending} className="w-full sm:w-fit">
        {send.isPending ? 'Sending...' : 'Send message'}
      </Button>
    </form>
  );
}
