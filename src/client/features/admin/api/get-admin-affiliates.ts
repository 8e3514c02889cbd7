import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { AdminPage } from '../../../../common/admin';
import type { AdminAffiliate } from '../../../../common/admin-affiliates';
import { apiRequest } from '../../../lib/api-client';
import { activeSearch } from '../dashboard/dashboard-view';
import { adminQueryKeys } from './admin-query-keys';

export function affiliateListUrl(query: string, cursor?: string | null, limit?: number): string {
  const params = new URLSearchParams();
  const search = activeSearch(query);
  if (search) params.set('query', search);
  if (cursor) params.set('cursor', cursor);
  if (limit) params.set('limit', String(limit));
  const text = params.toString();
  return text ? `/api/admin/affiliates?${text}` : '/api/admin/affiliates';
}

/** Affiliates newest first, page by page, with their visits, sales and balances. */
export function adminAffiliatesQueryOptions(query: string, limit?: number) {
  return infiniteQueryOptions({
    queryKey: [...adminQueryKeys.affiliates, 'list', affiliateListUrl(query, null, limit)],
    queryFn: ({ pageParam }) =>
      apiRequest<AdminPage<AdminAffiliate>>('GET', affiliateListUrl(query, pageParam, limit)),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
  });
}

export function useAdminAffiliates(query: string, isEnabled = true, limit?: number) {
  return useInfiniteQuery({ ...adminAffiliatesQueryOptions(query, limit), enabled: isEnabled });
}
