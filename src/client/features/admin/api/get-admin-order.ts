import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminOrderDetail } from '../../../../common/admin';
import { apiRequest } from '../../../lib/api-client';
import { adminQueryKeys } from './admin-query-keys';

export function getAdminOrder(purchaseId: string): Promise<AdminOrderDetail> {
  return apiRequest<AdminOrderDetail>('GET', `/api/purchase/${encodeURIComponent(purchaseId)}`);
}

export function adminOrderQueryOptions(purchaseId: string) {
  return queryOptions({
    queryKey: adminQueryKeys.order(purchaseId),
    queryFn: () => getAdminOrder(purchaseId),
  });
}

export function useAdminOrder(purchaseId: string) {
  return useQuery(adminOrderQueryOptions(purchaseId));
}
