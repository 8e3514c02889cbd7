import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminActionReply, AdminOrderFile } from '../../../../common/admin-actions';
import { apiRequest } from '../../../lib/api-client';
import { adminQueryKeys } from './admin-query-keys';
import { orderChanged } from './order-changed';

const filesPath = (purchaseId: string) =>
  `/api/admin/purchase/${encodeURIComponent(purchaseId)}/files`;

/** `GET /api/admin/purchase/:id/files`: the report files attached to an order. */
export function orderFilesQueryOptions(purchaseId: string) {
  return queryOptions({
    queryKey: [...adminQueryKeys.order(purchaseId), 'files'] as const,
    queryFn: () => apiRequest<AdminOrderFile[]>('GET', filesPath(purchaseId)),
  });
}

export function useOrderFiles(purchaseId: string) {
  return useQuery(orderFilesQueryOptions(purchaseId));
}

/** `POST .../reissue-links`: a new delivery e-mail with fresh download links. */
export function useReissueLinks(purchaseId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiRequest<AdminActionReply>(
        'POST',
        `/api/admin/purchase/${encodeURIComponent(purchaseId)}/reissue-links`,
        {},
      ),
    onSuccess: () => orderChanged(queryClient, purchaseId),
  });
}

/** `DELETE .../files/:fileId`: removes a file that was attached but not delivered. */
export function useRemoveOrderFile(purchaseId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (fileId: string) =>
      apiRequest<void>('DELETE', `${filesPath(purchaseId)}/${encodeURIComponent(fileId)}`),
    onSuccess: () => orderChanged(queryClient, purchaseId),
  });
}
