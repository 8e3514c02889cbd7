import { useMutation } from '@tanstack/react-query';
import type { QuestionnaireSubmission, QuestionnaireSubmitted } from '../../../../common/intake';
import { apiRequest } from '../../../lib/api-client';
import { orderTokenHeaders } from '../order-token';

/** Both questionnaires post here (docs/product.md §7); the server checks `responses` for the order's one. */
export function submitQuestionnaire(
  submission: QuestionnaireSubmission,
): Promise<QuestionnaireSubmitted> {
  return apiRequest<QuestionnaireSubmitted>(
    'POST',
    '/api/strategic-alignment',
    submission,
    orderTokenHeaders(submission.purchaseId),
  );
}

export function useSubmitQuestionnaire() {
  return useMutation({ mutationFn: submitQuestionnaire });
}
