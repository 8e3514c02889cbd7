import { libraryGroups, type LibraryGroupName } from '../../../../common/library';

/** The library list, and each entry's page (its key URI-encoded: it holds dots). */
export const libraryPath = '/admin/library';

export function libraryEntryPath(key: string): string {
  return `${libraryPath}/${encodeURIComponent(key)}`;
}

/** The entry key of a page address's `:key`; the router leaves `%2F` and the like encoded. */
export function entryKeyOfParam(param: string): string {
  try {
    return decodeURIComponent(param);
  } catch {
    return param;
  }
}

/** The longest search the server takes (`librarySearchSchema`). */
const SEARCH_MAX_LENGTH = 100;

/**
 * What the list shows. It lives in the URL's query string (the words the API takes), so the
 * back button from an entry, a bookmark or a shared link shows the same list.
 */
export interface LibraryView {
  /** The search box as typed: factor, key, group or words of the text ("venus 7th"). */
  query: string;
  group: LibraryGroupName | '';
  isEditedOnly: boolean;
}

export const defaultLibraryView: LibraryView = { query: '', group: '', isEditedOnly: false };

/** Reads a view from a URL query, dropping anything unknown instead of failing. */
export function libraryViewFromSearch(params: URLSearchParams): LibraryView {
  const group = params.get('group');
  return {
    query: (params.get('q') ?? '').slice(0, SEARCH_MAX_LENGTH),
    group: libraryGroups.find((name) => name === group) ?? '',
    isEditedOnly: params.get('edited') === 'yes',
  };
}

/** The API's parameters for a view; the search as the server compares it, trimmed. */
function searchParamsOf(view: LibraryView, query: string): URLSearchParams {
  const params = new URLSearchParams();
  if (query) params.set('q', query);
  if (view.group) params.set('group', view.group);
  if (view.isEditedOnly) params.set('edited', 'yes');
  return params;
}

/** Writes a view back as a URL query, leaving out what is at its default. */
export function librarySearchFromView(view: LibraryView): URLSearchParams {
  return searchParamsOf(view, view.query);
}

/** `GET /api/admin/library` for a view. */
export function libraryListUrl(view: LibraryView): string {
  const query = searchParamsOf(view, view.query.trim()).toString();
  return query ? `/api/admin/library?${query}` : '/api/admin/library';
}

/** The list's address with a search (`q=venus&group=…`), as an entry's back link goes. */
export function libraryListPath(search: string): string {
  const query = search.replace(/^\?/, '');
  return query ? `${libraryPath}?${query}` : libraryPath;
}
