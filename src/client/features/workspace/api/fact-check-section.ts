import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { FactCheckDismissInput, FactCheckReply } from '../../../../common/workspace';
import type { WrittenDoc } from '../../../../common/written-reading';
import { apiRequest } from '../../../lib/api-client';
import { workspacePath } from './get-workspace';

/** The check waits for a pause in the typing: a reader's burst of keys is one check. */
export const FACT_CHECK_PAUSE_MS = 1_500;

/**
 * `POST /api/admin/reading/:purchaseId/sections/:key/fact-check` on the text in the editor, once
 * the reader has paused; the last answer stays on screen while the next one is on its way.
 */
export function useFactCheck(purchaseId: string, sectionKey: string, doc: WrittenDoc) {
  const [checkedDoc, setCheckedDoc] = useState(doc);
  useEffect(() => {
    const timer = setTimeout(() => setCheckedDoc(doc), FACT_CHECK_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [doc]);
  return useQuery({
    queryKey: [...factCheckKey(purchaseId, sectionKey), checkedDoc],
    queryFn: () =>
      apiRequest<FactCheckReply>(
        'POST',
        `${workspacePath(purchaseId)}/sections/${encodeURIComponent(sectionKey)}/fact-check`,
        { doc: checkedDoc },
      ),
    placeholderData: keepPreviousData,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
}

const factCheckKey = (purchaseId: string, sectionKey: string) =>
  ['workspace', purchaseId, 'fact-check', sectionKey] as const;

/** `POST .../fact-check/dismissals`: the reader keeps a marked statement, with a reason. */
export function useDismissStatement(purchaseId: string, sectionKey: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: FactCheckDismissInput) =>
      apiRequest<{ dismissed: string }>(
        'POST',
        `${workspacePath(purchaseId)}/sections/${encodeURIComponent(sectionKey)}/fact-check/dismissals`,
        input,
      ),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: factCheckKey(purchaseId, sectionKey) }),
  });
}
