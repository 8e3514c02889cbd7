import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useLocation } from 'wouter';
import { z } from 'zod';
import {
  affiliateMessages,
  affiliateSetPasswordInputSchema,
  AFFILIATE_PASSWORD_MIN_LENGTH,
} from '../../../../common/affiliate';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { toast } from '../../../components/ui/use-toast';
import { messageOf } from '../../../lib/api-client';
import { useSetAffiliatePassword } from '../api/set-affiliate-password';
import { FormFailure, SignInSubmitButton } from './form-parts';

/** The request's password rule, plus a confirmation typed twice (the form's own concern). */
const setPasswordFormSchema = affiliateSetPasswordInputSchema
  .pick({ password: true })
  .extend({ confirmation: z.string() })
  .refine((values) => values.password === values.confirmation, {
    path: ['confirmation'],
    message: affiliateMessages.passwordsDiffer,
  });
type SetPasswordFormValues = z.infer<typeof setPasswordFormSchema>;

/** New password twice; on success the affiliate is signed in and taken to their dashboard. */
export function SetPasswordForm({ token }: { token: string }) {
  const [, navigate] = useLocation();
  const mutation = useSetAffiliatePassword();
  const form = useForm<SetPasswordFormValues>({
    resolver: zodResolver(setPasswordFormSchema),
    defaultValues: { password: '', confirmation: '' },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(({ password }) => {
    mutation.mutate(
      { token, password },
      {
        onSuccess: (status) => {
          toast({
            title: affiliateMessages.loggedIn,
            description: status.affiliate ? `Welcome, ${status.affiliate.name}.` : undefined,
            variant: 'success',
          });
          navigate('/affiliate');
        },
      },
    );
  });

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4">
      <FormField
        label="New password"
        error={errors.password?.message}
        hint={`At least ${AFFILIATE_PASSWORD_MIN_LENGTH} characters. A short sentence is easy to remember.`}
      >
        <Input
          type="password"
          autoComplete="new-password"
          autoFocus
          {...form.register('password')}
        />
      </FormField>
      <FormField label="Repeat the password" error={errors.confirmation?.message}>
        <Input type="password" autoComplete="new-password" {...form.register('confirmation')} />
      </FormField>
      {mutation.error ? (
        <FormFailure>{messageOf(mutation.error, affiliateMessages.linkExpired)}</FormFailure>
      ) : null}
      <SignInSubmitButton
        isPending={mutation.isPending}
        label="Set password and sign in"
        pendingLabel="Saving..."
      />
    </form>
  );
}
