import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminPurchaseDetail } from '../../../../common/admin';
import type { RefundInput } from '../../../../common/admin-actions';
import { apiRequest } from '../../../lib/api-client';
import { purchaseChanged } from './purchase-changed';

export function refundPurchase(
  purchaseId: string,
  input: RefundInput,
): Promise<AdminPurchaseDetail> {
  return apiRequest<AdminPurchaseDetail>(
    'POST',
    `/api/admin/purchase/${encodeURIComponent(purchaseId)}/refund`,
    input,
  );
}

export function useRefundPurchase(purchaseId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: RefundInput) => refundPurchase(purchaseId, input),
    onSuccess: (purchase) => purchaseChanged(queryClient, purchase),
  });
}
