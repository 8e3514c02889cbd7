import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { AdminListedOrder, AdminPage } from '../../../../common/admin';
import { apiRequest } from '../../../lib/api-client';
import { orderListUrl, type DashboardView } from '../dashboard/dashboard-view';
import { adminQueryKeys } from './admin-query-keys';

export function getAdminOrders(
  view: DashboardView,
  cursor: string | null,
): Promise<AdminPage<AdminListedOrder>> {
  return apiRequest<AdminPage<AdminListedOrder>>('GET', orderListUrl(view, cursor));
}

/** Orders page by page (keyset cursor) for the view's filters, sort and search. */
export function adminOrdersQueryOptions(view: DashboardView) {
  return infiniteQueryOptions({
    // The first page's address says everything that decides the list.
    queryKey: [...adminQueryKeys.orders, orderListUrl(view)],
    queryFn: ({ pageParam }) => getAdminOrders(view, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
  });
}

export function useAdminOrders(view: DashboardView, isEnabled = true) {
  return useInfiniteQuery({ ...adminOrdersQueryOptions(view), enabled: isEnabled });
}
