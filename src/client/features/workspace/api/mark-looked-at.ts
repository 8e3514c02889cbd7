import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CheckItem, WorkspaceView } from '../../../../common/workspace';
import { apiRequest } from '../../../lib/api-client';
import { workspacePath, workspaceQueryKey } from './get-workspace';

/** `POST /api/admin/reading/:purchaseId/looked-at`: the reader opened the photos or the resume. */
export function useMarkLookedAt(purchaseId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (item: CheckItem) =>
      apiRequest<{ item: CheckItem; lookedAt: string }>(
        'POST',
        `${workspacePath(purchaseId)}/looked-at`,
        { item },
      ),
    onSuccess: (check) => {
      queryClient.setQueryData<WorkspaceView>(workspaceQueryKey(purchaseId), (view) =>
        view && !view.checks.some((known) => known.item === check.item)
          ? { ...view, checks: [...view.checks, check] }
          : view,
      );
    },
  });
}
