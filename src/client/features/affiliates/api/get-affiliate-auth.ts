import type { AffiliateAuthStatus } from '../../../../common/affiliate';
import { apiRequest } from '../../../lib/api-client';
import { useCachedQueryData } from '../../../lib/use-cached-query-data';

export const affiliateAuthQueryKey = ['/api/affiliate/auth'] as const;

export const signedOutStatus: AffiliateAuthStatus = { authenticated: false, affiliate: null };

/** Always 200 (signed in or not), so asking on every page logs no failed request. */
export function getAffiliateAuth(): Promise<AffiliateAuthStatus> {
  return apiRequest<AffiliateAuthStatus>('GET', '/api/affiliate/auth');
}

/** The affiliate sign-in status, from the shared query cache; undefined until the first answer. */
export function useAffiliateAuth(): AffiliateAuthStatus | undefined {
  return useCachedQueryData(affiliateAuthQueryKey, getAffiliateAuth);
}
