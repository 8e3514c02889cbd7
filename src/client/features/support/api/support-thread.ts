import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SupportInbox, SupportThreadView } from '../../../../common/support';
import { apiRequest } from '../../../lib/api-client';

const keys = {
  customer: (token: string) => ['support-thread', 'customer', token] as const,
  reader: (purchaseId: string) => ['support-thread', 'reader', purchaseId] as const,
  inbox: ['support-inbox'] as const,
};

/** The order's thread as its buyer sees it, opened with the private link's token. */
export function useCustomerThread(token: string) {
  return useQuery({
    queryKey: keys.customer(token),
    queryFn: () => apiRequest<SupportThreadView>('POST', '/api/order-support/thread', { token }),
  });
}

export function useWriteToReader(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: { body: string }) =>
      apiRequest<SupportThreadView>('POST', '/api/order-support/messages', { token, ...values }),
    onSuccess: (view) => queryClient.setQueryData(keys.customer(token), view),
  });
}

/** The order's thread as a reader sees it from the admin order page. */
export function useReaderThread(purchaseId: string) {
  return useQuery({
    queryKey: keys.reader(purchaseId),
    queryFn: () =>
      apiRequest<SupportThreadView>(
        'GET',
        `/api/admin/support/purchases/${encodeURIComponent(purchaseId)}`,
      ),
  });
}

/** Tells the shop a reader has the thread open: the customer's messages read as seen. */
export function useMarkThreadSeen(purchaseId: string) {
  return useMutation({
    mutationFn: () =>
      apiRequest<void>(
        'POST',
        `/api/admin/support/purchases/${encodeURIComponent(purchaseId)}/read`,
        {},
      ),
  });
}

export function useAnswerCustomer(purchaseId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: { body: string }) =>
      apiRequest<SupportThreadView>(
        'POST',
        `/api/admin/support/purchases/${encodeURIComponent(purchaseId)}/messages`,
        values,
      ),
    onSuccess: (view) => {
      queryClient.setQueryData(keys.reader(purchaseId), view);
      void queryClient.invalidateQueries({ queryKey: keys.inbox });
    },
  });
}

export const supportInboxQueryOptions = queryOptions({
  queryKey: keys.inbox,
  queryFn: () => apiRequest<SupportInbox>('GET', '/api/admin/support/inbox'),
});

/** Every thread waiting on a reader (the shared inbox and the dashboard's count). */
export function useSupportInbox() {
  return useQuery(supportInboxQueryOptions);
}
