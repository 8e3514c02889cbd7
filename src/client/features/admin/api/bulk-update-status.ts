import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BulkStatusInput, BulkStatusReply } from '../../../../common/admin-actions';
import { apiRequest } from '../../../lib/api-client';
import { adminQueryKeys } from './admin-query-keys';

export function bulkUpdateStatus(input: BulkStatusInput): Promise<BulkStatusReply> {
  return apiRequest<BulkStatusReply>('POST', '/api/admin/purchases/bulk-status', input);
}

/** Sets one processing status on many orders; lists, counters and open orders refresh. */
export function useBulkUpdateStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: bulkUpdateStatus,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminQueryKeys.all }),
  });
}
