import { queryOptions, useQuery } from '@tanstack/react-query';
import type { WorkspaceChartFacts, WorkspaceView } from '../../../../common/workspace';
import type { ReadingChart } from '../../../../common/order-status-reading';
import { apiRequest } from '../../../lib/api-client';

export const workspacePath = (purchaseId: string) =>
  `/api/admin/reading/${encodeURIComponent(purchaseId)}`;

export const workspaceQueryKey = (purchaseId: string) => ['admin', 'reading', purchaseId] as const;

/**
 * `GET /api/admin/reading/:purchaseId`: everything the reader reads and writes for one order. A
 * reading opened with a section still empty asks for the first drafts
 * (`POST .../first-drafts`), which answers the same view with them saved (decision 352).
 */
export async function openWorkspace(purchaseId: string): Promise<WorkspaceView> {
  const view = await apiRequest<WorkspaceView>('GET', workspacePath(purchaseId));
  if (view.sections.every((section) => section.draft)) return view;
  return apiRequest<WorkspaceView>('POST', `${workspacePath(purchaseId)}/first-drafts`, {});
}

export function workspaceQueryOptions(purchaseId: string) {
  return queryOptions({
    queryKey: workspaceQueryKey(purchaseId),
    queryFn: () => openWorkspace(purchaseId),
    // The editors hold the text; refetching would only move the page under the reader's hands.
    refetchOnWindowFocus: false,
    staleTime: Infinity,
  });
}

export function useWorkspace(purchaseId: string) {
  return useQuery(workspaceQueryOptions(purchaseId));
}

/** `GET .../year-events`: the year's events, asked after the page opened (they take longest). */
export function useYearEvents(purchaseId: string) {
  return useQuery({
    queryKey: [...workspaceQueryKey(purchaseId), 'year-events'],
    queryFn: () =>
      apiRequest<{ chart: WorkspaceChartFacts | null }>(
        'GET',
        `${workspacePath(purchaseId)}/year-events`,
      ),
    refetchOnWindowFocus: false,
    staleTime: Infinity,
  });
}

/** `GET .../charts`: the map, bodygraph and matrix drawn, asked once the reader opens one. */
export function useDrawnCharts(purchaseId: string, isWanted: boolean) {
  return useQuery({
    queryKey: [...workspaceQueryKey(purchaseId), 'charts'],
    queryFn: () =>
      apiRequest<{ charts: ReadingChart[] }>('GET', `${workspacePath(purchaseId)}/charts`),
    enabled: isWanted,
    refetchOnWindowFocus: false,
    staleTime: Infinity,
  });
}
