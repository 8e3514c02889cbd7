import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminAuthReply } from '../../../../../common/admin';
import { apiRequest } from '../../../../lib/api-client';

export const adminAuthQueryKey = ['/api/admin/auth'] as const;

/** Always 200, signed in or not; docs/product.md §7: not retried. */
export function getAdminAuth(): Promise<AdminAuthReply> {
  return apiRequest<AdminAuthReply>('GET', '/api/admin/auth');
}

export const adminAuthQuery = queryOptions({
  queryKey: adminAuthQueryKey,
  queryFn: getAdminAuth,
  retry: false,
});

/** Who is signed in to the admin area; the layout, the gate and the login page share it. */
export function useAdminAuth() {
  return useQuery(adminAuthQuery);
}

/** The signed-in admin inside an `AdminGate` (which renders nothing until there is one). */
export function useSignedInAdmin(): NonNullable<AdminAuthReply['user']> {
  const { data } = useAdminAuth();
  if (!data?.user) throw new Error('useSignedInAdmin is used outside an AdminGate');
  return data.user;
}
