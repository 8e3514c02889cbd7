import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminActionReply } from '../../../../common/admin-actions';
import { apiRequest } from '../../../lib/api-client';
import { orderChanged } from './order-changed';

/** `DELETE /api/admin/purchase/:id/uploads/:uploadId`: clears a file that was never submitted. */
export function clearUpload(purchaseId: string, uploadId: string): Promise<AdminActionReply> {
  return apiRequest<AdminActionReply>(
    'DELETE',
    `/api/admin/purchase/${encodeURIComponent(purchaseId)}/uploads/${encodeURIComponent(uploadId)}`,
  );
}

export function useClearUpload(purchaseId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (uploadId: string) => clearUpload(purchaseId, uploadId),
    onSuccess: () => orderChanged(queryClient, purchaseId),
  });
}
