/**
 * The portrait's chart sections: the keynote (element, modality, pattern), then how this person
 * works, loves and recharges, each sentence chosen by comparing findings (decision 242).
 */
import type { ChartShape } from '../chart-shape/chart-shape';
import { elementOf, type Element } from '../chart-shape/signs';
import type { ChartBody } from '../chart/chart-types';
import { zodiacSigns, type ZodiacSign } from '../chart/zodiac';
import { pointNames } from './body-meanings';
import { houseMeanings, type HouseNumber } from './houses';
import type { PortraitSection, ProfileFacts } from './profile-facts';
import {
  elementModalitySign,
  elementPortraits,
  modalityPortraits,
  patternPortraits,
} from './profile-elements';
import {
  dominantPlanetPortraits,
  hemispherePortraits,
  marsByElement,
  venusByElement,
  venusMarsRelation,
} from './profile-planets';
import {
  capitalise,
  fill,
  listed,
  lower,
  named,
  ordinal,
  reasonWords,
  relationOf,
  withArticle,
} from './profile-wording';

/** Birth time unknown and the Moon near a boundary: the noon sign and the one it may be in. */
function possibleMoonSigns(facts: ProfileFacts): ZodiacSign[] {
  const noon = facts.signs.moon;
  if (!facts.shape.moonSignUncertain) return [noon];
  const index = zodiacSigns.indexOf(noon);
  const nearStart = facts.moonLongitude % 30 < 15;
  const neighbour = zodiacSigns[(index + (nearStart ? 11 : 1)) % 12] ?? noon;
  return [noon, neighbour];
}

export function keynote(facts: ProfileFacts): PortraitSection {
  const { shape, signs } = facts;
  const [element = 'fire', ...otherElements] = shape.elements.leading;
  const [modality = 'cardinal', ...otherModalities] = shape.modalities.leading;
  const opening =
    otherElements.length === 0
      ? `${elementPortraits[element].name} leads your chart: ${elementPortraits[element].essence}`
      : `${listed(shape.elements.leading.map((name) => elementPortraits[name].name))} share the lead in your chart, so more than one note sounds at once. ${shape.elements.leading.map((name) => `With ${name}, ${elementPortraits[name].essence}`).join(' ')}`;
  const moving =
    otherModalities.length === 0
      ? `Its rhythm is ${modality}: ${modalityPortraits[modality].essence}`
      : `${listed(shape.modalities.leading.map((name) => capitalise(name)))} signs weigh the same in your chart, so ${listed(shape.modalities.leading.map((name) => modalityPortraits[name].motto))}.`;
  const pair = elementModalitySign[element][modality];
  const pairing = `Put together, ${element} with a ${modality} rhythm is the signature of ${pair.sign}: ${pair.note}.`;
  const echo = (() => {
    if (signs.sun === pair.sign)
      return 'It is also your Sun sign, so the whole chart agrees with its centre.';
    if (signs.ascendant === pair.sign)
      return 'It is also your rising sign, so it is the first thing people meet in you.';
    if (signs.moon === pair.sign && !shape.moonSignUncertain)
      return 'It is also your Moon sign, so it is the nature you return to in private.';
    const sunElement = elementOf(signs.sun);
    return sunElement === element
      ? `Your Sun in ${signs.sun} shares that element, so the chart and its centre agree.`
      : `Your Sun in ${signs.sun} is a ${sunElement} sign, a second colour laid over that keynote: ${elementPortraits[sunElement].gift} alongside ${elementPortraits[element].gift}.`;
  })();
  const missing = shape.elements.missing.map(
    (name) =>
      `${elementPortraits[name].name} has no planet in your chart, so ${elementPortraits[name].whenMissing}`,
  );
  const { pattern } = shape;
  const patternText = [patternPortraits[pattern.pattern].text];
  if (pattern.handle.length > 0) {
    const names = listed(pattern.handle.map(named));
    const brings = pattern.handle.map(
      (body, index) =>
        `${index === 0 ? `${capitalise(named(body))} brings` : named(body)} ${dominantPlanetPortraits[body].keyword}`,
    );
    patternText.push(
      `Your handle is ${names}, and the rest of your chart pours through ${pattern.handle.length > 1 ? 'them' : 'it'}: ${brings.join(', ')}.`,
    );
  }
  if (pattern.leadingBody)
    patternText.push(
      `${capitalise(named(pattern.leadingBody))} leads the train, so ${dominantPlanetPortraits[pattern.leadingBody].keyword} is the engine that pulls the rest.`,
    );
  const others = shape.patternsAcrossTheDay.filter((name) => name !== pattern.pattern);
  if (others.length > 0)
    patternText.push(
      `Without a birth time this is the noon reading: at other hours of your birth date the Moon would make it a ${listed(others, 'or')}, so hold this part lightly.`,
    );
  return {
    key: 'keynote',
    eyebrow: 'Your keynote',
    heading: `${capitalise(element)}, ${modality} and a ${pattern.pattern}`,
    paragraphs: [`${opening} ${moving} ${pairing} ${echo}`, ...missing, patternText.join(' ')],
  };
}

function reasonsInWords(shape: ChartShape, body: ChartBody): string {
  const reasons = shape.planets.find((planet) => planet.body === body)?.reasons ?? [];
  const placement = listed(
    reasons.filter(({ reason }) => reason !== 'aspects').map(({ reason }) => reasonWords[reason]),
  );
  const aspects = reasons.find(({ reason }) => reason === 'aspects')?.points ?? 0;
  const aspectWords = `${aspects} major aspect${aspects === 1 ? '' : 's'}`;
  if (!placement) return aspectWords;
  return aspects > 0 ? `${placement}, with ${aspectWords}` : placement;
}

