/**
 * Folds place names so that "São Paulo", "SAO PAULO" and "Sao-Paulo" compare equal,
 * and "St. Louis" matches "Saint Louis".
 */
const lettersWithoutDecomposition: Record<string, string> = {
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  ø: 'o',
  ł: 'l',
  đ: 'd',
  ð: 'd',
  þ: 'th',
  ı: 'i',
};

const wordSynonyms: Record<string, string> = {
  saint: 'st',
  sainte: 'ste',
  mount: 'mt',
  fort: 'ft',
};

const plainAscii = /^[A-Za-z0-9 ]*$/;
const synonymWords = /\b(?:saint|sainte|mount|fort)\b/g;

function collapse(lowercase: string): string {
  return lowercase.replace(synonymWords, (word) => wordSynonyms[word] ?? word);
}

export function foldText(text: string): string {
  // Most of the 135k gazetteer names are plain ASCII: skip Unicode normalisation for them.
  if (plainAscii.test(text) && !text.includes('  ') && text.trim() === text)
    return collapse(text.toLowerCase());
  const withoutMarks = text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[ßæœøłđðþı]/g, (letter) => lettersWithoutDecomposition[letter] ?? letter);
  return collapse(withoutMarks.replace(/[^\p{L}\p{N}]+/gu, ' ').trim());
}
