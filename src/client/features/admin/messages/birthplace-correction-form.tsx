import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import {
  freeSignupBirthplaceInputSchema,
  freeSignupMessages,
  type FreeSignupBirthplaceInput,
} from '../../../../common/free-signup-correction';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { toast } from '../../../components/ui/use-toast';
import { reportMutationError } from '../../../lib/mutation-errors';
import { useCorrectBirthplace } from './correct-birthplace';

/** A free sign-up's birthplace put right, and its summary sent again for the corrected town. */
export function BirthplaceCorrectionForm({
  signupId,
  birthLocation,
}: {
  signupId: string;
  birthLocation: string;
}) {
  const correct = useCorrectBirthplace(signupId);
  const headingId = useId();
  const form = useForm<FreeSignupBirthplaceInput>({
    resolver: zodResolver(freeSignupBirthplaceInputSchema),
    defaultValues: { birthLocation },
  });
  const onSubmit = form.handleSubmit((values) =>
    correct.mutate(values, {
      onSuccess: (corrected) => {
        form.reset({ birthLocation: corrected.birthLocation });
        toast({ title: 'Summary sent again', description: freeSignupMessages.resent });
      },
      onError: (failure) =>
        reportMutationError(failure, { form, fallback: 'The birthplace could not be corrected.' }),
    }),
  );
  return (
    <form
      noValidate
      aria-labelledby={headingId}
      onSubmit={(event) => void onSubmit(event)}
      className="mt-3 grid gap-2 sm:grid-cols-[1fr_auto] sm:items-end"
    >
      <h3 id={headingId} className="sr-only">
        Correct the birthplace
      </h3>
      <FormField label="Corrected birthplace" error={form.formState.errors.birthLocation?.message}>
        <Input autoComplete="off" {...form.register('birthLocation')} />
      </FormField>
      <Button type="submit" variant="outline" disabled={correct.isPending} className="sm:mb-0.5">
        {correct.isPending ? 'Sending...' : 'Correct and resend summary'}
      </Button>
    </form>
  );
}
