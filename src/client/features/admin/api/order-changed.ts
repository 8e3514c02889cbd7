import type { QueryClient } from '@tanstack/react-query';
import type { AdminOrderDetail } from '../../../../common/admin';
import { adminQueryKeys } from './admin-query-keys';

/**
 * After any change to an order: the page shows the server's answer at once, and every list,
 * counter and client page that may show the order is fetched again (docs/product.md §7).
 */
export async function orderChanged(
  queryClient: QueryClient,
  purchaseId: string,
  purchase?: AdminOrderDetail,
) {
  if (purchase) queryClient.setQueryData(adminQueryKeys.order(purchaseId), purchase);
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: adminQueryKeys.order(purchaseId) }),
    queryClient.invalidateQueries({ queryKey: adminQueryKeys.orders }),
    queryClient.invalidateQueries({ queryKey: adminQueryKeys.stats }),
    queryClient.invalidateQueries({ queryKey: adminQueryKeys.customerDetails }),
  ]);
}
