/** How a card names its placement, in the words an astrologer would say it. */
import { describe, expect, it } from 'vitest';
import { ordinal, placementLabel } from './placement-label';

describe('a card names its placement', () => {
  it('counts houses as ordinals', () => {
    expect([1, 2, 3, 4, 11, 12].map(ordinal)).toEqual(['1st', '2nd', '3rd', '4th', '11th', '12th']);
  });

  it('says aspects as astrologers do, with the orb to a tenth of a degree', () => {
    const aspect = { kind: 'aspect', first: 'venus', second: 'saturn', orb: 1.234 } as const;
    expect(placementLabel({ ...aspect, aspect: 'trine' })).toBe('Venus trine Saturn (orb 1.2°)');
    expect(placementLabel({ ...aspect, aspect: 'conjunction' })).toBe(
      'Venus conjunct Saturn (orb 1.2°)',
    );
    expect(placementLabel({ ...aspect, aspect: 'opposition' })).toBe(
      'Venus opposite Saturn (orb 1.2°)',
    );
  });

  it('names the sign behind an element or modality, with the right article', () => {
    expect(
      placementLabel({ kind: 'element', body: 'venus', sign: 'Taurus', element: 'earth' }),
    ).toBe('Venus in Taurus, an earth sign');
    expect(
      placementLabel({ kind: 'modality', body: 'mars', sign: 'Aries', modality: 'cardinal' }),
    ).toBe('Mars in Aries, a cardinal sign');
    expect(placementLabel({ kind: 'element-emphasis', element: 'air', count: 4 })).toBe(
      'Four of ten planets in air signs',
    );
    expect(placementLabel({ kind: 'house', body: 'moon', house: 4 })).toBe('Moon in the 4th house');
  });
});
