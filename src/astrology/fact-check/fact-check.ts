/**
 * The readers' fact check: finds each statement about the buyer's own chart that a reader wrote
 * in plain English, and says whether the computed charts agree. A statement must belong to the
 * buyer ("your Moon", "you are a Projector", "Diana's Moon"); general teaching, other people's
 * charts, transits, hypotheses and negations are left alone, since a false alarm on ordinary
 * prose costs a reader more than a missed check (decision 350).
 */
import { linesNearPlace, mapAngles, nearPlaceDefaults, type MapAngle } from '../astrocartography';
import { resolvePlace, type ResolvedPlace } from '../place/resolve-place';
import { arcanumOf } from '../destiny-matrix/arcana';
import { channels as humanDesignChannels } from '../human-design/bodygraph';
import { personalYear } from '../numerology/date-numbers';
import { reduceKeepingMasterNumbers } from '../numerology/life-path';
import type { ChartBody } from '../chart/chart-types';
import type { ZodiacPosition } from '../chart/zodiac';
import type { ChartMoment, ChartTruth } from './chart-truth';
import {
  angleWords,
  arcanumOfWord,
  arcanumWords,
  aspectOfWord,
  aspectWords,
  authoritiesOfWord,
  authorityWords,
  bodyOfWord,
  bodyWords,
  centreOfWord,
  centreStateWords,
  centreWords,
  definitionOfWord,
  definitionWords,
  houseOfWord,
  houseWords,
  isDefinedWord,
  mapAngleOfWord,
  matrixLineOfWord,
  matrixLineWords,
  matrixPointOfWord,
  matrixPointTitles,
  matrixPositionWords,
  numberKindOfWord,
  numberKindWords,
  numberOfWord,
  numberWords,
  pointOfWord,
  pointWords,
  signOfWord,
  signWords,
  typeOfWord,
  typeWords,
  type AspectWord,
  type NumberKind,
  type PointName,
} from './vocabulary';

export type Verdict = 'true' | 'false' | 'uncertain';

export interface CheckedStatement {
  /** The statement as written. */
  text: string;
  /** Its place in the checked text: UTF-16 offsets, end exclusive. */
  start: number;
  end: number;
  verdict: Verdict;
  /** What the chart says about the factor, in plain words. */
  chart: string;
  /** The factor checked: "moon-sign", "aspect", "human-design-type"... */
  factor: string;
}

interface Judgement {
  verdict: Verdict;
  chart: string;
}

/** One statement form: its pattern and what a match claims. */
interface StatementForm {
  factor: string;
  pattern: string;
  judge(groups: string[], truth: ChartTruth, sentence: string): Judgement | null;
}

const capitalised = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);
const nameOf = (point: PointName) => (point === 'midheaven' ? 'Midheaven' : capitalised(point));

/** Every moment agrees, none does, or the hours differ (or the fact needs what is unknown). */
function across(truth: ChartTruth, holds: (moment: ChartMoment) => boolean | null): Verdict {
  const seen = new Set(truth.moments.map(holds));
  if (seen.size === 1 && seen.has(true)) return 'true';
  if (seen.size === 1 && seen.has(false)) return 'false';
  return 'uncertain';
}

/** The values a fact takes across the moments, in order of first appearance. */
function valuesAcross(
  truth: ChartTruth,
  value: (moment: ChartMoment) => string | null,
  noun = 'values',
): string {
  const values = [...new Set(truth.moments.map(value))];
  if (values.length === 1) return values[0] ?? 'not known without the birth time and place';
  const known = values.filter((item): item is string => item !== null);
  if (known.length > 4) {
    return `any of ${known.length} ${noun} (${known[0]} to ${known[known.length - 1]}), depending on the birth hour`;
  }
  return `${known.join(' or ')}, depending on the birth hour`;
}

function positionOf(moment: ChartMoment, point: PointName): ZodiacPosition | null {
  const { natal } = moment;
  if (point === 'sun' || point === 'moon') return natal[point];
  if (point === 'ascendant' || point === 'midheaven') return natal[point];
  return natal.planets[point];
}

const ordinal = (house: number) =>
  `${house}${house === 1 ? 'st' : house === 2 ? 'nd' : house === 3 ? 'rd' : 'th'}`;

