import { describe, expect, it } from 'vitest';
import { capitalised, countInWords, truncateAtWord } from './text';

describe('truncateAtWord', () => {
  it('keeps text that fits', () => {
    expect(truncateAtWord('Short and sweet.', 100)).toBe('Short and sweet.');
  });

  it('cuts on a word boundary and adds an ellipsis within the limit', () => {
    const text = 'The quick brown fox jumps over the lazy dog near the riverbank';
    const cut = truncateAtWord(text, 20);
    expect(cut).toBe('The quick brown fox…');
    expect(cut.length).toBeLessThanOrEqual(20);
  });

  it('drops trailing punctuation before the ellipsis', () => {
    expect(truncateAtWord('Sun, moon, rising, and more besides', 12)).toBe('Sun, moon…');
  });

  it('cuts a single long word hard when it has no space', () => {
    expect(truncateAtWord('abcdefghijklmnop', 6)).toBe('abcde…');
  });
});

describe('countInWords', () => {
  it('spells small counts and writes larger ones in digits', () => {
    expect(countInWords(1)).toBe('one');
    expect(countInWords(9)).toBe('nine');
    expect(countInWords(12)).toBe('twelve');
    expect(countInWords(14)).toBe('14');
    expect(capitalised(countInWords(9))).toBe('Nine');
  });
});
