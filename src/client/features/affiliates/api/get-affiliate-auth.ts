import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useSyncExternalStore } from 'react';
import type { AffiliateAuthStatus } from '../../../../common/affiliate';
import { apiRequest } from '../../../lib/api-client';

export const affiliateAuthQueryKey = ['/api/affiliate/auth'] as const;

export const signedOutStatus: AffiliateAuthStatus = { authenticated: false, affiliate: null };

/** Always 200 (signed in or not), so asking on every page logs no failed request. */
export function getAffiliateAuth(): Promise<AffiliateAuthStatus> {
  return apiRequest<AffiliateAuthStatus>('GET', '/api/affiliate/auth');
}

/**
 * The affiliate sign-in status, from the shared query cache. It runs on every page inside the
 * landing page's 100 kB budget, so it reads the cache directly (fetched once, never stale)
 * instead of pulling in `useQuery`'s observer code. Undefined until the first answer.
 */
export function useAffiliateAuth(): AffiliateAuthStatus | undefined {
  const queryClient = useQueryClient();
  const subscribe = useCallback(
    (onChange: () => void) => queryClient.getQueryCache().subscribe(onChange),
    [queryClient],
  );
  const status = useSyncExternalStore(subscribe, () =>
    queryClient.getQueryData<AffiliateAuthStatus>(affiliateAuthQueryKey),
  );
  useEffect(() => {
    // Fetches only when the cache has no answer yet; a failure leaves the entry signed out.
    void queryClient.prefetchQuery({ queryKey: affiliateAuthQueryKey, queryFn: getAffiliateAuth });
  }, [queryClient]);
  return status;
}
