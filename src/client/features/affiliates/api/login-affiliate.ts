import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AffiliateAuthStatus, AffiliateLoginInput } from '../../../../common/affiliate';
import { apiRequest } from '../../../lib/api-client';
import { affiliateAuthQueryKey } from './get-affiliate-auth';

export function loginAffiliate(input: AffiliateLoginInput): Promise<AffiliateAuthStatus> {
  return apiRequest<AffiliateAuthStatus>('POST', '/api/affiliate/login', input);
}

/** Signs in and puts the answer straight into the status the top bar reads. */
export function useLoginAffiliate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: loginAffiliate,
    onSuccess: (status) => queryClient.setQueryData(affiliateAuthQueryKey, status),
  });
}