function signJudgement(point: PointName, sign: string, truth: ChartTruth): Judgement {
  const stated = signOfWord(sign);
  return {
    verdict: across(truth, (moment) => {
      const position = positionOf(moment, point);
      return position ? position.sign === stated : null;
    }),
    chart: `${point === 'ascendant' ? 'Rising sign' : nameOf(point)}: ${valuesAcross(
      truth,
      (moment) => {
        const position = positionOf(moment, point);
        if (!position) return null;
        return truth.timeKnown ? `${position.sign} (${position.degree})` : position.sign;
      },
      'signs',
    )}`,
  };
}

function houseOf(moment: ChartMoment, body: ChartBody): number | null {
  const { natal } = moment;
  return (body === 'sun' || body === 'moon' ? natal[body] : natal.planets[body]).house;
}

function houseJudgement(body: string, house: string, truth: ChartTruth): Judgement {
  const point = bodyOfWord(body);
  const stated = houseOfWord(house);
  return {
    verdict: across(truth, (moment) => {
      const found = houseOf(moment, point);
      return found ? found === stated : null;
    }),
    chart: `${nameOf(point)}: ${valuesAcross(
      truth,
      (moment) => {
        const found = houseOf(moment, point);
        return found ? `${ordinal(found)} house` : null;
      },
      'houses',
    )}`,
  };
}

function aspectJudgement(
  first: string,
  aspectWord: string,
  second: string,
  truth: ChartTruth,
): Judgement | null {
  const a = pointOfWord(first);
  const b = pointOfWord(second);
  if (a === b) return null;
  const stated: AspectWord = aspectOfWord(aspectWord);
  const between = (moment: ChartMoment) =>
    moment.natal.aspects.find(
      (aspect) =>
        (aspect.first === a && aspect.second === b) || (aspect.first === b && aspect.second === a),
    );
  const needsAngles = [a, b].some((point) => point === 'ascendant' || point === 'midheaven');
  return {
    verdict: across(truth, (moment) => {
      if (needsAngles && !moment.natal.ascendant) return null;
      return between(moment)?.aspect === stated;
    }),
    chart: valuesAcross(truth, (moment) => {
      if (needsAngles && !moment.natal.ascendant) return null;
      const aspect = between(moment);
      if (!aspect) return `no major aspect between the ${nameOf(a)} and ${nameOf(b)}`;
      return truth.timeKnown
        ? `${nameOf(a)} ${aspect.aspect} ${nameOf(b)} (orb ${aspect.orb.toFixed(1)}°)`
        : `${nameOf(a)} ${aspect.aspect} ${nameOf(b)}`;
    }),
  };
}

/** "Mars rising": the body within 10° of the Ascendant, on either side. */
const risingOrb = 10;

function hasNumbers(truth: ChartTruth, kind: NumberKind) {
  return kind === 'lifePath' ? truth.numbers.lifePath : truth.numbers[kind];
}
const numberTitles: Record<NumberKind, string> = {
  lifePath: 'Life Path',
  expression: 'Expression (Destiny) number',
  soulUrge: 'Soul Urge number',
  personality: 'Personality number',
};

/** A stated number agrees with the chart's, or with a master number's reduction ("11/2"). */
const sameNumber = (stated: number, actual: number) =>
  stated === actual || (actual > 9 && stated === reduceKeepingMasterNumbers(actual % 9 || 9));

function numberJudgement(kind: NumberKind, word: string, truth: ChartTruth): Judgement | null {
  const found = hasNumbers(truth, kind);
  const stated = numberOfWord(word);
  if (!found || !Number.isInteger(stated) || stated < 1 || stated > 33) return null;
  return {
    verdict: sameNumber(stated, found.number) ? 'true' : 'false',
    chart: `${numberTitles[kind]} ${found.number}`,
  };
}

const yearIn = (sentence: string) => /\b(1[89]\d\d|2[01]\d\d)\b/.exec(sentence)?.[1];

function personalYearJudgement(
  word: string,
  yearWord: string | undefined,
  truth: ChartTruth,
  sentence: string,
): Judgement | null {
  const stated = numberOfWord(word);
  if (!Number.isInteger(stated) || stated < 1 || stated > 9) return null;
  const year = Number(yearWord ?? yearIn(sentence) ?? truth.personalYear);
  const actual = personalYear(truth.matrix.date, year).number;
  return {
    verdict: actual === stated ? 'true' : 'false',
    chart: `Personal Year ${actual} in ${year}`,
  };
}

function arcanumStated(name: string | undefined, number: string | undefined): number {
  if (name) return arcanumOfWord(name);
  const value = Number(number);
  return value >= 1 && value <= 22 ? value : 0;
}

