import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminCustomerDetail } from '../../../../common/admin';
import { apiRequest } from '../../../lib/api-client';
import { adminQueryKeys } from './admin-query-keys';

export function getAdminCustomer(userId: string): Promise<AdminCustomerDetail> {
  return apiRequest<AdminCustomerDetail>('GET', `/api/admin/client/${encodeURIComponent(userId)}`);
}

export function adminCustomerQueryOptions(userId: string) {
  return queryOptions({
    queryKey: adminQueryKeys.customerDetail(userId),
    queryFn: () => getAdminCustomer(userId),
  });
}

export function useAdminCustomer(userId: string) {
  return useQuery(adminCustomerQueryOptions(userId));
}
