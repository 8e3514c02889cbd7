/** Aspects of a constructed chart whose separations are chosen around the orb limits. */
import { describe, expect, it } from 'vitest';
import { allowedOrb, aspectOrbs, findAspects, type AspectPoint } from './aspects';
import type { ChartPoint } from './chart-types';

const at = (point: ChartPoint, longitude: number, speed: number | null = 0.5): AspectPoint => ({
  point,
  longitude,
  speed: point === 'ascendant' || point === 'midheaven' ? null : speed,
});

describe('findAspects', () => {
  const constructed = [
    at('sun', 355, 1), // conjunct the Moon across 0° Aries, 9.5° apart
    at('moon', 4.5, 13),
    at('mercury', 100, 1.5), // sextile Venus, 65° apart (orb 5 of 6)
    at('venus', 165, 1.2),
    at('mars', 200, 0.7), // Jupiter 7.5° ahead and slower: Mars is catching up
    at('jupiter', 207.5, 0.1),
    at('saturn', 281, -0.05), // square Uranus at 90.5°, both separating slowly
    at('uranus', 11.5, 0.03),
    at('neptune', 130, 0.02), // opposite Pluto 8.5° off: outside 8
    at('pluto', 318.5, 0.01),
    at('ascendant', 180.5), // 5.5° from Sun's opposition: outside the angle cap of 5
    at('midheaven', 90.5), // square Ascendant: never counted
  ];
  const aspects = findAspects(constructed);
  const find = (first: ChartPoint, second: ChartPoint) =>
    aspects.find((aspect) => aspect.first === first && aspect.second === second);

  it('finds the aspects within orb, with the orb and the exact angle', () => {
    expect(find('sun', 'moon')).toEqual({
      first: 'sun',
      second: 'moon',
      aspect: 'conjunction',
      angle: 0,
      orb: 9.5,
      applying: false,
    });
    expect(find('mercury', 'venus')).toMatchObject({ aspect: 'sextile', angle: 60, orb: 5 });
    expect(find('mars', 'jupiter')).toMatchObject({
      aspect: 'conjunction',
      orb: 7.5,
      applying: true,
    });
    expect(find('saturn', 'uranus')).toMatchObject({ aspect: 'square', orb: 0.5, applying: false });
  });

  it('leaves out pairs beyond their orb, and Ascendant with Midheaven', () => {
    expect(find('neptune', 'pluto')).toBeUndefined();
    expect(find('sun', 'ascendant')).toBeUndefined();
    expect(find('ascendant', 'midheaven')).toBeUndefined();
  });

  it('gives angles no applying flag and caps their orb', () => {
    // Midheaven 90.5°: Mercury 9.5° away (outside 5), Moon square at 86° (orb 4 of 5).
    expect(find('moon', 'midheaven')).toMatchObject({ aspect: 'square', orb: 4, applying: null });
    expect(find('mercury', 'midheaven')).toBeUndefined();
  });

  it('lists the tightest first', () => {
    const orbs = aspects.map((aspect) => aspect.orb);
    expect(orbs).toEqual([...orbs].sort((first, second) => first - second));
    expect(aspects[0]).toMatchObject({ first: 'saturn', second: 'uranus' });
  });

  it('applies the documented orbs', () => {
    expect(allowedOrb('trine', 'mars', 'saturn')).toBe(8);
    expect(allowedOrb('trine', 'moon', 'saturn')).toBe(10);
    expect(allowedOrb('sextile', 'sun', 'venus')).toBe(8);
    expect(allowedOrb('sextile', 'venus', 'pluto')).toBe(6);
    expect(allowedOrb('conjunction', 'sun', 'ascendant')).toBe(5);
    expect(allowedOrb('sextile', 'midheaven', 'moon')).toBe(4);
    for (const orbs of Object.values(aspectOrbs)) {
      expect(orbs.luminaries).toBe(orbs.planets + 2);
      expect(orbs.angles).toBeLessThan(orbs.planets);
    }
  });

  it('counts a retrograde body moving back into exactness as applying', () => {
    // Mercury retrograde at 104°, Saturn at 222.5°: 118.5° apart, Mercury backs towards 120°.
    const [trine] = findAspects([at('mercury', 104, -1), at('saturn', 222.5, 0.05)]);
    expect(trine).toMatchObject({ aspect: 'trine', orb: 1.5, applying: true });
  });
});
