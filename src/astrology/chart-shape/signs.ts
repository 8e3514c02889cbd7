/**
 * What each sign is made of (element, modality) and who rules it: the tables the chart's shape
 * is weighed with (decision 240).
 */
import type { ChartBody } from '../chart/chart-types';
import { zodiacSigns, type ZodiacSign } from '../chart/zodiac';

export const elements = ['fire', 'earth', 'air', 'water'] as const;
export type Element = (typeof elements)[number];

export const modalities = ['cardinal', 'fixed', 'mutable'] as const;
export type Modality = (typeof modalities)[number];

/** Aries fire, Taurus earth, Gemini air, Cancer water, then round again. */
export function elementOf(sign: ZodiacSign): Element {
  return elements[zodiacSigns.indexOf(sign) % 4] ?? 'fire';
}

/** Aries cardinal, Taurus fixed, Gemini mutable, then round again. */
export function modalityOf(sign: ZodiacSign): Modality {
  return modalities[zodiacSigns.indexOf(sign) % 3] ?? 'cardinal';
}

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
