/** Interpretation lookups used by the reports and the summary e-mail. */
import type { AspectName, ChartBody, ChartPoint } from '../chart/chart-types';
import type { ZodiacSign } from '../chart/zodiac';
import { aspectMeanings, type AspectMeaning } from './aspect-meanings';
import { pointMeanings, type PointMeaning } from './body-meanings';
import { personalBodiesInHouses } from './bodies-in-houses-personal';
import { slowMovingBodiesInHouses } from './bodies-in-houses-slow-moving';
import { houseMeanings, houseNumbers, type HouseMeaning, type HouseNumber } from './houses';
import { jupiterSignTexts } from './jupiter';
import { lifePathTexts, type LifePathNumber } from './life-path';
import { marsSignTexts } from './mars';
import { mercurySignTexts } from './mercury';
import { moonSignTexts } from './moon';
import { neptuneSignTexts } from './neptune';
import { plutoSignTexts } from './pluto';
import { retrogradeNotes, type RetrogradeCapableBody } from './retrograde';
import { risingSignTexts } from './rising';
import { saturnSignTexts } from './saturn';
import { sunSignTexts } from './sun';
import { uranusSignTexts } from './uranus';
import { venusSignTexts } from './venus';

export { lifePathNumbers, type LifePathNumber } from './life-path';
export { houseNumbers, type HouseMeaning, type HouseNumber } from './houses';
export { aspectInterpretation } from './aspect-interpretation';
export type { AspectMeaning } from './aspect-meanings';
export type { PointMeaning } from './body-meanings';
export {
  mapAngleMeanings,
  mapBodyMeanings,
  mapBodyTone,
  mapLineAngleSentence,
  mapLineMeaning,
} from './map-lines';
export type { MapAngleMeaning, MapBodyMeaning } from './map-lines';
export {
  journalEventComposedPrompts,
  journalEventPrompts,
  journalEventReading,
  journalEventTitle,
  journalEventTouches,
  quietSkyPrompts,
  quietSkyReading,
} from './journal-reading';
export { houseAreas, signThemes } from './journal-lunations';
export { aspectVerbs } from './journal-transits';

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

const signTextsByBody: Readonly<Record<ChartBody, Readonly<Record<ZodiacSign, string>>>> = {
  sun: sunSignTexts,
  moon: moonSignTexts,
  mercury: mercurySignTexts,
  venus: venusSignTexts,
  mars: marsSignTexts,
  jupiter: jupiterSignTexts,
  saturn: saturnSignTexts,
  uranus: uranusSignTexts,
  neptune: neptuneSignTexts,
  pluto: plutoSignTexts,
};

/** The Sun and Moon share the Quick Glimpse texts, so both products describe them alike. */
export function planetInSignInterpretation(body: ChartBody, sign: ZodiacSign): string {
  return signTextsByBody[body][sign];
}

function toHouseNumber(house: number): HouseNumber {
  if (!houseNumbers.includes(house as HouseNumber)) {
    throw new RangeError(`${house} is not a house number (1-12).`);
  }
  return house as HouseNumber;
}

const houseTextsByBody = {
  ...personalBodiesInHouses,
  ...slowMovingBodiesInHouses,
} satisfies Record<ChartBody, unknown>;

export function bodyInHouseInterpretation(body: ChartBody, house: number): string {
  return houseTextsByBody[body][toHouseNumber(house)];
}

export function houseMeaning(house: number): HouseMeaning {
  return houseMeanings[toHouseNumber(house)];
}

export function bodyMeaning(point: ChartPoint): PointMeaning {
  return pointMeanings[point];
}

export function aspectMeaning(aspect: AspectName): AspectMeaning {
  return aspectMeanings[aspect];
}

export function retrogradeNote(body: ChartBody): string {
  if (body === 'sun' || body === 'moon') {
    throw new RangeError(`The ${body} is never retrograde, so it has no retrograde note.`);
  }
  return retrogradeNotes[body satisfies RetrogradeCapableBody];
}
export { composeProfilePortrait } from './profile-portrait';
export type { PortraitSection, ProfileFacts } from './profile-portrait';
export { elementPortraits, modalityPortraits, patternPortraits } from './profile-elements';
