/** Interpretation lookups used by the reports and the summary e-mail. */
import type { ZodiacSign } from '../chart/zodiac';
import { lifePathTexts, type LifePathNumber } from './life-path';
import { moonSignTexts } from './moon';
import { risingSignTexts } from './rising';
import { sunSignTexts } from './sun';

export { lifePathNumbers, type LifePathNumber } from './life-path';

export function sunSignInterpretation(sign: ZodiacSign): string {
  return sunSignTexts[sign];
}

export function moonSignInterpretation(sign: ZodiacSign): string {
  return moonSignTexts[sign];
}

export function risingSignInterpretation(sign: ZodiacSign): string {
  return risingSignTexts[sign];
}

export function lifePathInterpretation(lifePath: number): string {
  const text = lifePathTexts[lifePath as LifePathNumber] as string | undefined;
  if (!text) throw new RangeError(`${lifePath} is not a life path number (1-9, 11, 22 or 33).`);
  return text;
}
