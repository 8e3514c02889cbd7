import type { QueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { affiliateAuthQueryKey, signedOutStatus } from './get-affiliate-auth';

/** Ends the session on the server, then shows the visitor as signed out everywhere. */
export async function logoutAffiliate(queryClient: QueryClient): Promise<void> {
  await apiRequest<{ success: true }>('POST', '/api/affiliate/logout');
  queryClient.setQueryData(affiliateAuthQueryKey, signedOutStatus);
  // Nothing of the affiliate's own figures stays in this tab.
  queryClient.removeQueries({ queryKey: ['/api/affiliate/dashboard'] });
}
