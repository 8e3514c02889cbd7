import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AssignReaderInput, QueueReader } from '../../../../../common/reading-queue';
import { apiRequest } from '../../../../lib/api-client';
import { adminQueryKeys } from '../../api/admin-query-keys';
import { orderChanged } from '../../api/order-changed';

export function assignReader(
  purchaseId: string,
  input: AssignReaderInput,
): Promise<{ reader: QueueReader | null }> {
  return apiRequest('PUT', `/api/admin/purchase/${encodeURIComponent(purchaseId)}/reader`, input);
}

/** Gives the order to a reader; the queue, its counts and the order page are read again. */
export function useAssignReader(purchaseId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AssignReaderInput) => assignReader(purchaseId, input),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: adminQueryKeys.readings }),
        orderChanged(queryClient, purchaseId),
      ]);
    },
  });
}
