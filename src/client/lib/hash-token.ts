/**
 * The token of a private link, `#token=...` (an order's, a gift's), or null when the address
 * holds none. Private links carry their token in the fragment, which no request sends, so no
 * server log or Referer ever holds it.
 */
export function tokenOfHash(hash: string): string | null {
  const token = new URLSearchParams(hash.replace(/^#/, '')).get('token')?.trim();
  return token || null;
}
