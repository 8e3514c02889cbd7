/**
 * `attachment` with the name as typed (RFC 6266/5987) and a plain ASCII fallback, so a name
 * can never break the header or make the browser render the file.
 */
export function attachmentDisposition(fileName: string): string {
  const fallback = fileName.replace(/[^\x20-\x7e]|["\\%;]/g, '_') || 'download';
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}

/** Private files: never cached, never sniffed into something the browser would run. */
export const PRIVATE_FILE_HEADERS = {
  'cache-control': 'private, no-store',
  'x-content-type-options': 'nosniff',
} as const;