function matrixJudgement(position: string, arcanum: number, truth: ChartTruth): Judgement | null {
  if (!arcanum) return null;
  const point = matrixPointOfWord(position);
  const actual = truth.matrix.points[point];
  if (!actual) return null;
  return {
    verdict: actual.arcanum === arcanum ? 'true' : 'false',
    chart: `${capitalised(matrixPointTitles[point] ?? point)}: ${actual.arcanum}, ${actual.name}`,
  };
}

/** A place named after "through": the longest run of capitalised words the gazetteer knows. */
function placeNamed(words: string) {
  const tokens = words.split(/\s+/);
  const kept: string[] = [];
  for (const token of tokens) {
    const bare = token.replace(/[,.;:!?)]+$/, '');
    if (!/^\p{Lu}/u.test(bare) && !/^(de|da|do|del|la|le|upon|on|am|sur)$/.test(bare)) break;
    kept.push(bare);
    if (bare !== token) break;
  }
  for (let length = kept.length; length > 0; length--) {
    const name = kept.slice(0, length).join(' ');
    if (!/^\p{Lu}/u.test(name)) continue;
    const place = knownPlace(name);
    if (place) return { name, place };
  }
  return null;
}

/** Places named in readings, looked up once each (a reading names the same few many times). */
const placesLookedUp = new Map<string, ResolvedPlace | null>();
const placesKept = 2_000;

function knownPlace(name: string): ResolvedPlace | null {
  if (!placesLookedUp.has(name)) {
    if (placesLookedUp.size >= placesKept) placesLookedUp.clear();
    const place = resolvePlace(name);
    placesLookedUp.set(name, place?.city ? place : null);
  }
  return placesLookedUp.get(name) ?? null;
}

function mapJudgement(
  body: string,
  angleWord: string | undefined,
  placeWords: string,
  truth: ChartTruth,
): Judgement | null {
  const found = placeNamed(placeWords);
  if (!found) return null;
  const point = bodyOfWord(body);
  const angles: readonly MapAngle[] = angleWord ? [mapAngleOfWord(angleWord)] : mapAngles;
  const lineName = `${nameOf(point)}${angleWord ? ` ${angles[0]}` : ''} line`;
  if (!truth.map) {
    return {
      verdict: 'uncertain',
      chart: `The map lines need the birth time and place; the ${lineName} could run anywhere.`,
    };
  }
  const zenith = truth.map.zeniths.find((candidate) => candidate.body === point);
  if (!zenith) return null;
  const measured = linesNearPlace(
    angles.map((angle) => ({ angle, zenith })),
    found.place,
    Number.POSITIVE_INFINITY,
  )[0];
  if (!measured) return null;
  const within = measured.distanceKm <= nearPlaceDefaults.radiusKm;
  return {
    verdict: within ? 'true' : 'false',
    chart: `${nameOf(point)}'s nearest line to ${found.place.city}: ${measured.line.angle}, ${measured.distanceKm.toLocaleString('en-GB')} km away (a line runs through a place within ${nearPlaceDefaults.radiusKm} km)`,
  };
}

function humanDesignJudgement(
  truth: ChartTruth,
  label: string,
  holds: (moment: ChartMoment) => boolean,
  says: (moment: ChartMoment) => string,
): Judgement {
  return { verdict: across(truth, holds), chart: `${label}: ${valuesAcross(truth, says)}` };
}

/** "You are a Generator" holds for a Manifesting Generator too: readers of both schools say it. */
function typeJudgement(word: string, truth: ChartTruth): Judgement {
  const stated = typeOfWord(word);
  return humanDesignJudgement(
    truth,
    'Type',
    ({ humanDesign }) =>
      humanDesign.type === stated ||
      (stated === 'Generator' && humanDesign.type === 'Manifesting Generator'),
    ({ humanDesign }) => humanDesign.type,
  );
}

