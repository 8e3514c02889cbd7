import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'wouter';
import { rangeFromSearch, searchFromRange, utcToday, type RangeFields } from './figures-range';

/**
 * The figures page's range, read from and written to the URL. A change replaces the history
 * entry (a date typed digit by digit should not fill the back button).
 */
export function useFiguresRange(): [RangeFields, (change: Partial<RangeFields>) => void] {
  const [params, setParams] = useSearchParams();
  const fields = useMemo(() => rangeFromSearch(params, utcToday()), [params]);
  const update = useCallback(
    (change: Partial<RangeFields>) =>
      setParams(
        (previous) => searchFromRange({ ...rangeFromSearch(previous, utcToday()), ...change }),
        {
          replace: true,
        },
      ),
    [setParams],
  );
  return [fields, update];
}
