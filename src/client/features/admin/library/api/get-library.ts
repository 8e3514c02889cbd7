import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { LibraryEntryView, LibraryListReply } from '../../../../../common/library';
import type { WrittenDoc } from '../../../../../common/written-reading';
import { apiRequest } from '../../../../lib/api-client';
import { adminQueryKeys } from '../../api/admin-query-keys';
import { libraryListUrl, type LibraryView } from '../library-view';

/** `/api/admin/library/entries/:key`, the key encoded (it holds dots). */
export function entryApiPath(key: string): string {
  return `/api/admin/library/entries/${encodeURIComponent(key)}`;
}

/** The entries matching a view: the first 100 and how many match. */
export function useLibraryList(view: LibraryView) {
  const url = libraryListUrl(view);
  return useQuery(
    queryOptions({
      queryKey: [...adminQueryKeys.library, 'list', url],
      queryFn: () => apiRequest<LibraryListReply>('GET', url),
      // The rows stay while the next search's arrive, instead of a loading line per keystroke.
      placeholderData: keepPreviousData,
    }),
  );
}

export function libraryEntryQueryOptions(key: string) {
  return queryOptions({
    queryKey: [...adminQueryKeys.library, 'entry', key],
    queryFn: () => apiRequest<LibraryEntryView>('GET', entryApiPath(key)),
  });
}

export function useLibraryEntry(key: string) {
  return useQuery(libraryEntryQueryOptions(key));
}

/** One version's text; a version never changes once saved. */
export function useLibraryVersionDoc(key: string, version: number) {
  return useQuery(
    queryOptions({
      queryKey: [...adminQueryKeys.library, 'entry', key, 'version', version],
      queryFn: () =>
        apiRequest<{ doc: WrittenDoc }>('GET', `${entryApiPath(key)}/versions/${version}`),
    }),
  );
}
