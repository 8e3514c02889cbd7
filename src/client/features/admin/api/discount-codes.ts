import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminDiscountCode, DiscountCodeInput } from '../../../../common/discount-codes';
import { apiRequest } from '../../../lib/api-client';
import { adminQueryKeys } from './admin-query-keys';

/** Every discount-code query; a new or archived code refreshes them all. */
const codesKey = [...adminQueryKeys.all, 'codes'] as const;

/** Every code, newest first, with its paid orders and what it took off them. */
export function adminCodesQueryOptions() {
  return queryOptions({
    queryKey: codesKey,
    queryFn: () => apiRequest<AdminDiscountCode[]>('GET', '/api/admin/codes'),
  });
}

export function useAdminCodes() {
  return useQuery(adminCodesQueryOptions());
}

/** A new code; the server answers 409 with a field message when its name is taken. */
export function createDiscountCode(input: DiscountCodeInput): Promise<{ id: string }> {
  return apiRequest<{ id: string }>('POST', '/api/admin/codes', input);
}

export function useCreateCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createDiscountCode,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: codesKey }),
  });
}

/** Checkouts refuse the code from now on; orders bought with it keep its name. */
export function useArchiveCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (codeId: string) =>
      apiRequest<void>('POST', `/api/admin/codes/${encodeURIComponent(codeId)}/archive`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: codesKey }),
  });
}
