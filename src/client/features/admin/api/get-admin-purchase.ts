import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminPurchaseDetail } from '../../../../common/admin';
import { apiRequest } from '../../../lib/api-client';
import { adminQueryKeys } from './admin-query-keys';

export function getAdminPurchase(purchaseId: string): Promise<AdminPurchaseDetail> {
  return apiRequest<AdminPurchaseDetail>('GET', `/api/purchase/${encodeURIComponent(purchaseId)}`);
}

export function adminPurchaseQueryOptions(purchaseId: string) {
  return queryOptions({
    queryKey: adminQueryKeys.purchase(purchaseId),
    queryFn: () => getAdminPurchase(purchaseId),
  });
}

export function useAdminPurchase(purchaseId: string) {
  return useQuery(adminPurchaseQueryOptions(purchaseId));
}
