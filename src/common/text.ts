/**
 * Cuts text to at most `limit` characters (ellipsis included) on a word boundary.
 * Text that already fits is returned untouched.
 */
export function truncateAtWord(text: string, limit: number): string {
  const clean = text.trim();
  if (clean.length <= limit) return clean;
  const room = clean.slice(0, limit - 1);
  const endsOnWord = clean[limit - 1] === ' ';
  const lastSpace = room.lastIndexOf(' ');
  const cut = endsOnWord || lastSpace <= 0 ? room : room.slice(0, lastSpace);
  return `${cut.replace(/[\s,.;:!?-]+$/u, '')}…`;
}
