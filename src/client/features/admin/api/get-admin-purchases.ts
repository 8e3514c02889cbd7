import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { AdminListedPurchase, AdminPage } from '../../../../common/admin';
import { apiRequest } from '../../../lib/api-client';
import { purchaseListUrl, type DashboardView } from '../dashboard/dashboard-view';
import { adminQueryKeys } from './admin-query-keys';

export function getAdminPurchases(
  view: DashboardView,
  cursor: string | null,
): Promise<AdminPage<AdminListedPurchase>> {
  return apiRequest<AdminPage<AdminListedPurchase>>('GET', purchaseListUrl(view, cursor));
}

/** Orders page by page (keyset cursor) for the view's filters, sort and search. */
export function adminPurchasesQueryOptions(view: DashboardView) {
  return infiniteQueryOptions({
    // The first page's address says everything that decides the list.
    queryKey: [...adminQueryKeys.purchases, purchaseListUrl(view)],
    queryFn: ({ pageParam }) => getAdminPurchases(view, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
  });
}

export function useAdminPurchases(view: DashboardView, isEnabled = true) {
  return useInfiniteQuery({ ...adminPurchasesQueryOptions(view), enabled: isEnabled });
}
