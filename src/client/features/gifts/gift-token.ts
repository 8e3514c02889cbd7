import { useSyncExternalStore } from 'react';
import { tokenOfHash } from '../../lib/hash-token';

function subscribe(onChange: () => void) {
  window.addEventListener('hashchange', onChange);
  return () => window.removeEventListener('hashchange', onChange);
}

/**
 * The token of the gift link this page was opened with (`/gift#token=...`). The fragment never
 * leaves the browser: the token goes to the server only in a request's body, so no address in
 * a log holds it. Null outside a browser and for an address without one.
 */
export function useGiftToken(): string | null {
  return useSyncExternalStore(
    subscribe,
    () => tokenOfHash(window.location.hash),
    () => null,
  );
}
