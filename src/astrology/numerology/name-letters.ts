/**
 * Reading a birth name into Latin letters (docs/decisions/206-numerology-conventions.md):
 * accents are folded away (NFD, marks dropped), the few Latin letters that have no
 * decomposition are spelled out (ß -> SS, Æ -> AE, Ø -> O), apostrophes join ("O'Brien"
 * is one name), spaces, hyphens and dots separate names. Anything else (Cyrillic, Greek,
 * CJK, digits, symbols) is not guessed at: the caller gets the characters it could not read.
 */
const spelledOut: Record<string, string> = {
  Æ: 'AE',
  Œ: 'OE',
  Ø: 'O',
  Ł: 'L',
  Đ: 'D',
  Ð: 'D',
  Þ: 'TH',
  ẞ: 'SS',
};

const apostrophe = /^['’ʼ‘`´]$/u;
const separator = /^[\s\-‐‑–—.,]$/u;

export type NameReading =
  { isReadable: true; words: string[] } | { isReadable: false; unreadable: string[] };

/** One typed character as Latin capitals: "é" -> "E", "ß" -> "SS", "Ж" -> "Ж" (unreadable). */
function foldCharacter(character: string): string {
  const bare = character.normalize('NFD').replace(/\p{M}/gu, '').toUpperCase();
  return [...bare].map((letter) => spelledOut[letter] ?? letter).join('');
}

/** "Zoë D'Arcy-Núñez" -> ["ZOE", "DARCY", "NUNEZ"]. */
export function readNameLetters(fullName: string): NameReading {
  const words: string[] = [];
  const unreadable = new Set<string>();
  let word = '';
  for (const character of fullName.normalize('NFC')) {
    if (separator.test(character)) {
      if (word) words.push(word);
      word = '';
      continue;
    }
    if (apostrophe.test(character)) continue;
    const folded = foldCharacter(character);
    if (folded === '') continue; // a stray combining mark
    if (/^[A-Z]+$/.test(folded)) word += folded;
    else unreadable.add(character);
  }
  if (word) words.push(word);
  return unreadable.size > 0
    ? { isReadable: false, unreadable: [...unreadable] }
    : { isReadable: true, words };
}
