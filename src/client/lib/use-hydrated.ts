import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False while the page is prerendered and while the browser hydrates that HTML, true from the
 * render after. What only this browser knows (its local storage, the address's `#`) is read
 * once this is true, so the first render matches the prerendered page exactly.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
