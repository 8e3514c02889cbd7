import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { useLocation } from 'wouter';
import { intakeMessages, type QuestionnaireSubmission } from '../../../common/intake';
import { answersReceivedPath } from '../../../common/routes';
import { toast } from '../../components/ui/use-toast';
import { reportMutationError, showErrorToast } from '../../lib/mutation-errors';
import { useSubmitQuestionnaire } from './api/submit-questionnaire';
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

/** The request nests the answers under `responses`; the form holds them at its top level. */
export const QUESTIONNAIRE_FIELD_PREFIX = 'responses.';

/** Sends a questionnaire; on success forgets the draft and goes to /thank-you (docs/product.md §4). */
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
        navigate(answersReceivedPath(options.productId));
      },
      onError: (error) =>
        reportMutationError(error, {
          form: { setError: options.setError },
          fields: options.fields,
          prefix: QUESTIONNAIRE_FIELD_PREFIX,
          shouldFocus: true,
          fallback: intakeMessages.submitFailed,
        }),
    });
  }

  return { submit, showError: showErrorToast, isSubmitting: mutation.isPending };
}
