import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AffiliateAuthStatus, AffiliateSetPasswordInput } from '../../../../common/affiliate';
import { apiRequest } from '../../../lib/api-client';
import { affiliateAuthQueryKey } from './get-affiliate-auth';

export function setAffiliatePassword(
  input: AffiliateSetPasswordInput,
): Promise<AffiliateAuthStatus> {
  return apiRequest<AffiliateAuthStatus>('POST', '/api/affiliate/set-password', input);
}

/** Sets the password from an invitation or reset link; the reply signs the affiliate in. */
export function useSetAffiliatePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setAffiliatePassword,
    onSuccess: (status) => queryClient.setQueryData(affiliateAuthQueryKey, status),
  });
}
