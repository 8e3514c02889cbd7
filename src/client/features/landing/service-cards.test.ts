import { describe, expect, it } from 'vitest';
import { products } from '../../../common/catalogue';
import { serviceCards } from './service-cards';

/** What a product's own words must say for it to contain each reading. */
const contentWords: Record<string, RegExp> = {
  Astrology: /natal chart/i,
  Astrocartography: /astrocartography/i,
  Numerology: /life path/i,
  'Human Design': /human design/i,
  Palmistry: /palmistry/i,
  'Destiny Matrix': /destiny matrix/i,
};

function mentions(product: (typeof products)[number], words: RegExp): boolean {
  return [product.description, ...product.includes].some((text) => words.test(text));
}

describe('landing service cards', () => {
  it.each(serviceCards.map((card) => [card.title, card] as const))(
    '%s leads to the first product that contains it, named as the catalogue names it',
    (title, card) => {
      const words = contentWords[title];
      expect(words, `no content words for ${title}`).toBeDefined();
      const first = products.find((product) => mentions(product, words!));
      expect(first?.id).toBe(card.firstProduct.id);
      expect(card.firstProduct.name).toBe(first?.name);
    },
  );
});
