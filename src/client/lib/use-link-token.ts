import { useEffect, useState } from 'react';
import { tokenOfHash } from './hash-token';

/**
 * The token of the private link a page drawn only in the browser was opened with, read once;
 * the fragment is then dropped from the address bar, so it is not left on view (a screenshot, a
 * shared screen) or in the history. Null for an address that held none.
 */
export function useLinkToken(): string | null {
  const [token] = useState(() =>
    typeof window === 'undefined' ? null : tokenOfHash(window.location.hash),
  );
  useEffect(() => {
    if (token) window.history.replaceState(null, '', window.location.pathname);
  }, [token]);
  return token;
}