export function work(facts: ProfileFacts): PortraitSection {
  const { shape, signs } = facts;
  const [first = 'sun', second = 'moon', third = 'mercury'] = shape.dominantPlanets;
  const leading = shape.elements.leading[0] ?? 'fire';
  const firstElement = elementOf(signs[first]);
  const placed =
    firstElement === leading
      ? `It sits in ${signs[first]}, one of your ${leading} signs, so it speaks in the chart's main voice.`
      : `It sits in ${signs[first]}, ${withArticle(firstElement)} sign, which brings ${elementPortraits[firstElement].gift} to a chart led by ${leading}.`;
  const paragraphs = [
    `${capitalise(named(first))} is the loudest planet in your chart (${reasonsInWords(shape, first)}). ${dominantPlanetPortraits[first].atWork} ${placed}`,
    `Next come ${named(second)}, adding ${dominantPlanetPortraits[second].keyword}, and ${named(third)}, adding ${dominantPlanetPortraits[third].keyword}. ${modalityPortraits[shape.modalities.leading[0] ?? 'cardinal'].atWork}`,
  ];
  if (shape.houses) {
    const sides = shape.houses.strongSides.map((side) => hemispherePortraits[side]);
    const busiest = shape.houses.busiestHouses.map((house) => {
      const bodies = listed(
        (shape.houses?.byHouse[house - 1] ?? []).map((body) => pointNames[body]),
      );
      return `Your ${ordinal(house)} house holds ${bodies}, so much of your energy gathers around ${houseMeanings[house as HouseNumber].keywords}.`;
    });
    const balanced =
      sides.length === 0
        ? 'Your planets are spread across the hemispheres of the chart: you can work alone or with others, in public or behind the scenes, and move between them as life asks.'
        : '';
    paragraphs.push([...sides, balanced, ...busiest].filter(Boolean).join(' '));
  } else {
    paragraphs.push(
      'Without an exact birth time we cannot say in which areas of life (the houses) your planets fall, so this page reads your signs and aspects only; a birth time would add where your energy goes.',
    );
  }
  return {
    key: 'work',
    eyebrow: 'How you work',
    heading: `Led by ${named(first)}`,
    paragraphs,
  };
}

export function love(facts: ProfileFacts): PortraitSection {
  const { shape, signs } = facts;
  const venusElement = elementOf(signs.venus);
  const marsElement = elementOf(signs.mars);
  const relation = relationOf(venusElement, marsElement);
  const paragraphs = [
    [
      fill(venusByElement[venusElement].text, { sign: signs.venus }),
      fill(marsByElement[marsElement], { sign: signs.mars }),
      fill(venusMarsRelation[relation], {
        element: venusElement,
        venusElement: capitalise(venusElement),
        marsElement: marsElement,
      }),
    ].join(' '),
  ];
  const more: string[] = [];
  if (venusElement === (shape.elements.leading[0] ?? 'fire'))
    more.push(
      "Your Venus shares your chart's leading element, so in love you are simply more of yourself.",
    );
  else
    more.push(
      `Your Venus is not in your leading element, so love shows a side of you that work and daily life rarely call on: ${venusByElement[venusElement].short}.`,
    );
  if (shape.dominantPlanets.includes('venus'))
    more.push(
      'Venus is also one of your dominant planets: relationships and beauty colour everything else you do.',
    );
  const partners = shape.houses?.byHouse[6] ?? [];
  if (partners.length > 0)
    more.push(
      `With ${listed(partners.map(named))} in your 7th house of partnership, close relationships are one of the main stages of your life.`,
    );
  paragraphs.push(more.join(' '));
  return {
    key: 'love',
    eyebrow: 'How you love',
    heading: `Venus in ${signs.venus}, Mars in ${signs.mars}`,
    paragraphs,
  };
}

function quietestElement(shape: ChartShape): Element {
  const ordered = [...(Object.keys(shape.elements.scores) as Element[])].sort(
    (a, b) =>
      shape.elements.scores[a] - shape.elements.scores[b] ||
      shape.elements.counts[a] - shape.elements.counts[b],
  );
  return ordered[0] ?? 'water';
}

export function recharge(facts: ProfileFacts): PortraitSection {
  const { shape } = facts;
  const moonSigns = possibleMoonSigns(facts);
  const [noonSign = facts.signs.moon, otherSign] = moonSigns;
  const moonElement = elementOf(noonSign);
  const paragraphs: string[] = [];
  if (otherSign) {
    const otherElement = elementOf(otherSign);
    paragraphs.push(
      `Your Moon was in ${noonSign} or ${otherSign} on the day you were born; the noon chart places it in ${noonSign}. ${elementPortraits[moonElement].recharge}${
        otherElement === moonElement
          ? ''
          : ` If it was in ${otherSign}, ${withArticle(otherElement)} sign: ${lower(elementPortraits[otherElement].recharge)}`
      }`,
    );
  } else {
    paragraphs.push(
      `Your Moon is in ${noonSign}, ${withArticle(moonElement)} sign. ${elementPortraits[moonElement].recharge}`,
    );
  }
  const quiet = quietestElement(shape);
  paragraphs.push(
    quiet === moonElement && !otherSign
      ? `${elementPortraits[quiet].name} is the quietest element in your chart but it is your Moon's, so guard the time that restores you: the rest of your chart will not ask for it.`
      : `${elementPortraits[quiet].name} is the quietest element in your chart, and ${elementPortraits[quiet].borrow}`,
  );
  return {
    key: 'recharge',
    eyebrow: 'How you recharge',
    heading: `Your Moon in ${listed(moonSigns, 'or')}`,
    paragraphs,
  };
}
