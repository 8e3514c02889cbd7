import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RefundInput, RefundReply } from '../../../../common/admin-actions';
import { apiRequest } from '../../../lib/api-client';
import { purchaseChanged } from './purchase-changed';

export function refundPurchase(purchaseId: string, input: RefundInput): Promise<RefundReply> {
  return apiRequest<RefundReply>(
    'POST',
    `/api/admin/purchase/${encodeURIComponent(purchaseId)}/refund`,
    input,
  );
}

export function useRefundPurchase(purchaseId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: RefundInput) => refundPurchase(purchaseId, input),
    onSuccess: () => purchaseChanged(queryClient, purchaseId),
  });
}
