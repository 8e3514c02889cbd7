import { useQuery } from '@tanstack/react-query';
import type { AffiliatePasswordLinkStatus } from '../../../../common/affiliate';
import { apiRequest } from '../../../lib/api-client';

export function checkPasswordLink(token: string): Promise<AffiliatePasswordLinkStatus> {
  return apiRequest<AffiliatePasswordLinkStatus>(
    'GET',
    `/api/affiliate/set-password?token=${encodeURIComponent(token)}`,
  );
}

/**
 * Whether an invitation or reset link can still set a password, asked when its page opens.
 * Asked again on every visit: a link used a minute ago must not look fresh from the cache.
 */
export function usePasswordLinkStatus(token: string | null) {
  return useQuery({
    queryKey: ['/api/affiliate/set-password', token],
    queryFn: () => checkPasswordLink(token ?? ''),
    enabled: token !== null,
    gcTime: 0,
  });
}
