/**
 * Expression, soul urge and personality numbers from the full birth name, Pythagorean letter
 * values (A J S = 1 ... I R = 9), conventions in docs/decisions/206-numerology-conventions.md:
 * each name is summed and reduced on its own (master numbers 11, 22, 33 kept), then the
 * names' numbers are added and reduced again, as the life path reduces month, day and year.
 * Y is a vowel unless a vowel (A E I O U) stands next to it in the same name; W is a consonant.
 */
import { reduceKeepingMasterNumbers } from './life-path';
import { readNameLetters } from './name-letters';

const plainVowels = new Set(['A', 'E', 'I', 'O', 'U']);

export function letterValue(letter: string): number {
  return ((letter.charCodeAt(0) - 65) % 9) + 1;
}

/** Whether the letter at `index` of a folded name counts as a vowel. */
export function isVowelAt(word: string, index: number): boolean {
  const letter = word[index] ?? '';
  if (plainVowels.has(letter)) return true;
  if (letter !== 'Y') return false;
  return !plainVowels.has(word[index - 1] ?? '') && !plainVowels.has(word[index + 1] ?? '');
}

export interface NameNumber {
  number: number;
  /** Each name's own reduced number, in order: "John Smith" expression -> [2, 6]. */
  byName: number[];
}

export type NameNumbers =
  | {
      isReadable: true;
      /** The names as read: capitals, accents folded. */
      names: string[];
      expression: NameNumber;
      soulUrge: NameNumber;
      personality: NameNumber;
    }
  | { isReadable: false; unreadable: string[]; message: string };

type LetterKind = 'all' | 'vowels' | 'consonants';

function nameNumber(words: string[], kind: LetterKind): NameNumber {
  const byName = words.map((word) => {
    let sum = 0;
    for (let index = 0; index < word.length; index++) {
      const isVowel = isVowelAt(word, index);
      if (kind === 'all' || (kind === 'vowels') === isVowel) sum += letterValue(word[index] ?? 'A');
    }
    return reduceKeepingMasterNumbers(sum);
  });
  const total = byName.reduce((sum, value) => sum + value, 0);
  return { number: reduceKeepingMasterNumbers(total), byName };
}

export function nameNumbers(fullName: string): NameNumbers {
  const reading = readNameLetters(fullName);
  if (!reading.isReadable) {
    return {
      isReadable: false,
      unreadable: reading.unreadable,
      message: `The name contains characters the Pythagorean letter values do not cover (${reading.unreadable.join(' ')}); please give the birth name in Latin letters, as on a Latin-script passport.`,
    };
  }
  if (reading.words.length === 0) {
    return {
      isReadable: false,
      unreadable: [],
      message: 'No letters were given: the name numbers need the full birth name.',
    };
  }
  return {
    isReadable: true,
    names: reading.words,
    expression: nameNumber(reading.words, 'all'),
    soulUrge: nameNumber(reading.words, 'vowels'),
    personality: nameNumber(reading.words, 'consonants'),
  };
}
