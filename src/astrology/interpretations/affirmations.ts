/**
 * The affirmation library of the 52-card deck (The Compass Package): one lookup per kind of
 * placement. Texts are first person, present tense and at most 140 characters, written for
 * this shop; affirmations.test.ts checks every one.
 */
import type { AspectName, ChartBody } from '../chart/chart-types';
import type { ZodiacSign } from '../chart/zodiac';
import type { Element, LunarPhase, Modality } from '../chart/sign-qualities';
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
import { aspectPairKey } from './aspect-pair-key';
import { aspectFamilies } from './aspect-phrasing';
import { houseNumbers, type HouseNumber } from './houses';

const signAffirmationsByBody = { ...personalSignAffirmations, ...slowMovingSignAffirmations };
const houseAffirmationsByBody = { ...personalHouseAffirmations, ...slowMovingHouseAffirmations };

/** Every side of a body in a sign, the first one first (the Sun and Moon have three). */
export function signAffirmations(body: ChartBody, sign: ZodiacSign): readonly string[] {
  return signAffirmationsByBody[body][sign];
}

export function houseAffirmation(body: ChartBody, house: number): string {
  if (!houseNumbers.includes(house as HouseNumber))
    throw new RangeError(`${house} is not a house number (1-12).`);
  return houseAffirmationsByBody[body][house as HouseNumber];
}

export function angleAffirmation(angle: 'ascendant' | 'midheaven', sign: ZodiacSign): string {
  return (angle === 'ascendant' ? ascendantAffirmations : midheavenAffirmations)[sign];
}

/** The chart ruler is always one of the seven traditional rulers (decision 243). */
export function chartRulerAffirmation(ruler: ChartBody): string {
  const text = chartRulerAffirmations[ruler as keyof typeof chartRulerAffirmations] as
    string | undefined;
  if (!text) throw new RangeError(`${ruler} rules no sign traditionally.`);
  return text;
}

/** Same text for (first, second) and (second, first); the slowest pairs have one text. */
export function aspectAffirmation(first: ChartBody, second: ChartBody, aspect: AspectName): string {
  const key = aspectPairKey(first, second);
  const family = aspectFamilies[aspect];
  const personal = personalPairAffirmations[key];
  if (personal) return personal[family];
  const slowMoving = slowMovingPairAffirmations[key];
  if (typeof slowMoving === 'string') return slowMoving;
  if (slowMoving) return slowMoving[family];
  throw new RangeError(`No affirmation joins ${first} and ${second}.`);
}

export function bodyElementAffirmation(body: ChartBody, element: Element): string {
  return bodyElementAffirmations[body][element];
}

export function bodyModalityAffirmation(body: ChartBody, modality: Modality): string {
  return bodyModalityAffirmations[body][modality];
}

export function elementEmphasisAffirmation(element: Element): string {
  return elementEmphasisAffirmations[element];
}

export function modalityEmphasisAffirmation(modality: Modality): string {
  return modalityEmphasisAffirmations[modality];
}

export function lunarPhaseAffirmation(phase: LunarPhase): string {
  return lunarPhaseAffirmations[phase];
}

export function retrogradeAffirmation(body: Exclude<ChartBody, 'sun' | 'moon'>): string {
  return retrogradeAffirmations[body];
}
