import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useSyncExternalStore } from 'react';

/**
 * One query's data from the shared cache, fetched once if the cache has none. It runs in the
 * top bar and layout of every page inside the landing page's 100 kB budget, so it reads the
 * cache directly instead of pulling in `useQuery`'s observer code. Undefined until the first
 * answer; a failed fetch leaves it undefined.
 */
export function useCachedQueryData<T>(
  queryKey: readonly [string],
  load: () => Promise<T>,
): T | undefined {
  const queryClient = useQueryClient();
  const [name] = queryKey;
  // Only this query's events: another query created while a page renders (a dashboard's
  // `useQuery`) must not update this component in the middle of that render.
  const subscribe = useCallback(
    (onChange: () => void) =>
      queryClient.getQueryCache().subscribe((event) => {
        if (event.query.queryKey[0] === name) onChange();
      }),
    [queryClient, name],
  );
  // A prerendered page knows no answer yet, and neither does the render that hydrates it.
  const data = useSyncExternalStore(
    subscribe,
    () => queryClient.getQueryData<T>([name]),
    () => undefined,
  );
  useEffect(() => {
    void queryClient.prefetchQuery({ queryKey: [name], queryFn: load });
    // `load` is the same function for the same key.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [queryClient, name]);
  return data;
}
