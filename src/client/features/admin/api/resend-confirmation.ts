import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ResendConfirmationInput, AdminActionReply } from '../../../../common/admin-actions';
import { apiRequest } from '../../../lib/api-client';
import { orderChanged } from './order-changed';

export function resendConfirmation(
  purchaseId: string,
  input: ResendConfirmationInput,
): Promise<AdminActionReply> {
  return apiRequest<AdminActionReply>(
    'POST',
    `/api/admin/purchase/${encodeURIComponent(purchaseId)}/resend-confirmation`,
    input,
  );
}

export function useResendConfirmation(purchaseId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ResendConfirmationInput) => resendConfirmation(purchaseId, input),
    onSuccess: () => orderChanged(queryClient, purchaseId),
  });
}
