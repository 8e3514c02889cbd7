import { describe, expect, it } from 'vitest';
import { products } from '../../../common/catalogue';
import {
  computedDocumentNames,
  computedReportNames,
  guaranteeGroups,
  joinNames,
  namesWithQuestionnaire,
  preparedReadingNames,
} from './catalogue-facts';

describe('policy page facts from the catalogue', () => {
  it('groups every product under its own guarantee length, shortest first', () => {
    const groups = guaranteeGroups(products);
    const days = [...new Set(products.map((product) => product.guaranteeDays))];
    expect(groups.map((group) => group.days)).toEqual(days.sort((a, b) => a - b));
    for (const group of groups) {
      expect(group.products).toEqual(
        products.filter((product) => product.guaranteeDays === group.days),
      );
    }
  });

  it('joins names as a sentence does', () => {
    expect(joinNames([])).toBe('');
    expect(joinNames(['A'])).toBe('A');
    expect(joinNames(['A', 'B'])).toBe('A and B');
    expect(joinNames(['A', 'B', 'C'])).toBe('A, B and C');
  });

  it('names the computed reports and the prepared readings apart', () => {
    const computed = computedReportNames(products);
    const prepared = preparedReadingNames(products);
    for (const product of products) {
      expect(product.isFullyComputed ? computed : prepared).toContain(product.name);
      expect(product.isFullyComputed ? prepared : computed).not.toContain(product.name);
    }
    expect(computed).toMatch(/^The Quick Glimpse, .* and /);
    // The documents the prepared readings open with, each once.
    expect(computedDocumentNames(products)).toBe(
      'The Cosmic Map, Your Dynamic Profile, 52 Affirmations, Your Year Journal, Astrocartography Map, Human Design Profile and Your Destiny Matrix',
    );
  });

  it('names the products that begin with each questionnaire', () => {
    for (const kind of ['strategic-alignment', 'master-blueprint'] as const) {
      const names = namesWithQuestionnaire(products, kind);
      for (const product of products) {
        if (product.questionnaire === kind) expect(names).toContain(product.name);
        else expect(names).not.toContain(product.name);
      }
    }
  });
});
