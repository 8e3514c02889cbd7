import { queryOptions, useQuery } from '@tanstack/react-query';
import type { IntakeOrderView } from '../../../../common/intake';
import { apiRequest } from '../../../lib/api-client';
import { orderTokenHeaders } from '../order-token';

export function getIntakeOrder(purchaseId: string): Promise<IntakeOrderView> {
  return apiRequest<IntakeOrderView>(
    'GET',
    `/api/intake/${encodeURIComponent(purchaseId)}`,
    undefined,
    orderTokenHeaders(purchaseId),
  );
}

export function intakeOrderQueryOptions(purchaseId: string) {
  return queryOptions({
    queryKey: ['intake-order', purchaseId],
    queryFn: () => getIntakeOrder(purchaseId),
    // Its files may have changed on another device (or this one): read it afresh each visit.
    gcTime: 0,
  });
}

/** The order a questionnaire page is for; idle while no purchase id is known. */
export function useIntakeOrder(purchaseId: string | null) {
  return useQuery({
    ...intakeOrderQueryOptions(purchaseId ?? ''),
    enabled: purchaseId !== null,
  });
}
