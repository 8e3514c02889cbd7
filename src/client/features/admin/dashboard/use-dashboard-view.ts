import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'wouter';
import { searchFromView, viewFromSearch, type DashboardView } from './dashboard-view';

/**
 * The dashboard's view, read from and written to the URL. Changes replace the history entry
 * (typing should not fill the back button); each still leaves a URL worth bookmarking.
 */
export function useDashboardView(): [DashboardView, (change: Partial<DashboardView>) => void] {
  const [params, setParams] = useSearchParams();
  const view = useMemo(() => viewFromSearch(params), [params]);
  const update = useCallback(
    (change: Partial<DashboardView>) =>
      setParams((previous) => searchFromView({ ...viewFromSearch(previous), ...change }), {
        replace: true,
      }),
    [setParams],
  );
  return [view, update];
}
