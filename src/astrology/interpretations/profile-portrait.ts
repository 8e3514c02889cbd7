/**
 * The dynamic profile as one portrait (issue 23, decision 242): the chart's keynote, then how
 * this person works, loves and recharges, where Human Design agrees or adds, the numbers, and a
 * closing synthesis. Sentences are chosen by rules that compare the findings with each other,
 * so two charts with the same Sun sign still read differently.
 */
import type { ChartShape } from '../chart-shape/chart-shape';
import { elementOf, type Element, type Modality } from '../chart-shape/signs';
import type { LifePathNumber } from './life-path';
import { keynote, love, recharge, work } from './profile-chart-sections';
import { elementPortraits, modalityPortraits } from './profile-elements';
import type { PortraitSection, ProfileFacts } from './profile-facts';
import {
  authorityEchoes,
  authorityPortraits,
  strategyInBrief,
  strategyPortraits,
  typePortraits,
} from './profile-human-design';
import { numberRoles, numberThemes, numberTies } from './profile-numbers';
import { dominantPlanetPortraits, venusByElement } from './profile-planets';
import { fill, listed, lower } from './profile-wording';

export type { PortraitSection, ProfileFacts } from './profile-facts';

function shapeWord(
  shape: ChartShape,
  echoes: { elements: readonly Element[]; modalities: readonly Modality[] },
): string | null {
  const element = shape.elements.leading.find((name) => echoes.elements.includes(name));
  if (element) return `${element}-led`;
  const modality = shape.modalities.leading.find((name) => echoes.modalities.includes(name));
  return modality ?? null;
}

function design(facts: ProfileFacts): PortraitSection {
  const { shape, humanDesign } = facts;
  const portrait = typePortraits[humanDesign.type];
  const echoed = shapeWord(shape, portrait.echoes);
  const overall = `${shape.elements.leading[0] ?? 'fire'}-led and ${shape.modalities.leading[0] ?? 'cardinal'}`;
  const varying = (field: string) => [
    ...new Set(humanDesign.birthDay?.varying.find((entry) => entry.field === field)?.values),
  ];
  const typeValues = varying('type');
  const typeParagraph = [
    `You are ${portrait.withArticle}. ${portrait.text}`,
    echoed ? fill(portrait.agrees, { shape: echoed }) : fill(portrait.adds, { shape: overall }),
  ];
  if (typeValues.length > 1)
    typeParagraph.push(
      `Your birth time is not known, and across your birth date your type could be ${listed(typeValues, 'or')}: this reading is for ${humanDesign.type}, the type at noon, and a birth time would settle it.`,
    );
  const moonElement = elementOf(facts.signs.moon);
  const authorityEcho = authorityEchoes[humanDesign.authority];
  const authorityParagraph = [authorityPortraits[humanDesign.authority]];
  if (authorityEcho && authorityEcho.elements.includes(moonElement) && !shape.moonSignUncertain)
    authorityParagraph.push(fill(authorityEcho.sentence, { moonSign: facts.signs.moon }));
  const authorityValues = varying('authority');
  if (authorityValues.length > 1)
    authorityParagraph.push(
      `Without a birth time your authority could be ${listed(authorityValues, 'or')}; this is the noon reading.`,
    );
  return {
    key: 'design',
    eyebrow: 'Where Human Design agrees',
    heading: `${humanDesign.type}, ${lower(humanDesign.strategy)}`,
    paragraphs: [
      typeParagraph.join(' '),
      strategyPortraits[humanDesign.strategy],
      authorityParagraph.join(' '),
    ],
  };
}

