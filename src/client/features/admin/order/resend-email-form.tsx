import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import type { AdminOrderDetail } from '../../../../common/admin';
import {
  adminActionMessages,
  resendConfirmationInputSchema,
  type ResendConfirmationInput,
} from '../../../../common/admin-actions';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { toast } from '../../../components/ui/use-toast';
import { reportMutationError } from '../../../lib/mutation-errors';
import { useResendConfirmation } from '../api/resend-confirmation';

/** The request's schema, with an empty box meaning "the address on the order". */
const resendFormSchema = z.object({
  email: z
    .string()
    .trim()
    .transform((email) => email || undefined)
    .pipe(resendConfirmationInputSchema.shape.email),
});

/** Sends the order e-mail again, to the address on the order or a corrected one. */
export function ResendEmailForm({ purchase }: { purchase: AdminOrderDetail }) {
  const resend = useResendConfirmation(purchase.id);
  const form = useForm<z.input<typeof resendFormSchema>, unknown, ResendConfirmationInput>({
    resolver: zodResolver(resendFormSchema),
    defaultValues: { email: '' },
  });

  const onSubmit = form.handleSubmit((values) =>
    resend.mutate(values, {
      onSuccess: () => {
        form.reset({ email: '' });
        toast({
          title: 'Success',
          description: `${adminActionMessages.resent} to ${values.email ?? purchase.customerEmail ?? 'the customer'}`,
        });
      },
      onError: (failure) =>
        reportMutationError(failure, { form, fallback: adminActionMessages.resendFailed }),
    }),
  );

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="grid gap-3">
      <h3 className="font-sans text-base font-semibold">Resend order e-mail</h3>
      <FormField
        label="Send to a corrected address (optional)"
        error={form.formState.errors.email?.message}
        hint={
          purchase.customerEmail
            ? `Leave empty to send to ${purchase.customerEmail}.`
            : 'The order has no e-mail address yet; enter one.'
        }
      >
        <Input
          type="email"
          inputMode="email"
          autoComplete="off"
          placeholder={purchase.customerEmail ?? 'name@example.com'}
          {...form.register('email')}
        />
      </FormField>
      <Button
        type="submit"
        variant="outline"
        disabled={resend.isPending}
        className="w-full sm:w-fit"
      >
        {resend.isPending ? 'Sending...' : 'Resend order e-mail'}
      </Button>
    </form>
  );
}
