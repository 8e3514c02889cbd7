import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EraseCustomerInput, EraseCustomerReply } from '../../../../common/customer-data';
import { apiRequest } from '../../../lib/api-client';
import { adminQueryKeys } from './admin-query-keys';

export function eraseCustomer(
  userId: string,
  input: EraseCustomerInput,
): Promise<EraseCustomerReply> {
  return apiRequest<EraseCustomerReply>(
    'POST',
    `/api/admin/client/${encodeURIComponent(userId)}/erase`,
    input,
  );
}

/** Erases a customer; every admin list and counter may have shown them, so all are refreshed. */
export function useEraseCustomer(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: EraseCustomerInput) => eraseCustomer(userId, input),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: adminQueryKeys.customerDetail(userId) });
      return queryClient.invalidateQueries({ queryKey: adminQueryKeys.all });
    },
  });
}
