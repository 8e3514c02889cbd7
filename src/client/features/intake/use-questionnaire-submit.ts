import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { useLocation } from 'wouter';
import { intakeMessages, type QuestionnaireSubmission } from '../../../common/intake';
import { toast } from '../../components/ui/use-toast';
import { ApiError, messageOf } from '../../lib/api-client';
import { useSubmitQuestionnaire } from './api/submit-questionnaire';
import { responseFieldErrors } from './submit-checks';
import type { DraftHandle } from './use-draft';

interface SubmitOptions<Values extends FieldValues> {
  setError: UseFormSetError<Values>;
  fields: readonly Path<Values>[];
  draft: DraftHandle;
  /** The spec's success message; its "Success!" becomes the toast's title. */
  successMessage: string;
  /** The order's product: /thank-you offers only what goes beyond it. */
  productId: number;
}

function showError(message: string) {
  toast({ title: 'Error', description: message, variant: 'destructive' });
}

/** Sends a questionnaire; on success forgets the draft and goes to /thank-you (SPEC.md 4). */
export function useQuestionnaireSubmit<Values extends FieldValues>(options: SubmitOptions<Values>) {
  const [, navigate] = useLocation();
  const mutation = useSubmitQuestionnaire();

  function submit(submission: QuestionnaireSubmission) {
    mutation.mutate(submission, {
      onSuccess: () => {
        options.draft.clear();
        toast({
          title: 'Success!',
          description: options.successMessage.replace(/^Success! /, ''),
          variant: 'success',
        });
        navigate(`/thank-you?received=answers&product=${options.productId}`);
      },
      onError: (error) => {
        if (error instanceof ApiError) {
          for (const [field, message] of responseFieldErrors(error.fieldErrors, options.fields)) {
            options.setError(field, { message }, { shouldFocus: true });
          }
        }
        showError(messageOf(error, intakeMessages.submitFailed));
      },
    });
  }

  return { submit, showError, isSubmitting: mutation.isPending };
}
