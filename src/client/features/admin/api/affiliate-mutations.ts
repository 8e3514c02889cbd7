import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type {
  AdminAffiliate,
  BatchPayoutInput,
  CreateAffiliateInput,
  RecordedPayouts,
  RecordPayoutInput,
  UpdateAffiliateInput,
} from '../../../../common/admin-affiliates';
import { apiRequest } from '../../../lib/api-client';
import { adminQueryKeys } from './admin-query-keys';

/** Any affiliate change refreshes every affiliate list and detail (and order referrals). */
function affiliatesChanged(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: adminQueryKeys.affiliates }),
    queryClient.invalidateQueries({ queryKey: ['admin', 'purchase'] }),
  ]);
}

export function useCreateAffiliate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateAffiliateInput) =>
      apiRequest<AdminAffiliate>('POST', '/api/admin/affiliates', input),
    onSuccess: () => affiliatesChanged(queryClient),
  });
}

export function useUpdateAffiliate(affiliateId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateAffiliateInput) =>
      apiRequest<AdminAffiliate>(
        'PATCH',
        `/api/admin/affiliates/${encodeURIComponent(affiliateId)}`,
        input,
      ),
    onSuccess: () => affiliatesChanged(queryClient),
  });
}

export function useRecordPayout(affiliateId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: RecordPayoutInput) =>
      apiRequest<RecordedPayouts>(
        'POST',
        `/api/admin/affiliates/${encodeURIComponent(affiliateId)}/payouts`,
        input,
      ),
    onSuccess: () => affiliatesChanged(queryClient),
  });
}

export function useRecordBatchPayout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: BatchPayoutInput) =>
      apiRequest<RecordedPayouts>('POST', '/api/admin/affiliate-payouts/batch', input),
    onSuccess: () => affiliatesChanged(queryClient),
  });
}

/** The bank or PayPal batch file of these payouts. */
export function payoutCsvUrl(payoutIds: readonly string[]): string {
  return `/api/admin/affiliate-payouts.csv?ids=${payoutIds.map(encodeURIComponent).join(',')}`;
}
