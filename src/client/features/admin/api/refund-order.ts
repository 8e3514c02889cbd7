import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RefundInput, RefundReply } from '../../../../common/admin-actions';
import { apiRequest } from '../../../lib/api-client';
import { orderChanged } from './order-changed';

export function refundOrder(purchaseId: string, input: RefundInput): Promise<RefundReply> {
  return apiRequest<RefundReply>(
    'POST',
    `/api/admin/purchase/${encodeURIComponent(purchaseId)}/refund`,
    input,
  );
}

export function useRefundOrder(purchaseId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: RefundInput) => refundOrder(purchaseId, input),
    onSuccess: () => orderChanged(queryClient, purchaseId),
  });
}
