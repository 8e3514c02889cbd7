import { zodResolver } from '@hookform/resolvers/zod';
import { LoaderCircle } from 'lucide-react';
import { useForm } from 'react-hook-form';
import {
  affiliateLoginInputSchema,
  affiliateMessages,
  loginFailureText,
  type AffiliateLoginInput,
} from '../../../../common/affiliate';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { toast } from '../../../components/ui/use-toast';
import { ApiError } from '../../../lib/api-client';
import { useLoginAffiliate } from '../api/login-affiliate';

/** E-mail and masked password; a refusal is shown in the dialog, success as a toast. */
export function AffiliateLoginForm({ onSignedIn }: { onSignedIn: () => void }) {
  const mutation = useLoginAffiliate();
  const form = useForm<AffiliateLoginInput>({
    resolver: zodResolver(affiliateLoginInputSchema),
    defaultValues: { email: '', password: '' },
  });
  const { errors } = form.formState;
  const failure = mutation.error
    ? loginFailureText(
        mutation.error instanceof ApiError ? mutation.error.serverMessage : undefined,
      )
    : null;

  const onSubmit = form.handleSubmit((values) => {
    mutation.mutate(values, {
      onSuccess: (status) => {
        onSignedIn();
        toast({
          title: affiliateMessages.loggedIn,
          description: status.affiliate
            ? `Welcome, ${status.affiliate.name}. Your referral code is ${status.affiliate.referralCode}.`
            : undefined,
          variant: 'success',
        });
      },
      onError: () => {
        // Ready for another try: the refused password cleared and its field focused.
        form.setValue('password', '');
        requestAnimationFrame(() => form.setFocus('password'));
      },
    });
  });

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4">
      <FormField label="E-mail" error={errors.email?.message}>
        <Input
          type="email"
          autoComplete="username"
          inputMode="email"
          autoFocus
          {...form.register('email')}
        />
      </FormField>
      <FormField label="Password" error={errors.password?.message}>
        <Input type="password" autoComplete="current-password" {...form.register('password')} />
      </FormField>
      {failure ? (
        <p
          role="alert"
          className="rounded-md border border-destructive/60 bg-destructive/15 px-3 py-2 text-sm text-red-200"
        >
          {failure}
        </p>
      ) : null}
      <Button type="submit" disabled={mutation.isPending} className="mt-1 w-full">
        {mutation.isPending ? (
          <>
            <LoaderCircle className="animate-spin" aria-hidden />
            Logging in...
          </>
        ) : (
          'Log In'
        )}
      </Button>
    </form>
  );
}
