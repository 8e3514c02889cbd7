import { useQuery } from '@tanstack/react-query';
import type { SectionVersion } from '../../../../common/workspace';
import type { WrittenDoc } from '../../../../common/written-reading';
import { apiRequest } from '../../../lib/api-client';
import { workspacePath } from './get-workspace';

const sectionPath = (purchaseId: string, sectionKey: string) =>
  `${workspacePath(purchaseId)}/sections/${encodeURIComponent(sectionKey)}`;

/** The section's earlier texts, newest first; fetched when the reader opens the list. */
export function useSectionVersions(purchaseId: string, sectionKey: string, isOpen: boolean) {
  return useQuery({
    queryKey: ['admin', 'reading', purchaseId, sectionKey, 'versions'],
    queryFn: () =>
      apiRequest<SectionVersion[]>('GET', `${sectionPath(purchaseId, sectionKey)}/versions`),
    enabled: isOpen,
    staleTime: 0,
  });
}

export function getVersionDoc(
  purchaseId: string,
  sectionKey: string,
  versionId: string,
): Promise<{ doc: WrittenDoc }> {
  return apiRequest(
    'GET',
    `${sectionPath(purchaseId, sectionKey)}/versions/${encodeURIComponent(versionId)}`,
  );
}
