import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DeliverInput } from '../../../../common/workspace';
import type { WrittenDeliveryDescription } from '../../../../common/written-delivery';
import { apiRequest } from '../../../lib/api-client';
import { workspacePath, workspaceQueryKey } from './get-workspace';

export const previewPath = (purchaseId: string) => `${workspacePath(purchaseId)}/preview`;

/** `GET .../delivery`: what "Deliver" will send, asked when the confirmation opens. */
export function useDeliveryDescription(purchaseId: string, isOpen: boolean) {
  return useQuery({
    queryKey: [...workspaceQueryKey(purchaseId), 'delivery'],
    queryFn: () =>
      apiRequest<WrittenDeliveryDescription>('GET', `${workspacePath(purchaseId)}/delivery`),
    enabled: isOpen,
    staleTime: 0,
  });
}

/** `POST .../deliver` with the version the confirmation showed (and a reason, if short). */
export function useDeliverReading(purchaseId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: DeliverInput) =>
      apiRequest<{ version: number; fileIds: string[] }>(
        'POST',
        `${workspacePath(purchaseId)}/deliver`,
        input,
      ),
    // A refusal too: the usual one is "delivered meanwhile", and the page should say so.
    onSettled: () => queryClient.invalidateQueries({ queryKey: workspaceQueryKey(purchaseId) }),
  });
}
