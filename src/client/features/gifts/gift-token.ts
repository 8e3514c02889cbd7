import { useSyncExternalStore } from 'react';

/** The token of a gift link, `#token=...`, or null when the address holds none. */
export function tokenOfHash(hash: string): string | null {
  const token = new URLSearchParams(hash.replace(/^#/, '')).get('token')?.trim();
  return token || null;
}

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
