import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { AdminPage, AdminUser } from '../../../../common/admin';
import { apiRequest } from '../../../lib/api-client';
import { activeSearch, userListUrl } from '../dashboard/dashboard-view';
import { adminQueryKeys } from './admin-query-keys';

export function getAdminUsers(query: string, cursor: string | null): Promise<AdminPage<AdminUser>> {
  return apiRequest<AdminPage<AdminUser>>('GET', userListUrl(query, cursor));
}

/** Users page by page (keyset cursor); search results once the text is long enough. */
export function adminUsersQueryOptions(query: string) {
  const search = activeSearch(query) ?? '';
  return infiniteQueryOptions({
    queryKey: [...adminQueryKeys.users, search],
    queryFn: ({ pageParam }) => getAdminUsers(search, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
  });
}

export function useAdminUsers(query: string, isEnabled = true) {
  return useInfiniteQuery({ ...adminUsersQueryOptions(query), enabled: isEnabled });
}
