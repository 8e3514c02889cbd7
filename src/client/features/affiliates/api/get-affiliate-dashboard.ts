import { useQuery } from '@tanstack/react-query';
import type { AffiliateDashboard } from '../../../../common/affiliate';
import { apiRequest } from '../../../lib/api-client';

export const affiliateDashboardQueryKey = ['/api/affiliate/dashboard'] as const;

export function getAffiliateDashboard(): Promise<AffiliateDashboard> {
  return apiRequest<AffiliateDashboard>('GET', '/api/affiliate/dashboard');
}

/** The signed-in affiliate's figures; keyed by their code so another sign-in never sees them. */
export function useAffiliateDashboard(referralCode: string | null) {
  return useQuery({
    queryKey: [...affiliateDashboardQueryKey, referralCode],
    queryFn: getAffiliateDashboard,
    enabled: referralCode !== null,
  });
}
