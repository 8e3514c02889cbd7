import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminClientDetail } from '../../../../common/admin';
import { apiRequest } from '../../../lib/api-client';
import { adminQueryKeys } from './admin-query-keys';

export function getAdminClient(userId: string): Promise<AdminClientDetail> {
  return apiRequest<AdminClientDetail>('GET', `/api/admin/client/${encodeURIComponent(userId)}`);
}

export function adminClientQueryOptions(userId: string) {
  return queryOptions({
    queryKey: adminQueryKeys.client(userId),
    queryFn: () => getAdminClient(userId),
  });
}

export function useAdminClient(userId: string) {
  return useQuery(adminClientQueryOptions(userId));
}
