import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminAffiliateDetail } from '../../../../common/admin-affiliates';
import { apiRequest } from '../../../lib/api-client';
import { adminQueryKeys } from './admin-query-keys';

export function adminAffiliateQueryOptions(affiliateId: string) {
  return queryOptions({
    queryKey: adminQueryKeys.affiliate(affiliateId),
    queryFn: () =>
      apiRequest<AdminAffiliateDetail>(
        'GET',
        `/api/admin/affiliates/${encodeURIComponent(affiliateId)}`,
      ),
  });
}

export function useAdminAffiliate(affiliateId: string) {
  return useQuery(adminAffiliateQueryOptions(affiliateId));
}
