import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { errorCodes } from '../../common/error-codes';
import { apiRequest, isApiError } from './api-client';

/**
 * What a private link opens (a gift, a review), read with the link's token in the request's
 * body (`POST url { token }`), never in an address. Not kept once its page is left: where it
 * stands changes on its own (a gift sent, claimed), so each visit reads it afresh.
 */
export function linkQueryOptions<Data>(url: string, token: string) {
  return queryOptions({
    queryKey: [url, token],
    queryFn: () => apiRequest<Data>('POST', url, { token }),
    gcTime: 0,
  });
}

/** A private link's page's read; idle while the address holds no token. */
export function useLinkQuery<Data>(url: string, token: string | null) {
  return useQuery({ ...linkQueryOptions<Data>(url, token ?? ''), enabled: token !== null });
}

/**
 * A change made on a private link's page, answered with what the link opens as it now stands,
 * which the page then shows. Changed meanwhile (sent, claimed, refunded: 409), the page reads it
 * again and offers what is left.
 */
export function useLinkChange<Input, Data>(
  read: ReturnType<typeof linkQueryOptions<Data>>,
  mutationFn: (input: Input) => Promise<Data>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (view) => queryClient.setQueryData(read.queryKey, view),
    onError: (error) => {
      if (isApiError(error, errorCodes.conflict)) {
        void queryClient.invalidateQueries({ queryKey: read.queryKey });
      }
    },
  });
}
