import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminPurchaseDetail } from '../../../../common/admin';
import type { ResendConfirmationInput } from '../../../../common/admin-actions';
import { apiRequest } from '../../../lib/api-client';
import { purchaseChanged } from './purchase-changed';

export function resendConfirmation(
  purchaseId: string,
  input: ResendConfirmationInput,
): Promise<AdminPurchaseDetail> {
  return apiRequest<AdminPurchaseDetail>(
    'POST',
    `/api/admin/purchase/${encodeURIComponent(purchaseId)}/resend-confirmation`,
    input,
  );
}

export function useResendConfirmation(purchaseId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ResendConfirmationInput) => resendConfirmation(purchaseId, input),
    onSuccess: (purchase) => purchaseChanged(queryClient, purchase),
  });
}
