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

const smallNumbers = [
  'zero',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'eleven',
  'twelve',
] as const;

/** A count as copy writes it: in words up to twelve, in digits above ("nine charts", "14 charts"). */
export function countInWords(count: number): string {
  return smallNumbers[count] ?? String(count);
}

/** The text with its first letter in capitals: "Nine charts". */
export function capitalised(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** "A", "A and B", "A, B and C": names as a sentence reads them. */
export function joinNames(names: readonly string[]): string {
  if (names.length <= 1) return names.join('');
  return `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}
