import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminStats } from '../../../../common/admin';
import { apiRequest } from '../../../lib/api-client';
import { adminQueryKeys } from './admin-query-keys';

export function getAdminStats(): Promise<AdminStats> {
  return apiRequest<AdminStats>('GET', '/api/admin/stats');
}

export const adminStatsQueryOptions = queryOptions({
  queryKey: adminQueryKeys.stats,
  queryFn: getAdminStats,
});

export function useAdminStats() {
  return useQuery(adminStatsQueryOptions);
}
