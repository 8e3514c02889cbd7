import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminPurchaseDetail, UpdatePurchaseInput } from '../../../../common/admin';
import { apiRequest } from '../../../lib/api-client';
import { purchaseChanged } from './purchase-changed';

export function updatePurchase(
  purchaseId: string,
  input: UpdatePurchaseInput,
): Promise<AdminPurchaseDetail> {
  return apiRequest<AdminPurchaseDetail>(
    'PATCH',
    `/api/admin/purchase/${encodeURIComponent(purchaseId)}`,
    input,
  );
}

/** Processing status and notes (docs/product.md §7); the caller says how it went. */
export function useUpdatePurchase(purchaseId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdatePurchaseInput) => updatePurchase(purchaseId, input),
    onSuccess: (purchase) => purchaseChanged(queryClient, purchase.id, purchase),
  });
}
