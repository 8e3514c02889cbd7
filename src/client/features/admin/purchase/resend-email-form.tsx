import { useState, type FormEvent } from 'react';
import type { AdminPurchaseDetail } from '../../../../common/admin';
import {
  adminActionMessages,
  resendConfirmationInputSchema,
} from '../../../../common/admin-actions';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { toast } from '../../../components/ui/use-toast';
import { ApiError, messageOf } from '../../../lib/api-client';
import { useResendConfirmation } from '../api/resend-confirmation';

/** Sends the order e-mail again, to the address on the order or a corrected one. */
export function ResendEmailForm({ purchase }: { purchase: AdminPurchaseDetail }) {
  const resend = useResendConfirmation(purchase.id);
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string>();

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const parsed = resendConfirmationInputSchema.safeParse(
      email.trim() === '' ? {} : { email: email.trim() },
    );
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    resend.mutate(parsed.data, {
      onSuccess: () => {
        setEmail('');
        toast({
          title: 'Success',
          description: `${adminActionMessages.resent} to ${parsed.data.email ?? purchase.customerEmail ?? 'the customer'}`,
        });
      },
      onError: (failure) => {
        const fieldError = failure instanceof ApiError ? failure.fieldErrors.email : undefined;
        if (fieldError) setError(fieldError);
        toast({
          title: 'Error',
          description: messageOf(failure, adminActionMessages.resendFailed),
          variant: 'destructive',
        });
      },
    });
  }

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-3">
      <h3 className="font-sans text-base font-semibold">Resend order e-mail</h3>
      <FormField
        label="Send to a corrected address (optional)"
        error={error}
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
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          placeholder={purchase.customerEmail ?? 'name@example.com'}
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
