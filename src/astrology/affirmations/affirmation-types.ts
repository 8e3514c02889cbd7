/** What one card of the affirmation deck says and which fact of the chart it stands on. */
import type { AspectName, ChartBody } from '../chart/chart-types';
import type { ZodiacSign } from '../chart/zodiac';
import type { Element, LunarPhase, Modality } from '../chart/sign-qualities';

/** The chart fact behind a card, precise enough for a test to find it in the chart again. */
export type AffirmationFactor =
  /** `facet` 0 is the placement's first card; 1 and 2 its further sides (decision 243). */
  | { kind: 'sign'; body: ChartBody; sign: ZodiacSign; facet: number }
  | { kind: 'house'; body: ChartBody; house: number }
  | { kind: 'angle'; angle: 'ascendant' | 'midheaven'; sign: ZodiacSign }
  | { kind: 'chart-ruler'; ruler: ChartBody; ascendantSign: ZodiacSign }
  | { kind: 'aspect'; first: ChartBody; second: ChartBody; aspect: AspectName; orb: number }
  | { kind: 'lunar-phase'; phase: LunarPhase }
  | { kind: 'retrograde'; body: ChartBody; sign: ZodiacSign }
  | { kind: 'element'; body: ChartBody; sign: ZodiacSign; element: Element }
  | { kind: 'modality'; body: ChartBody; sign: ZodiacSign; modality: Modality }
  | { kind: 'element-emphasis'; element: Element; count: number }
  | { kind: 'modality-emphasis'; modality: Modality; count: number };

export interface AffirmationCard {
  /** 1-52. */
  week: number;
  /** First person, present tense, at most 140 characters. */
  text: string;
  /** The placement as the card prints it: "Moon in Cancer", "Venus trine Saturn (orb 1.2°)". */
  placement: string;
  factor: AffirmationFactor;
}
