import { describe, expect, it } from 'vitest';
import { findProduct, type Product } from '../../../common/catalogue';
import type { WrittenDoc } from '../../../common/written-reading';
import { checklistOf, promisedPagesOf, promisedWordsPerSection } from './promised-length';

const productOf = (id: number): Product => {
  const product = findProduct(id);
  if (!product) throw new Error(`no product ${id}`);
  return product;
};
const docOf = (words: number): WrittenDoc => ({
  type: 'doc',
  content: [{ type: 'paragraph', content: [{ type: 'text', text: 'word '.repeat(words).trim() }] }],
});

describe('the promised length of a written reading', () => {
  it("reads the tier pages' promise, inherited by the products that build on it", () => {
    expect(promisedPagesOf(productOf(5))).toBe(30);
    expect(promisedPagesOf(productOf(6))).toBe(50);
    expect(promisedPagesOf(productOf(8))).toBe(50);
    expect(promisedPagesOf(productOf(1))).toBeNull();
  });

  it('shares it across the written sections at 300 words a page', () => {
    expect(promisedWordsPerSection(productOf(5))).toBe(9000);
    expect(promisedWordsPerSection(productOf(6))).toBe(5000);
    expect(promisedWordsPerSection(productOf(8))).toBe(3000);
  });
});

describe('the checklist before delivery', () => {
  const files = {
    hasPalmPhotos: true,
    hasResume: false,
    palmPhotosLookedAt: true,
    resumeLookedAt: false,
  };

  it('is ready when every section is written to length and the files were looked at', () => {
    const checklist = checklistOf({
      sections: [{ doc: docOf(12), promisedWords: 10 }],
      ...files,
    });
    expect(checklist).toEqual({
      everySectionWritten: true,
      lengthReached: true,
      palmPhotosLookedAt: true,
      resumeLookedAt: null,
      isReady: true,
    });
  });

  it('is not ready with an empty section, a short one, or photos not looked at', () => {
    const empty = checklistOf({ sections: [{ doc: null, promisedWords: 10 }], ...files });
    expect(empty).toMatchObject({ everySectionWritten: false, isReady: false });
    const short = checklistOf({ sections: [{ doc: docOf(9), promisedWords: 10 }], ...files });
    expect(short).toMatchObject({
      everySectionWritten: true,
      lengthReached: false,
      isReady: false,
    });
    const unseen = checklistOf({
      sections: [{ doc: docOf(10), promisedWords: 10 }],
      ...files,
      palmPhotosLookedAt: false,
    });
    expect(unseen).toMatchObject({ palmPhotosLookedAt: false, isReady: false });
  });
});
