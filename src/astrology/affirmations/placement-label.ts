/**
 * How a card names its placement: "Moon in Cancer", "Venus trine Saturn (orb 1.2°)",
 * "Mars in Aries, a cardinal sign".
 */
import { capitalised, countInWords } from '../../common/text';
import type { AspectName, ChartBody } from '../chart/chart-types';
import { pointNames } from '../interpretations/body-meanings';
import { ordinal } from '../interpretations/library-factors';
import type { AffirmationFactor } from './affirmation-types';

export { ordinal };

const name = (body: ChartBody) => pointNames[body];
/** "a fire sign", "an earth sign". */
const withArticle = (word: string) => `${/^[aeiou]/.test(word) ? 'an' : 'a'} ${word}`;
/** How astrologers say it between two names: "Moon conjunct Saturn", "Venus opposite Mars". */
const aspectWords: Readonly<Record<AspectName, string>> = {
  conjunction: 'conjunct',
  sextile: 'sextile',
  square: 'square',
  trine: 'trine',
  opposition: 'opposite',
};

export function placementLabel(factor: AffirmationFactor): string {
  switch (factor.kind) {
    case 'sign':
      return `${name(factor.body)} in ${factor.sign}`;
    case 'house':
      return `${name(factor.body)} in the ${ordinal(factor.house)} house`;
    case 'angle':
      return `${factor.angle === 'ascendant' ? 'Ascendant' : 'Midheaven'} in ${factor.sign}`;
    case 'chart-ruler':
      return `${name(factor.ruler)}, ruler of your ${factor.ascendantSign} Ascendant`;
    case 'aspect':
      return `${name(factor.first)} ${aspectWords[factor.aspect]} ${name(factor.second)} (orb ${factor.orb.toFixed(1)}°)`;
    case 'lunar-phase':
      return `Born at the ${factor.phase} Moon`;
    case 'retrograde':
      return `${name(factor.body)} retrograde in ${factor.sign}`;
    case 'element':
      return `${name(factor.body)} in ${factor.sign}, ${withArticle(factor.element)} sign`;
    case 'modality':
      return `${name(factor.body)} in ${factor.sign}, ${withArticle(factor.modality)} sign`;
    case 'element-emphasis':
      return `${capitalised(countInWords(factor.count))} of ten planets in ${factor.element} signs`;
    case 'modality-emphasis':
      return `${capitalised(countInWords(factor.count))} of ten planets in ${factor.modality} signs`;
  }
}
