/**
 * The affirmation library as a whole: every card text fits a card, speaks in the first person
 * and appears once, so no deck can print the same affirmation twice (decision 243).
 */
import { describe, expect, it } from 'vitest';
import { aspectAffirmation, signAffirmations } from './affirmations';
import {
  ascendantAffirmations,
  chartRulerAffirmations,
  midheavenAffirmations,
} from './affirmations-angles';
import { personalPairAffirmations } from './affirmations-aspects-personal';
import { slowMovingPairAffirmations } from './affirmations-aspects-slow-moving';
import { personalHouseAffirmations } from './affirmations-houses-personal';
import { slowMovingHouseAffirmations } from './affirmations-houses-slow-moving';
import {
  bodyElementAffirmations,
  bodyModalityAffirmations,
  elementEmphasisAffirmations,
  lunarPhaseAffirmations,
  modalityEmphasisAffirmations,
  retrogradeAffirmations,
} from './affirmations-qualities';
import { personalSignAffirmations } from './affirmations-signs-personal';
import { slowMovingSignAffirmations } from './affirmations-signs-slow-moving';
import { chartBodies } from '../chart/chart-types';
import { zodiacSigns } from '../chart/zodiac';

/** Every string held anywhere in a nested table. */
function textsOf(table: unknown): string[] {
  if (typeof table === 'string') return [table];
  return Object.values(table as Record<string, unknown>).flatMap(textsOf);
}

const library = [
  personalSignAffirmations,
  slowMovingSignAffirmations,
  personalHouseAffirmations,
  slowMovingHouseAffirmations,
  ascendantAffirmations,
  midheavenAffirmations,
  chartRulerAffirmations,
  personalPairAffirmations,
  slowMovingPairAffirmations,
  bodyElementAffirmations,
  bodyModalityAffirmations,
  elementEmphasisAffirmations,
  modalityEmphasisAffirmations,
  lunarPhaseAffirmations,
  retrogradeAffirmations,
].flatMap(textsOf);

describe('the affirmation library', () => {
  it('holds one text per placement for signs, houses, angles, aspects and qualities', () => {
    // 12 signs x (5 personal bodies x 3 + 5 slow bodies x 2), 10 bodies x 12 houses, 24 angles,
    // 7 chart rulers, 35 pairs x 3 families + 10 generational pairs, 40 + 30 + 4 + 3 + 8 + 8.
    expect(library).toHaveLength(300 + 120 + 24 + 7 + 115 + 93);
  });

  it('never holds the same text twice, so no deck can repeat one', () => {
    expect(new Set(library).size).toBe(library.length);
  });

  it('fits a card: at most 140 characters, one or two plain sentences in the first person', () => {
    const misfits = library.filter(
      (text) =>
        text.length > 140 ||
        !/\b(I|my|me)\b/i.test(text) ||
        !/^[A-Z].*[.]$/.test(text) ||
        /—|\s{2}|\byou\b/i.test(text),
    );
    expect(misfits).toEqual([]);
  });

  it('has a text for every body in every sign, and every aspect between two bodies', () => {
    for (const body of chartBodies)
      for (const sign of zodiacSigns)
        expect(signAffirmations(body, sign).length).toBeGreaterThanOrEqual(2);
    for (const first of chartBodies)
      for (const second of chartBodies.filter((other) => other !== first))
        expect(aspectAffirmation(first, second, 'square')).toBe(
          aspectAffirmation(second, first, 'opposition'),
        );
  });
});
