import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RefundInput, UpgradeRefundReply } from '../../../../common/admin-actions';
import { apiRequest } from '../../../lib/api-client';
import { orderChanged } from './order-changed';

/** Refunds the order's latest upgrade on its own: the order becomes what it was before (decision 358). */
export function refundUpgrade(purchaseId: string, input: RefundInput): Promise<UpgradeRefundReply> {
  return apiRequest<UpgradeRefundReply>(
    'POST',
    `/api/admin/purchase/${encodeURIComponent(purchaseId)}/refund-upgrade`,
    input,
  );
}

export function useRefundUpgrade(purchaseId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: RefundInput) => refundUpgrade(purchaseId, input),
    onSuccess: () => orderChanged(queryClient, purchaseId),
  });
}