function numbersSection(facts: ProfileFacts): PortraitSection {
  const { numbers, shape } = facts;
  const theme = (value: number) => numberThemes[value as LifePathNumber];
  const lifePath = numbers.lifePath.number;
  const leading = shape.elements.leading[0] ?? 'fire';
  const lifePathTheme = theme(lifePath);
  const paragraphs = [
    [
      fill(numberRoles.lifePath, { n: lifePath, ...lifePathTheme }),
      lifePathTheme.element === leading || shape.elements.leading.includes(lifePathTheme.element)
        ? fill(numberTies.lifePathEchoes, { element: lifePathTheme.element })
        : fill(numberTies.lifePathAdds, { element: leading, numberElement: lifePathTheme.element }),
    ].join(' '),
  ];
  const { expression, soulUrge, personality } = numbers;
  if (expression && soulUrge && personality) {
    const sentences = [
      fill(numberRoles.expression, { n: expression.number, ...theme(expression.number) }),
      // A name without vowels (or consonants) gives 0, which has no theme (decision 206).
      soulUrge.number === 0
        ? 'Your name as given has no vowels, so it gives no soul urge number.'
        : fill(numberRoles.soulUrge, { n: soulUrge.number, ...theme(soulUrge.number) }),
      personality.number === 0
        ? 'Your name as given has no consonants, so it gives no personality number.'
        : fill(numberRoles.personality, { n: personality.number, ...theme(personality.number) }),
    ];
    const roles: [string, number][] = [
      ['life path', lifePath],
      ['expression number', expression.number],
      ['soul urge', soulUrge.number],
      ['personality number', personality.number],
    ];
    const repeated = roles.flatMap(([name, value], index) =>
      roles
        .slice(index + 1)
        .filter(([, other]) => other === value && value > 0)
        .map(([otherName]) => [name, otherName, value] as const),
    );
    const [twice] = repeated;
    if (twice)
      sentences.push(
        fill(numberTies.sameNumberTwice, { first: twice[0], second: twice[1], n: twice[2] }),
      );
    if (
      soulUrge.number > 0 &&
      theme(soulUrge.number).element === elementOf(facts.signs.moon) &&
      !shape.moonSignUncertain
    )
      sentences.push(fill(numberTies.soulUrgeAndMoon, { moonSign: facts.signs.moon }));
    paragraphs.push(sentences.join(' '));
  } else if (numbers.nameNotRead) {
    paragraphs.push(numbers.nameNotRead);
  }
  paragraphs.push(
    fill(numberRoles.birthday, {
      day: numbers.birthday.number,
      n: numbers.birthday.reduced,
      ...theme(numbers.birthday.reduced),
    }),
  );
  return {
    key: 'numbers',
    eyebrow: 'Your numbers',
    heading: `Life path ${lifePath}, ${lifePathTheme.keyword}`,
    paragraphs,
  };
}

function synthesis(facts: ProfileFacts): PortraitSection {
  const { shape, signs, humanDesign, numbers, firstName } = facts;
  const element = shape.elements.leading[0] ?? 'fire';
  const modality = shape.modalities.leading[0] ?? 'cardinal';
  const first = shape.dominantPlanets[0] ?? 'sun';
  const lifePath = numbers.lifePath.number;
  const moonElement = elementOf(signs.moon);
  return {
    key: 'synthesis',
    eyebrow: 'In one breath',
    heading: 'Your portrait',
    paragraphs: [
      `${firstName}, you bring ${elementPortraits[element].gift}, and ${modalityPortraits[modality].motto}. You work best through ${dominantPlanetPortraits[first].keyword}, you love through ${venusByElement[elementOf(signs.venus)].short}, and you recharge ${elementPortraits[moonElement].restsThrough}. As ${typePortraits[humanDesign.type].withArticle}, ${strategyInBrief[humanDesign.strategy]}, and life path ${lifePath}, ${numberThemes[lifePath as LifePathNumber].keyword}, gives it all a direction. When these agree, trust them; where they pull apart, you have found the places where you grow.`,
    ],
  };
}

export function composeProfilePortrait(facts: ProfileFacts): PortraitSection[] {
  return [
    keynote(facts),
    work(facts),
    love(facts),
    recharge(facts),
    design(facts),
    numbersSection(facts),
    synthesis(facts),
  ];
}
