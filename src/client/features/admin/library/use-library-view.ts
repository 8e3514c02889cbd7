import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'wouter';
import { librarySearchFromView, libraryViewFromSearch, type LibraryView } from './library-view';

/**
 * The list's view, read from and written to the URL. Changes replace the history entry (typing
 * should not fill the back button); going back from an entry returns to the list as it was.
 */
export function useLibraryView(): [LibraryView, (change: Partial<LibraryView>) => void] {
  const [params, setParams] = useSearchParams();
  const view = useMemo(() => libraryViewFromSearch(params), [params]);
  const update = useCallback(
    (change: Partial<LibraryView>) =>
      setParams(
        (previous) => librarySearchFromView({ ...libraryViewFromSearch(previous), ...change }),
        { replace: true },
      ),
    [setParams],
  );
  return [view, update];
}
