import { useMutation } from '@tanstack/react-query';
import type { WrittenDoc } from '../../../../common/written-reading';
import { apiRequest } from '../../../lib/api-client';
import { workspacePath } from './get-workspace';

/**
 * `POST .../sections/:key/first-draft`: a fresh first draft of one section, from the library as it
 * is now. Nothing is saved: the editor takes it in, and its autosave keeps it.
 */
export function useRedraftSection(purchaseId: string, sectionKey: string) {
  return useMutation({
    mutationFn: () =>
      apiRequest<{ doc: WrittenDoc }>(
        'POST',
        `${workspacePath(purchaseId)}/sections/${encodeURIComponent(sectionKey)}/first-draft`,
        {},
      ),
  });
}
