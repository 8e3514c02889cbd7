import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminActionReply, RegenerateReportInput } from '../../../../common/admin-actions';
import { apiRequest } from '../../../lib/api-client';
import { orderChanged } from './order-changed';

/** `POST .../regenerate-report`: a new version of a computed report, birth data corrected first. */
export function useRegenerateReport(purchaseId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: RegenerateReportInput) =>
      apiRequest<AdminActionReply>(
        'POST',
        `/api/admin/purchase/${encodeURIComponent(purchaseId)}/regenerate-report`,
        input,
      ),
    onSuccess: () => orderChanged(queryClient, purchaseId),
  });
}
