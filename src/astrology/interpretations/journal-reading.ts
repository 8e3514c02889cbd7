/**
 * A journal week's words, composed from the parts in journal-*.ts (decisions 245 and 246):
 * each event in plain words with what it touches, a short reading, and the prompts it suggests.
 * `variant` (the week's number) picks among the wordings so weeks do not read alike.
 */
import type { ChartBody } from '../chart/chart-types';
import type { ZodiacSign } from '../chart/zodiac';
import type { SkyAt } from '../year-ahead/sky-at';
import type { YearEvent } from '../year-ahead/year-types';
import { aspectFamilies } from './aspect-phrasing';
import { pointMeanings, pointNames } from './body-meanings';
import { houseNumbers, type HouseNumber } from './houses';
import {
  fullMoonSentences,
  houseAreas,
  lunarEclipseSentences,
  lunationWhereBySign,
  newMoonSentences,
  signThemes,
  solarEclipseSentences,
} from './journal-lunations';
import {
  aspectFamilyPrompts,
  eclipsePrompts,
  fullMoonHousePrompts,
  lunationSignPrompts,
  moonPhasePrompts,
  natalPointPrompts,
  newMoonHousePrompts,
  aspectFamilyPromptStems,
  natalPointTopics,
  stationDomains,
  stationPrompts,
  transitingBodyPromptStem,
  transitingBodyPromptWords,
} from './journal-prompts';
import {
  ingressSentences,
  moonPhaseSentences,
  stationSentences,
  sunHouseSentences,
} from './journal-sky';
import {
  aspectVerbs,
  natalPointThemes,
  returningPassSentences,
  transitAdvice,
  transitOpenings,
  transitingBodyGifts,
} from './journal-transits';

const pick = <T>(options: readonly T[], variant: number): T =>
  options[((variant % options.length) + options.length) % options.length] as T;
const passWords = ['first', 'second', 'third', 'fourth', 'fifth'];

/** "the Sun" inside a sentence, "Saturn" for a planet. */
const sentenceName = (body: ChartBody) => (body === 'sun' ? 'the Sun' : pointNames[body]);
const capitalised = (text: string) => `${text[0]?.toUpperCase() ?? ''}${text.slice(1)}`;

function ordinalHouse(house: number): string {
  const suffix = house === 1 ? 'st' : house === 2 ? 'nd' : house === 3 ? 'rd' : 'th';
  return `${house}${suffix} house`;
}

function houseNumber(house: number | null): HouseNumber | null {
  return houseNumbers.includes(house as HouseNumber) ? (house as HouseNumber) : null;
}

/** "Saturn squares your natal Sun (second of three passes, Saturn retrograde)". */
export function journalEventTitle(event: YearEvent): string {
  switch (event.kind) {
    case 'transit': {
      const details = [
        event.passes > 1
          ? `${passWords[event.pass - 1] ?? `pass ${event.pass}`} of ${event.passes} passes`
          : null,
        event.retrograde ? `${pointNames[event.body]} retrograde` : null,
      ].filter((detail) => detail !== null);
      const tail = details.length > 0 ? ` (${details.join(', ')})` : '';
      return `${capitalised(sentenceName(event.body))} ${aspectVerbs[event.aspect]} your natal ${pointNames[event.natalPoint]}${tail}`;
    }
    case 'lunation':
      return `${event.phase === 'new' ? 'New' : 'Full'} Moon at ${event.position.degree} ${event.position.sign}`;
    case 'eclipse':
      return `${event.type[0]?.toUpperCase() ?? ''}${event.type.slice(1)} ${event.body === 'sun' ? 'solar' : 'lunar'} eclipse at ${event.position.degree} ${event.position.sign}`;
    case 'station':
      return `${pointNames[event.body]} turns ${event.turns} at ${event.position.degree} ${event.position.sign}`;
    case 'ingress':
      return `${capitalised(sentenceName(event.body))} ${event.retrograde ? 're-enters' : 'enters'} ${event.sign}${event.retrograde ? ', moving backwards' : ''}`;
  }
}

/** What in this chart the event touches: "your natal Sun: identity, purpose, vitality". */
export function journalEventTouches(event: YearEvent): string | null {
  if (event.kind === 'transit') {
    const point = pointMeanings[event.natalPoint];
    return `your natal ${pointNames[event.natalPoint]}: ${point.keywords}`;
  }
  if (event.kind === 'lunation' || event.kind === 'eclipse') {
    const house = houseNumber(event.house);
    return house === null
      ? `the sign of ${event.position.sign}: ${signThemes[event.position.sign]}`
      : `your ${ordinalHouse(house)}: ${houseAreas[house]}`;
  }
  return null;
}

function lunationWhere(event: Extract<YearEvent, { kind: 'lunation' | 'eclipse' }>): string {
  const house = houseNumber(event.house);
  return house === null
    ? lunationWhereBySign(event.position.sign)
    : `your ${ordinalHouse(house)} of ${houseAreas[house]}`;
}

