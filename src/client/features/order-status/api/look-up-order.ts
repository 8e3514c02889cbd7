import { useMutation, useQuery } from '@tanstack/react-query';
import type { OrderStatusView, OrderSummary } from '../../../../common/order-status';
import type { OrderLookupValues } from '../../../../common/order-status';
import { apiRequest } from '../../../lib/api-client';

/** Reference + e-mail, or the private link's token: both answer with the same view. */
export type OrderLookup =
  { kind: 'form'; values: OrderLookupValues } | { kind: 'link'; token: string };

export function lookUpOrder(lookup: OrderLookup): Promise<OrderStatusView> {
  return lookup.kind === 'form'
    ? apiRequest<OrderStatusView>('POST', '/api/order-status', lookup.values)
    : apiRequest<OrderStatusView>('POST', '/api/order-status/link', { token: lookup.token });
}

export function useLookUpOrder() {
  return useMutation({ mutationFn: lookUpOrder });
}

/** The success page's facts about the purchase just paid (404 until the payment is confirmed). */
export function useOrderSummary(purchaseId: string | null) {
  return useQuery({
    queryKey: ['order-summary', purchaseId],
    queryFn: () =>
      apiRequest<OrderSummary>('GET', `/api/order-summary/${encodeURIComponent(purchaseId ?? '')}`),
    enabled: Boolean(purchaseId),
    // After a redirect from the card provider the payment may be confirmed a moment later
    // (webhook): ask again every 5 seconds for a minute, then leave it to the e-mail.
    refetchInterval: (query) =>
      query.state.status === 'error' && query.state.errorUpdateCount < 12 ? 5000 : false,
  });
}
