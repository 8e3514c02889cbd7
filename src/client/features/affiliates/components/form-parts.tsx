import { LoaderCircle } from 'lucide-react';
import type { ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { useEarlySubmit } from '../../../lib/early-choices';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';

/** The affiliate's e-mail, the sign-in name the browser offers to fill in; focused on opening. */
export function AffiliateEmailField({
  registration,
  error,
}: {
  registration: UseFormRegisterReturn;
  error?: string;
}) {
  return (
    <FormField label="E-mail" error={error}>
      <Input type="email" autoComplete="username" inputMode="email" autoFocus {...registration} />
    </FormField>
  );
}

/** Why the server refused the form, in a box above its button. */
export function FormFailure({ children }: { children: ReactNode }) {
  return (
    <p
      role="alert"
      className="rounded-md border border-destructive/60 bg-destructive/15 px-3 py-2 text-sm text-red-200"
    >
      {children}
    </p>
  );
}

/**
 * A sign-in form's button: disabled, with a spinner and its own words, while it is sent. A tap
 * before the form is live sends it once it is (`useEarlySubmit`).
 */
export function SignInSubmitButton({
  isPending,
  label,
  pendingLabel,
}: {
  isPending: boolean;
  label: string;
  pendingLabel: string;
}) {
  const earlySubmit = useEarlySubmit();
  return (
    <Button {...earlySubmit} disabled={isPending} className="mt-1 w-full">
      {isPending ? (
        <>
          <LoaderCircle className="animate-spin" aria-hidden />
          {pendingLabel}
        </>
      ) : (
        label
      )}
    </Button>
  );
}