/** One to two sentences reading the event for this chart. */
export function journalEventReading(event: YearEvent, variant: number): string {
  switch (event.kind) {
    case 'transit': {
      // The engine never moves the Moon as a transiting body (decision 205).
      if (event.body === 'moon') return '';
      const family = aspectFamilies[event.aspect];
      const opening = pick(
        transitOpenings[family],
        variant,
      )({
        body: sentenceName(event.body),
        point: pointNames[event.natalPoint],
        gift: pick(transitingBodyGifts[event.body], variant >> 1),
        theme: pick(natalPointThemes[event.natalPoint], variant >> 2),
      });
      const returning = event.pass > 1 ? ` ${pick(returningPassSentences, variant)}` : '';
      return `${capitalised(opening)}${returning} ${pick(transitAdvice[family], variant + 1)}`;
    }
    case 'lunation': {
      const sentences = event.phase === 'new' ? newMoonSentences : fullMoonSentences;
      return pick(sentences, variant)({ sign: event.position.sign, where: lunationWhere(event) });
    }
    case 'eclipse': {
      const sentences = event.body === 'sun' ? solarEclipseSentences : lunarEclipseSentences;
      return pick(sentences, variant)({ sign: event.position.sign, where: lunationWhere(event) });
    }
    case 'station':
      if (event.body === 'sun' || event.body === 'moon') return '';
      return stationSentences[event.body][event.turns];
    case 'ingress':
      return `${journalEventTitle(event)}. ${pick(
        ingressSentences,
        variant,
      )({ body: sentenceName(event.body), theme: signThemes[event.sign] })}`;
  }
}

/** The prompts an event suggests, the most specific first. */
export function journalEventPrompts(event: YearEvent): readonly string[] {
  switch (event.kind) {
    case 'transit':
      return [
        ...natalPointPrompts[event.natalPoint],
        ...aspectFamilyPrompts[aspectFamilies[event.aspect]],
      ];
    case 'lunation': {
      const house = houseNumber(event.house);
      const byPlace =
        house === null
          ? lunationSignPrompts[event.position.sign]
          : (event.phase === 'new' ? newMoonHousePrompts : fullMoonHousePrompts)[house];
      return [byPlace];
    }
    case 'eclipse': {
      const house = houseNumber(event.house);
      return [
        ...eclipsePrompts[event.body],
        house === null ? lunationSignPrompts[event.position.sign] : fullMoonHousePrompts[house],
      ];
    }
    case 'station':
      return stationPrompts[event.turns];
    case 'ingress':
      return [];
  }
}

/** A week without a major event: the Moon's phase as it begins and the Sun's place for this chart. */
export function quietSkyReading(sky: SkyAt): string {
  const house = houseNumber(sky.sunHouse);
  const sun =
    house === null
      ? `The Sun is in ${sky.sun.sign}, a season for ${signThemes[sky.sun.sign]}.`
      : sunHouseSentences[house];
  return `${moonPhaseSentences[sky.moonPhase]} ${sun}`;
}

export function quietSkyPrompts(sky: SkyAt): readonly string[] {
  return moonPhasePrompts[sky.moonPhase];
}

/** The first word of a sign's theme: "courage" for Aries. */
const signWord = (sign: ZodiacSign) => signThemes[sign].split(',')[0] ?? sign;

/** Prompts composed around the event itself, for when the written ones are spent. */
export function journalEventComposedPrompts(event: YearEvent, variant: number): string[] {
  switch (event.kind) {
    case 'transit': {
      if (event.body === 'moon') return [];
      const topic = natalPointTopics[event.natalPoint];
      const stems = aspectFamilyPromptStems[aspectFamilies[event.aspect]];
      return [
        pick(stems, variant)(topic),
        transitingBodyPromptStem(transitingBodyPromptWords[event.body], topic),
        pick(stems, variant + 1)(topic),
      ];
    }
    case 'lunation':
      return event.phase === 'new'
        ? [
            `Under this New Moon in ${event.position.sign}, where would a little more ${signWord(event.position.sign)} help you?`,
          ]
        : [
            `This Full Moon in ${event.position.sign} shines on ${signWord(event.position.sign)}: where has it been missing, or overflowing?`,
          ];
    case 'eclipse':
      return [
        `What does this ${event.body === 'sun' ? 'solar' : 'lunar'} eclipse in ${event.position.sign} ask you to ${event.body === 'sun' ? 'begin' : 'finish'}?`,
      ];
    case 'station': {
      if (event.body === 'sun' || event.body === 'moon') return [];
      const domain = stationDomains[event.body];
      return event.turns === 'retrograde'
        ? [
            `With ${pointNames[event.body]} turning back, what would you like to revisit in ${domain}?`,
            `What in ${domain} deserves a slower second look?`,
          ]
        : [
            `${pointNames[event.body]} moves forward again: what is ready to move in ${domain}?`,
            `What have you learned about ${domain} while things were on hold?`,
          ];
    }
    case 'ingress':
      return [
        `With ${sentenceName(event.body)} in ${event.sign}, where would you welcome more ${signWord(event.sign)}?`,
      ];
  }
}
