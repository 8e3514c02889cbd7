import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CustomerMessageInput } from '../../../../common/customer-message';
import { apiRequest } from '../../../lib/api-client';
import { orderChanged } from '../api/order-changed';

export function sendCustomerMessage(
  purchaseId: string,
  input: CustomerMessageInput,
): Promise<{ emailJobId: string }> {
  return apiRequest('POST', `/api/admin/purchase/${encodeURIComponent(purchaseId)}/message`, input);
}

/** Writes the order's customer; the order's timeline is read again to show it. */
export function useSendCustomerMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ purchaseId, input }: { purchaseId: string; input: CustomerMessageInput }) =>
      sendCustomerMessage(purchaseId, input),
    onSuccess: (_result, { purchaseId }) => orderChanged(queryClient, purchaseId),
  });
}
