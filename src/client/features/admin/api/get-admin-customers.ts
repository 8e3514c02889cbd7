import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { AdminPage, AdminCustomer } from '../../../../common/admin';
import { apiRequest } from '../../../lib/api-client';
import { activeSearch, customerListUrl } from '../dashboard/dashboard-view';
import { adminQueryKeys } from './admin-query-keys';

export function getAdminCustomers(
  query: string,
  cursor: string | null,
): Promise<AdminPage<AdminCustomer>> {
  return apiRequest<AdminPage<AdminCustomer>>('GET', customerListUrl(query, cursor));
}

/** Users page by page (keyset cursor); search results once the text is long enough. */
export function adminCustomersQueryOptions(query: string) {
  const search = activeSearch(query) ?? '';
  return infiniteQueryOptions({
    queryKey: [...adminQueryKeys.customers, search],
    queryFn: ({ pageParam }) => getAdminCustomers(search, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
  });
}

export function useAdminCustomers(query: string, isEnabled = true) {
  return useInfiniteQuery({ ...adminCustomersQueryOptions(query), enabled: isEnabled });
}
