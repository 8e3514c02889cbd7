import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminOrderDetail, UpdateOrderInput } from '../../../../common/admin';
import { apiRequest } from '../../../lib/api-client';
import { orderChanged } from './order-changed';

export function updateOrder(
  purchaseId: string,
  input: UpdateOrderInput,
): Promise<AdminOrderDetail> {
  return apiRequest<AdminOrderDetail>(
    'PATCH',
    `/api/admin/purchase/${encodeURIComponent(purchaseId)}`,
    input,
  );
}

/** Processing status and notes (docs/product.md §7); the caller says how it went. */
export function useUpdateOrder(purchaseId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateOrderInput) => updateOrder(purchaseId, input),
    onSuccess: (purchase) => orderChanged(queryClient, purchase.id, purchase),
  });
}
