/**
 * The sign facts the affirmation deck names: each sign's element, modality and traditional
 * ruler, and the Moon's phase from the Sun-Moon angle (decision 243).
 */
import type { ChartBody } from './chart-types';
import { zodiacSigns, type ZodiacSign } from './zodiac';

export const elements = ['fire', 'earth', 'air', 'water'] as const;
export type Element = (typeof elements)[number];

export const modalities = ['cardinal', 'fixed', 'mutable'] as const;
export type Modality = (typeof modalities)[number];

/** Aries fire, Taurus earth, Gemini air, Cancer water, then round again. */
export function elementOf(sign: ZodiacSign): Element {
  return elements[zodiacSigns.indexOf(sign) % 4] as Element;
}

/** Aries cardinal, Taurus fixed, Gemini mutable, then round again. */
export function modalityOf(sign: ZodiacSign): Modality {
  return modalities[zodiacSigns.indexOf(sign) % 3] as Modality;
}

/**
 * The traditional rulers (decision 243): the chart ruler is a visible planet, so Scorpio's is
 * Mars, Aquarius's Saturn and Pisces's Jupiter.
 */
export const traditionalRulers: Readonly<Record<ZodiacSign, ChartBody>> = {
  Aries: 'mars',
  Taurus: 'venus',
  Gemini: 'mercury',
  Cancer: 'moon',
  Leo: 'sun',
  Virgo: 'mercury',
  Libra: 'venus',
  Scorpio: 'mars',
  Sagittarius: 'jupiter',
  Capricorn: 'saturn',
  Aquarius: 'saturn',
  Pisces: 'jupiter',
};

/** Rudhyar's eight phases, each 45° of the Moon's distance ahead of the Sun. */
export const lunarPhases = [
  'new',
  'crescent',
  'first quarter',
  'gibbous',
  'full',
  'disseminating',
  'last quarter',
  'balsamic',
] as const;
export type LunarPhase = (typeof lunarPhases)[number];

export function lunarPhaseOf(sunLongitude: number, moonLongitude: number): LunarPhase {
  const elongation = (((moonLongitude - sunLongitude) % 360) + 360) % 360;
  return lunarPhases[Math.floor(elongation / 45)] as LunarPhase;
}
