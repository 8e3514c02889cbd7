/** Small wording helpers the profile portrait's sections share (decision 242). */
import type { DominanceReason } from '../chart-shape/dominant-planets';
import type { Element } from '../chart-shape/signs';
import type { ChartBody } from '../chart/chart-types';
import { pointNames } from './body-meanings';

export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => String(values[key] ?? whole));
}

export const lower = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);
export const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

export function listed(items: readonly string[], conjunction = 'and'): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} ${conjunction} ${items[items.length - 1]}`;
}

/** "an earth sign", "a fire sign". */
export const withArticle = (word: string) => `${/^[aeiou]/i.test(word) ? 'an' : 'a'} ${word}`;

/** "the Moon", "Saturn": the lights take the article inside a sentence. */
export function named(body: ChartBody): string {
  return body === 'sun' || body === 'moon' ? `the ${pointNames[body]}` : pointNames[body];
}

export const reasonWords: Record<DominanceReason, string> = {
  'angular house': 'in an angular house',
  'on an angle': 'on an angle',
  'chart ruler': 'ruler of your rising sign',
  'rules the Sun sign': 'ruler of your Sun sign',
  'rules the Moon sign': 'ruler of your Moon sign',
  aspects: 'aspects',
  'own sign': 'in its own sign',
  exalted: 'exalted',
};

export function ordinal(value: number): string {
  const suffix = value === 1 ? 'st' : value === 2 ? 'nd' : value === 3 ? 'rd' : 'th';
  return `${value}${value > 20 && value % 10 === 1 ? 'st' : suffix}`;
}

const compatible: readonly [Element, Element][] = [
  ['fire', 'air'],
  ['earth', 'water'],
];

export function relationOf(first: Element, second: Element): 'same' | 'compatible' | 'different' {
  if (first === second) return 'same';
  const pair = compatible.some(
    ([a, b]) => (a === first && b === second) || (a === second && b === first),
  );
  return pair ? 'compatible' : 'different';
}