const owner = (truth: ChartTruth) =>
  `(?:\\byour|\\b${truth.firstName ? `${truth.firstName}['’]s` : 'your'})(?:\\s+(?:natal|own|birth))?`;
const having = (truth: ChartTruth) =>
  `(?:\\byou\\s+(?:have|had|were\\s+born\\s+with|carry|hold)${truth.firstName ? `|\\b${truth.firstName}\\s+(?:has|had|was\\s+born\\s+with)` : ''})(?:\\s+(?:the|your|a|an))?`;
const youAre = "(?:\\byou\\s+are|\\byou['’]re)";
const placedIn =
  "(?:\\s*,?\\s+(?:is|sits|falls|lies|lives|rests|was|placed|positioned|located|found)(?:\\s+(?:also|firmly|squarely|right|here))?)?\\s+(?:in|at\\s+\\d{1,2}°?(?:\\s*\\d{1,2}['′’])?)\\s+";

function forms(truth: ChartTruth): StatementForm[] {
  const own = owner(truth);
  const have = having(truth);
  const houseTail = `(?:the|your)\\s+${houseWords}(?:[\\s-]+house)`;
  return [
    // Houses first: "your Moon in Scorpio in the 8th house" is two statements, read by two forms.
    {
      factor: 'body-house',
      pattern: `${own}\\s+${bodyWords}(?:\\s+in\\s+${signWords})?${placedIn}${houseTail}`,
      judge: ([body, , house], t) => houseJudgement(body!, house!, t),
    },
    {
      factor: 'body-house',
      pattern: `${have}\\s+${bodyWords}(?:\\s+in\\s+${signWords})?\\s+in\\s+${houseTail}`,
      judge: ([body, , house], t) => houseJudgement(body!, house!, t),
    },
    {
      factor: 'body-house',
      pattern: `\\b${bodyWords}${placedIn}your\\s+${houseWords}(?:[\\s-]+house)`,
      judge: ([body, house], t) => houseJudgement(body!, house!, t),
    },
    {
      factor: 'body-house',
      pattern: `${own}\\s+${houseWords}[\\s-]+house\\s+${bodyWords}`,
      judge: ([house, body], t) => houseJudgement(body!, house!, t),
    },
    // Rising sign and Midheaven.
    {
      factor: 'rising-sign',
      pattern: `${own}\\s+(?:rising(?:\\s+sign)?|ascendant|ascendent)(?:\\s+sign)?(?:\\s+is|,|:)?\\s+(?:in\\s+)?${signWords}`,
      judge: ([sign], t) => signJudgement('ascendant', sign!, t),
    },
    {
      factor: 'rising-sign',
      pattern: `(?:${own}|${have}|${youAre}\\s+an?)\\s+${signWords}\\s+(?:rising|ascendant)`,
      judge: ([sign], t) => signJudgement('ascendant', sign!, t),
    },
    {
      factor: 'rising-sign',
      pattern: `\\bwith\\s+${signWords}\\s+(?:rising|ascendant)`,
      judge: ([sign], t, sentence) =>
        /\byou/i.test(sentence) ? signJudgement('ascendant', sign!, t) : null,
    },
    {
      factor: 'midheaven-sign',
      pattern: `${own}\\s+(?:midheaven|mc)(?:\\s+is|,|:)?\\s+(?:in\\s+)?${signWords}`,
      judge: ([sign], t) => signJudgement('midheaven', sign!, t),
    },
    {
      factor: 'midheaven-sign',
      pattern: `${own}\\s+${signWords}\\s+(?:midheaven|mc)\\b`,
      judge: ([sign], t) => signJudgement('midheaven', sign!, t),
    },
    // Aspects between two of the buyer's own points.
    {
      factor: 'aspect',
      pattern: `${own}\\s+${pointWords}(?:\\s+in\\s+${signWords})?(?:\\s+in\\s+the\\s+${houseWords}\\s+house)?(?:\\s*,)?(?:\\s+(?:is|sits|forms|makes|in|a|an|tight|close|exact|wide))*\\s+${aspectWords}(?:\\s+(?:to|with|aspect\\s+to))?\\s+(?:(?:your|the|natal)\\s+)*${pointWords}\\b`,
      judge: ([first, , , aspect, second], t) => aspectJudgement(first!, aspect!, second!, t),
    },
    {
      factor: 'aspect',
      pattern: `\\b(?:the|a|an|that|this)\\s+(?:tight\\s+|close\\s+|exact\\s+|wide\\s+)?${aspectWords}\\s+(?:between|of)\\s+your\\s+${pointWords}\\s+and\\s+(?:your\\s+)?${pointWords}\\b`,
      judge: ([aspect, first, second], t) => aspectJudgement(first!, aspect!, second!, t),
    },
    {
      factor: 'aspect',
      pattern: `${own}\\s+${pointWords}\\s*[-–—/]\\s*${pointWords}\\s+${aspectWords}`,
      judge: ([first, second, aspect], t) => aspectJudgement(first!, aspect!, second!, t),
    },
    {
      factor: 'aspect',
      pattern: `${own}\\s+${pointWords}\\s+and\\s+(?:your\\s+)?${pointWords}\\s+(?:are|form|make)\\s+(?:in\\s+)?(?:a\\s+|an\\s+)?(?:tight\\s+|close\\s+|exact\\s+)?${aspectWords}`,
      judge: ([first, second, aspect], t) => aspectJudgement(first!, aspect!, second!, t),
    },
    // A body on the Ascendant: "your Mars rising".
    {
      factor: 'body-rising',
      pattern: `${own}\\s+${bodyWords}\\s+rising\\b`,
      judge: ([body], t) => {
        const point = bodyOfWord(body!);
        const distance = (moment: ChartMoment) => {
          const ascendant = moment.natal.ascendant;
          if (!ascendant) return null;
          const arc = Math.abs(positionOf(moment, point)!.longitude - ascendant.longitude) % 360;
          return Math.min(arc, 360 - arc);
        };
        return {
          verdict: across(t, (moment) => {
            const arc = distance(moment);
            return arc === null ? null : arc <= risingOrb;
          }),
          chart: valuesAcross(t, (moment) => {
            const arc = distance(moment);
            return arc === null
              ? null
              : `${nameOf(point)} ${arc.toFixed(1)}° from the Ascendant (rising within ${risingOrb}°)`;
          }),
        };
      },
    },
    // Body in sign.
    {
      factor: 'body-sign',
      pattern: `${own}\\s+${bodyWords}${placedIn}${signWords}\\b`,
      judge: ([body, sign], t) => signJudgement(bodyOfWord(body!), sign!, t),
    },
    {
      factor: 'body-sign',
      pattern: `${have}\\s+${bodyWords}${placedIn}${signWords}\\b`,
      judge: ([body, sign], t) => signJudgement(bodyOfWord(body!), sign!, t),
    },
    {
      factor: 'body-sign',
      pattern: `${own}\\s+${signWords}\\s+${bodyWords}\\b(?!\\s+(?:line|sign))`,
      judge: ([sign, body], t) => signJudgement(bodyOfWord(body!), sign!, t),
    },
    {
      factor: 'body-sign',
      pattern: `${own}\\s+${bodyWords}\\s+sign(?:\\s+is|,|:)?\\s+(?:in\\s+|an?\\s+)?${signWords}\\b`,
      judge: ([body, sign], t) => signJudgement(bodyOfWord(body!), sign!, t),
    },
    {
      factor: 'body-sign',
      pattern: `(?:${youAre}|\\bas)\\s+an?\\s+(?:true\\s+|typical\\s+|classic\\s+|proud\\s+)?${signWords}\\b(?!\\s+(?:rising|ascendant|moon|sun|mercury|venus|mars|jupiter|saturn|uranus|neptune|pluto|midheaven|mc|person|man|woman|partner|child|friend|parent|boss))`,
      judge: ([sign], t, sentence) =>
        /\byou/i.test(sentence) ? signJudgement('sun', sign!, t) : null,
    },
    // Human Design.
    {
      factor: 'human-design-type',
      pattern: `(?:${youAre}|\\bas|\\bbeing)\\s+an?\\s+(?:pure\\s+|true\\s+|classic\\s+)?${typeWords}\\b`,
      judge: ([word], t, sentence) => {
        if (!/\byou/i.test(sentence)) return null;
        return typeJudgement(word!, t);
      },
    },
    {
      factor: 'human-design-type',
      pattern: `${own}\\s+(?:human\\s+design\\s+|energy\\s+|hd\\s+)?type(?:\\s+is|,|:)?\\s+(?:an?\\s+|the\\s+)?${typeWords}\\b`,
      judge: ([word], t) => {
        return typeJudgement(word!, t);
      },
    },
    {
      factor: 'human-design-authority',
      pattern: `(?:${own}\\s+(?:inner\\s+)?authority(?:\\s+is|,|:)?\\s+(?:the\\s+)?${authorityWords}|(?:${own}|${have})\\s+(?:inner\\s+)?${authorityWords}\\s+(?:\\(\\w+\\)\\s+)?(?:inner\\s+)?authority)`,
      judge: ([first, second], t) => {
        const stated = authoritiesOfWord(first ?? second!);
        return humanDesignJudgement(
          t,
          'Authority',
          ({ humanDesign }) => stated.includes(humanDesign.authority),
          ({ humanDesign }) => humanDesign.authority,
        );
      },
    },
    {
      factor: 'human-design-profile',
      pattern: `(?:${own}\\s+([1-6])\\s*/\\s*([1-6])\\s+profile|${own}\\s+profile(?:\\s+is|,|:)?\\s+(?:an?\\s+)?([1-6])\\s*/\\s*([1-6])|${youAre}\\s+an?\\s+([1-6])\\s*/\\s*([1-6])\\b|${have}\\s+([1-6])\\s*/\\s*([1-6])\\s+profile)`,
      judge: (groups, t) => {
        const [line, design] = groups.filter((group) => group !== undefined);
        const stated = `${line}/${design}`;
        return humanDesignJudgement(
          t,
          'Profile',
          ({ humanDesign }) => humanDesign.profile === stated,
          ({ humanDesign }) => humanDesign.profile,
        );
      },
    },
    {
      factor: 'human-design-definition',
      pattern: `(?:(?:${own}|${have}|${youAre}\\s+an?)\\s+${definitionWords}\\s+definition|${own}\\s+definition(?:\\s+is|,|:)?\\s+(?:an?\\s+)?${definitionWords}\\b)`,
      judge: ([first, second], t) => {
        const stated = definitionOfWord(first ?? second!);
        return humanDesignJudgement(
          t,
          'Definition',
          ({ humanDesign }) => humanDesign.definition === stated,
          ({ humanDesign }) => humanDesign.definition,
        );
      },
    },
    {
      factor: 'human-design-centre',
      pattern: `(?:${own}\\s+${centreStateWords}\\s+${centreWords}|${own}\\s+${centreWords}\\s+(?:is|remains|stays)\\s+(?:completely\\s+|fully\\s+|wide\\s+)?${centreStateWords})`,
      judge: (groups, t) => {
        const [state1, strict1, loose1, strict2, loose2, state2] = groups;
        const state = state1 ?? state2!;
        const centre = centreOfWord(strict1 ?? loose1 ?? strict2 ?? loose2!);
        const defined = isDefinedWord(state);
        return humanDesignJudgement(
          t,
          centre === 'G' ? 'G centre' : `${centre} centre`,
          ({ humanDesign }) => humanDesign.definedCentres.includes(centre) === defined,
          ({ humanDesign }) =>
            humanDesign.definedCentres.includes(centre) ? 'defined' : 'open (undefined)',
        );
      },
    },
    {
      factor: 'human-design-channel',
      pattern: `(?:${own}\\s+(\\d{1,2})\\s*[-–]\\s*(\\d{1,2})\\s+channel|(?:${own}|${have})\\s+channel\\s+(?:of\\s+)?(\\d{1,2})\\s*[-–]\\s*(\\d{1,2})|${have}\\s+(\\d{1,2})\\s*[-–]\\s*(\\d{1,2})\\s+channel)`,
      judge: (groups, t) => {
        const [first, second] = groups.filter((group) => group !== undefined).map(Number);
        const low = Math.min(first!, second!);
        const high = Math.max(first!, second!);
        if (!humanDesignChannels.some(([a, b]) => a === low && b === high)) return null;
        const name = `${low}-${high}`;
        return humanDesignJudgement(
          t,
          'Channels',
          ({ humanDesign }) => humanDesign.channels.includes(name),
          ({ humanDesign }) => humanDesign.channels.join(', ') || 'none',
        );
      },
    },
    {
      factor: 'human-design-gate',
      pattern: `(?:(?:${own}|${have})\\s+gate\\s+(\\d{1,2})\\b|\\bgate\\s+(\\d{1,2})\\s+(?:is\\s+)?(?:activated\\s+|defined\\s+)?in\\s+your\\s+(?:design|personality|chart|bodygraph))`,
      judge: ([first, second], t) => {
        const gate = Number(first ?? second);
        if (gate < 1 || gate > 64) return null;
        const gates = ({ humanDesign }: ChartMoment) =>
          [humanDesign.personality, humanDesign.design].flatMap((side) =>
            Object.values(side).map((activation) => activation.gate),
          );
        return humanDesignJudgement(
          t,
          'Gates',
          (moment) => gates(moment).includes(gate),
          (moment) => [...new Set(gates(moment))].sort((a, b) => a - b).join(', '),
        );
      },
    },
    // Map lines through a named place.
    {
      factor: 'map-line',
      pattern: `${own}\\s+${bodyWords}(?:\\s+${angleWords})?\\s+line(?:\\s*,)?(?:\\s+(?:also|actually|still))?\\s+(?:(?:runs|passes|goes|cuts|falls|lies|sits|is|was)?\\s*(?:right\\s+|directly\\s+|straight\\s+|just\\s+|close\\s+)?(?:through|across|over|near|by|along)|crosses|traverses|touches|bisects)\\s+((?:\\S+\\s*){1,4})`,
      judge: ([body, angle, place], t) => mapJudgement(body!, angle, place!, t),
    },
    {
      factor: 'map-line',
      pattern: `\\b((?:\\S+\\s+){0,3}\\S+?),?\\s+(?:sits|lies|falls|is)\\s+(?:right\\s+|directly\\s+|squarely\\s+)?(?:on|under|along|beneath)\\s+your\\s+${bodyWords}(?:\\s+${angleWords})?\\s+line`,
      judge: ([place, body, angle], t) => {
        // The place is the capitalised run just before the verb: keep the words from the last
        // one that is not capitalised onwards.
        const words = place!.split(/\s+/);
        let first = words.length - 1;
        while (first > 0 && /^\p{Lu}/u.test(words[first - 1]!)) first--;
        return mapJudgement(body!, angle, words.slice(first).join(' '), t);
      },
    },
    // Destiny Matrix.
    {
      factor: 'destiny-matrix',
      pattern: `${own}\\s+(?:matrix['’]s\\s+)?${matrixPositionWords}(?:\\s+(?:energy|arcanum))?(?:\\s+(?:is|are|holds|carries|shows|=)|,|:|\\s+of)?\\s+(?:the\\s+)?(?:energy\\s+|arcanum\\s+)?(?:${arcanumWords}(?:\\s*\\(\\s*\\d{1,2}\\s*\\))?|(\\d{1,2})\\b)`,
      judge: ([position, name, number], t) =>
        matrixJudgement(position!, arcanumStated(name, number), t),
    },
    {
      factor: 'destiny-matrix',
      pattern: `\\b(?:the\\s+)?(?:${arcanumWords}(?:\\s*\\(\\s*\\d{1,2}\\s*\\))?|(?:arcanum|energy)\\s+(\\d{1,2}))\\s+(?:sits\\s+|stands\\s+|appears\\s+|lives\\s+|is\\s+)?(?:in|at|as)\\s+(?:the\\s+centre\\s+of\\s+)?${own}\\s+(?:matrix['’]s\\s+)?${matrixPositionWords}`,
      judge: ([name, number, position], t) =>
        matrixJudgement(position!, arcanumStated(name, number), t),
    },
    {
      factor: 'destiny-matrix-line',
      pattern: `${own}\\s+${matrixLineWords}(?:\\s+(?:is|reads|runs|shows)|,|:|\\s+of)?\\s+(\\d{1,2})\\s*[-–,/]\\s*(\\d{1,2})\\s*[-–,/]\\s*(\\d{1,2})\\b`,
      judge: ([line, a, b, c], t) => {
        const stated = [a, b, c].map(Number);
        if (stated.some((value) => value < 1 || value > 22)) return null;
        const key = matrixLineOfWord(line!);
        const actual = t.matrix.lines[key];
        const names = {
          karmicTail: 'Karmic tail',
          talents: 'Talents',
          money: 'Money line',
          love: 'Love line',
        };
        return {
          verdict: actual.join('-') === stated.join('-') ? 'true' : 'false',
          chart: `${names[key]}: ${actual.join('-')} (${actual.map((value) => arcanumOf(value).name).join(', ')})`,
        };
      },
    },
    // Numbers.
    {
      factor: 'personal-year',
      pattern: `(?:\\b(1[89]\\d\\d|2[01]\\d\\d)\\s+(?:is|will\\s+be|brings|marks|becomes)\\s+(?:a\\s+|an\\s+|your\\s+)?personal\\s+year\\s+(?:number\\s+)?${numberWords}\\b(?=\\s+for\\s+you|[^.!?]*\\byou)|${own}\\s+personal\\s+year(?:\\s+number)?(?:\\s+(?:for|in|of)\\s+(1[89]\\d\\d|2[01]\\d\\d))?(?:\\s+is|,|:)?\\s+(?:a\\s+|an\\s+)?${numberWords}\\b|\\byou\\s+(?:are|enter|begin|start|move\\s+into|step\\s+into|will\\s+be)\\s+(?:in\\s+)?(?:a\\s+|an\\s+|your\\s+)?personal\\s+year\\s+(?:number\\s+)?${numberWords}\\b)`,
      judge: ([year1, number1, year2, number2, number3], t, sentence) =>
        personalYearJudgement(number1 ?? number2 ?? number3!, year1 ?? year2, t, sentence),
    },
    {
      factor: 'number',
      pattern: `(?:${own}\\s+${numberKindWords}(?:\\s*\\([\\w\\s'’]{1,20}\\))?(?:\\s+number)?(?:\\s+is|,|:|\\s+of)?\\s+(?:a\\s+|an\\s+|the\\s+)?(?:master\\s+(?:number\\s+)?)?${numberWords}\\b(?!\\s*(?:%|years?|degrees?|°))|(?:${youAre}|\\bas)\\s+an?\\s+${numberKindWords}(?:\\s+number)?\\s+${numberWords}\\b|(?:${youAre}|\\bas)\\s+an?\\s+${numberWords}\\s+${numberKindWords}\\b|${own}\\s+${numberWords}\\s+${numberKindWords}\\b)`,
      judge: (groups, t, sentence) => {
        const [kind1, number1, kind2, number2, number3, kind3, number4, kind4] = groups;
        if ((kind2 !== undefined || kind3 !== undefined) && !/\byou/i.test(sentence)) return null;
        const kind = kind1 ?? kind2 ?? kind3 ?? kind4!;
        return numberJudgement(
          numberKindOfWord(kind),
          number1 ?? number2 ?? number3 ?? number4!,
          t,
        );
      },
    },
  ];
}

/** Words that make the clause before a statement a hypothesis, a transit or another's chart. */
const notAssertedBefore =
  /\b(if|imagine|suppose|supposing|were|whether|unless|wish|transit(?:ing|s)?|progressed|solar\s+arc|return|someone|people|anyone|partner['’]?s?|mother['’]?s?|father['’]?s?|child['’]?s?)\b/i;
const negated = /\b(not|n['’]t|never|no\s+longer|nor)\b/i;

/** The clause a match sits in: from the last sentence or clause break before it. */
function clauseBefore(text: string, start: number): string {
  const before = text.slice(Math.max(0, start - 200), start);
  const cut = Math.max(
    ...['.', '!', '?', ';', '\n', ',', '—', '–', ':', '(', ')'].map((mark) =>
      before.lastIndexOf(mark),
    ),
  );
  return before.slice(cut + 1);
}

function sentenceAround(text: string, start: number, end: number): string {
  const before = text.slice(Math.max(0, start - 300), start);
  const from = Math.max(...['.', '!', '?', '\n'].map((mark) => before.lastIndexOf(mark)));
  const after = text.slice(end, end + 300);
  const to = after.search(/[.!?\n]/);
  return `${before.slice(from + 1)}${text.slice(start, end)}${to < 0 ? after : after.slice(0, to)}`;
}

/** Compiled forms, by chart (the buyer's first name is part of them). */
const compiled = new WeakMap<ChartTruth, { form: StatementForm; pattern: RegExp }[]>();

function compiledForms(truth: ChartTruth) {
  let found = compiled.get(truth);
  if (!found) {
    found = forms(truth).map((form) => ({ form, pattern: new RegExp(form.pattern, 'giu') }));
    compiled.set(truth, found);
  }
  return found;
}

/** Every statement about the buyer's chart found in `text`, in order, with its verdict. */
export function checkText(text: string, truth: ChartTruth): CheckedStatement[] {
  const found: CheckedStatement[] = [];
  for (const { form, pattern } of compiledForms(truth)) {
    pattern.lastIndex = 0;
    for (const match of text.matchAll(pattern)) {
      const start = match.index;
      const end = start + match[0].trimEnd().length;
      const written = text.slice(start, end);
      if (notAssertedBefore.test(clauseBefore(text, start)) || negated.test(written)) continue;
      const sentence = sentenceAround(text, start, end);
      const judgement = form.judge(match.slice(1), truth, sentence);
      if (!judgement) continue;
      // One statement per factor and span: the first form that read it wins.
      const overlaps = found.some(
        (other) => other.factor === form.factor && other.start < end && start < other.end,
      );
      if (overlaps) continue;
      found.push({ text: written, start, end, factor: form.factor, ...judgement });
    }
  }
  return trimmedMapStatements(found).sort((a, b) => a.start - b.start || a.end - b.end);
}

/** A map statement's match runs on past the place's name: end it at the name. */
function trimmedMapStatements(found: CheckedStatement[]): CheckedStatement[] {
  return found.map((statement) => {
    if (statement.factor !== 'map-line') return statement;
    const written = statement.text.replace(/[.;:!?\n].*$/s, '').replace(/[\s,]+$/, '');
    const cut =
      /^(.*?\b(?:through|across|over|near|by|along|crosses|traverses|touches|bisects)\s+\S+(?:\s+\p{Lu}\S*)*)/u.exec(
        written,
      );
    const text1 = cut ? cut[1]!.replace(/[,.;:!?]+$/, '') : written;
    return { ...statement, text: text1, end: statement.start + text1.length };
  });
}
