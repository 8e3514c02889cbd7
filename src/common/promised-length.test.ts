import { describe, expect, it } from 'vitest';
import { products } from './catalogue';
import { tierProductId, tiers } from './tiers';

/** A printed page of the shop's documents holds about this many words of a reader's text. */
const WORDS_PER_PAGE = 300;

/** "30-page report" in a tier page's list of what it includes. */
function pagesOf(includes: readonly string[]): number | null {
  for (const item of includes) {
    const match = /^(\d+)-page report$/.exec(item);
    if (match) return Number(match[1]);
  }
  return null;
}

describe('the promised length of written reports (decision 299)', () => {
  // That a written report promises one length in every product that holds it is a rule the
  // catalogue is built with (catalogue-rules.test.ts).
  it("fills the N-page report of the tier page that sells the product, in the reader's words", () => {
    let checked = 0;
    for (const tier of tiers) {
      const pages = pagesOf(tier.includes);
      const product = products.find((candidate) => candidate.id === tierProductId(tier));
      if (pages === null || !product || product.writtenDocuments.length === 0) continue;
      const words = product.writtenDocuments.reduce(
        (sum, item) => sum + (item.promisedWords ?? 0),
        0,
      );
      expect([tier.name, words]).toEqual([tier.name, pages * WORDS_PER_PAGE]);
      checked += 1;
    }
    // Deep Dive (30 pages, The Intensive) and Master Blueprint (50 pages, The Master Blueprint).
    expect(checked).toBe(2);
  });

  it('gives every written report that is prose a length, and the 90-day plan none', () => {
    for (const product of products) {
      for (const item of product.writtenDocuments) {
        if (item.key === 'notion-workspace') expect(item.promisedWords).toBeNull();
        else expect(item.promisedWords).toBeGreaterThan(0);
      }
    }
  });
});
