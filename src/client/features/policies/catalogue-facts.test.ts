import { describe, expect, it } from 'vitest';
import { products } from '../../../common/catalogue';
import {
  computedDocumentNames,
  computedReportNames,
  guaranteeGroups,
  joinNames,
  preparedReadingNames,
} from './catalogue-facts';

describe('policy page facts from the catalogue', () => {
  it('groups every product under its own guarantee length, shortest first', () => {
    const groups = guaranteeGroups(products);
    expect(groups.map((group) => group.days)).toEqual([30, 60]);
    for (const group of groups) {
      for (const product of group.products) expect(product.guaranteeDays).toBe(group.days);
    }
    expect(groups.flatMap((group) => group.products).length).toBe(products.length);
    expect(groups[1]?.products.map((product) => product.id)).toEqual([7, 8]);
  });

  it('joins names as a sentence does', () => {
    expect(joinNames([])).toBe('');
    expect(joinNames(['A'])).toBe('A');
    expect(joinNames(['A', 'B'])).toBe('A and B');
    expect(joinNames(['A', 'B', 'C'])).toBe('A, B and C');
  });

  it('names the computed reports and the prepared readings apart', () => {
    expect(computedReportNames(products)).toBe(
      'The Quick Glimpse, The Cosmic Map, The Compass Package and The Guided Journey',
    );
    const prepared = preparedReadingNames(products);
    expect(prepared).toContain('The Intensive');
    expect(prepared).not.toContain('The Compass Package');
    // The documents the prepared readings open with, each once.
    expect(computedDocumentNames(products)).toBe(
      'The Cosmic Map, Your Dynamic Profile, 52 Affirmations, Your Year Journal, Astrocartography Map, Human Design Profile and Your Destiny Matrix',
    );
  });
});
