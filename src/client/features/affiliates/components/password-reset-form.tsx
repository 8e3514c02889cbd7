import { zodResolver } from '@hookform/resolvers/zod';
import { LoaderCircle } from 'lucide-react';
import { useForm } from 'react-hook-form';
import {
  affiliateMessages,
  affiliatePasswordResetInputSchema,
  type AffiliatePasswordResetInput,
} from '../../../../common/affiliate';
import { Button } from '../../../components/ui/button';
import { messageOf } from '../../../lib/api-client';
import { useRequestPasswordReset } from '../api/request-password-reset';
import { AffiliateEmailField } from './form-parts';

/** "Forgot your password?": one e-mail field; the reply never says whether it is an affiliate's. */
export function PasswordResetForm({ onBack }: { onBack: () => void }) {
  const mutation = useRequestPasswordReset();
  const form = useForm<AffiliatePasswordResetInput>({
    resolver: zodResolver(affiliatePasswordResetInputSchema),
    defaultValues: { email: '' },
  });
  const onSubmit = form.handleSubmit((values) => mutation.mutate(values));

  if (mutation.isSuccess) {
    return (
      <div className="grid gap-4">
        <p role="status" className="rounded-md border border-gold/40 bg-gold/10 px-3 py-2 text-sm">
          {mutation.data.message || affiliateMessages.resetRequested} The link works for one hour.
        </p>
        <Button type="button" variant="outline" onClick={onBack}>
          Back to sign-in
        </Button>
      </div>
    );
  }
  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4">
      <AffiliateEmailField
        registration={form.register('email')}
        error={form.formState.errors.email?.message}
      />
      {mutation.error ? (
        <p role="alert" className="text-sm text-red-300">
          {messageOf(mutation.error, 'Something went wrong. Please try again.')}
        </p>
      ) : null}
      <Button type="submit" disabled={mutation.isPending} className="w-full">
        {mutation.isPending ? <LoaderCircle className="animate-spin" aria-hidden /> : null}
        Send reset link
      </Button>
      <button
        type="button"
        onClick={onBack}
        className="justify-self-start rounded-sm text-sm text-gold-bright underline-offset-4 hover:underline"
      >
        Back to sign-in
      </button>
    </form>
  );
}
