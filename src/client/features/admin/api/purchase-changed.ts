import type { QueryClient } from '@tanstack/react-query';
import type { AdminPurchaseDetail } from '../../../../common/admin';
import { adminQueryKeys } from './admin-query-keys';

/**
 * After any change to an order: the page shows the server's answer at once, and every list,
 * counter and client page that may show the order is fetched again (docs/product.md §7).
 */
export async function purchaseChanged(
  queryClient: QueryClient,
  purchaseId: string,
  purchase?: AdminPurchaseDetail,
) {
  if (purchase) queryClient.setQueryData(adminQueryKeys.purchase(purchaseId), purchase);
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: adminQueryKeys.purchase(purchaseId) }),
    queryClient.invalidateQueries({ queryKey: adminQueryKeys.purchases }),
    queryClient.invalidateQueries({ queryKey: adminQueryKeys.stats }),
    queryClient.invalidateQueries({ queryKey: adminQueryKeys.clients }),
  ]);
}
