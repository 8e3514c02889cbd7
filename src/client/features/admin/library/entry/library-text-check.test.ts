import { describe, expect, it } from 'vitest';
import { libraryDocOf, libraryLimits, libraryMessages } from '../../../../../common/library';
import type { WrittenDoc } from '../../../../../common/written-reading';
import { libraryTextFormSchema } from './library-text-check';

const text = 'Your Venus is in {sign}, a fire sign: you love with enthusiasm and generosity.';

/** The first message the form would show under the editor, or null when it would send. */
function problemOf(doc: WrittenDoc, placeholders: readonly string[]): string | null {
  const parsed = libraryTextFormSchema(placeholders).safeParse({ doc });
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? 'refused');
}

describe('a library text checked before it is sent', () => {
  it('passes paragraphs that keep every placeholder', () => {
    expect(problemOf(libraryDocOf(text), ['{sign}'])).toBeNull();
    expect(problemOf(libraryDocOf('Plain words.\n\nAnd more.'), [])).toBeNull();
  });

  it('keeps bold and italic', () => {
    const doc: WrittenDoc = {
      type: 'doc',
      content: [
        {
          type: 'paragraph',
          content: [
            { type: 'text', text: 'Venus', marks: [{ type: 'bold' }] },
            { type: 'text', text: ' loves ease.', marks: [{ type: 'italic' }] },
          ],
        },
      ],
    };
    expect(problemOf(doc, [])).toBeNull();
  });

  it('refuses a dropped or an unknown placeholder in the server’s words, on the text', () => {
    expect(problemOf(libraryDocOf('You love with enthusiasm.'), ['{sign}'])).toBe(
      libraryMessages.placeholders(['{sign}'], []),
    );
    expect(problemOf(libraryDocOf(`${text} In {house}.`), ['{sign}'])).toBe(
      libraryMessages.placeholders([], ['{house}']),
    );
    const parsed = libraryTextFormSchema(['{sign}']).safeParse({ doc: libraryDocOf('No.') });
    expect(parsed.error?.issues[0]?.path).toEqual(['doc']);
  });

  it('refuses an empty text, a heading and a text too long', () => {
    expect(problemOf({ type: 'doc', content: [{ type: 'paragraph' }] }, [])).toBe(
      libraryMessages.empty,
    );
    const heading: WrittenDoc = {
      type: 'doc',
      content: [{ type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: 'A' }] }],
    };
    expect(problemOf(heading, [])).toBe(libraryMessages.paragraphsOnly);
    const long = libraryDocOf('word '.repeat(libraryLimits.textLength / 4).trim());
    expect(problemOf(long, [])).toBe(libraryMessages.tooLong);
  });
});
