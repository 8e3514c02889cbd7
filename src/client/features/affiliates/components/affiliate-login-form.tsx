import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import {
  affiliateLoginInputSchema,
  affiliateMessages,
  loginFailureText,
  type AffiliateLoginInput,
} from '../../../../common/affiliate';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { toast } from '../../../components/ui/use-toast';
import { ApiError } from '../../../lib/api-client';
import { useLoginAffiliate } from '../api/login-affiliate';
import { AffiliateEmailField, FormFailure, SignInSubmitButton } from './form-parts';

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
      <AffiliateEmailField registration={form.register('email')} error={errors.email?.message} />
      <FormField label="Password" error={errors.password?.message}>
        <Input type="password" autoComplete="current-password" {...form.register('password')} />
      </FormField>
      {failure ? <FormFailure>{failure}</FormFailure> : null}
      <SignInSubmitButton
        isPending={mutation.isPending}
        label="Log In"
        pendingLabel="Logging in..."
      />
    </form>
  );
}
