/**
 * What each sign is made of (element, modality) and who rules it: the tables the chart's shape
 * is weighed with (decision 240).
 */
import type { ChartBody } from '../chart/chart-types';
import type { ZodiacSign } from '../chart/zodiac';

// Elements and modalities are the chart's own sign facts, shared with the affirmation deck.
export {
  elementOf,
  elements,
  modalities,
  modalityOf,
  type Element,
  type Modality,
} from '../chart/sign-qualities';

/** Modern rulers (Pluto Scorpio, Uranus Aquarius, Neptune Pisces), as the shop's texts read them. */
export const rulerOf: Readonly<Record<ZodiacSign, ChartBody>> = {
  Aries: 'mars',
  Taurus: 'venus',
  Gemini: 'mercury',
  Cancer: 'moon',
  Leo: 'sun',
  Virgo: 'mercury',
  Libra: 'venus',
  Scorpio: 'pluto',
  Sagittarius: 'jupiter',
  Capricorn: 'saturn',
  Aquarius: 'uranus',
  Pisces: 'neptune',
};

/** Signs a body is at home in: its modern and its traditional rulership. */
export const domiciles: Readonly<Record<ChartBody, readonly ZodiacSign[]>> = {
  sun: ['Leo'],
  moon: ['Cancer'],
  mercury: ['Gemini', 'Virgo'],
  venus: ['Taurus', 'Libra'],
  mars: ['Aries', 'Scorpio'],
  jupiter: ['Sagittarius', 'Pisces'],
  saturn: ['Capricorn', 'Aquarius'],
  uranus: ['Aquarius'],
  neptune: ['Pisces'],
  pluto: ['Scorpio'],
};

/** The classical exaltations (Ptolemy, Tetrabiblos I.19); the outer planets have none agreed. */
export const exaltations: Readonly<Partial<Record<ChartBody, ZodiacSign>>> = {
  sun: 'Aries',
  moon: 'Taurus',
  mercury: 'Virgo',
  venus: 'Pisces',
  mars: 'Capricorn',
  jupiter: 'Cancer',
  saturn: 'Libra',
};
