/**
 * The sentences an aspect text is built from: an opening per aspect that names the pair and its
 * theme, and a closing per aspect for pairs without bespoke sentences. Three wordings of each, so
 * a chart with several squares does not read the same sentence three times.
 */
import type { AspectName } from '../chart/chart-types';

export type AspectFamily = 'conjunction' | 'harmonious' | 'challenging';

export const aspectFamilies: Readonly<Record<AspectName, AspectFamily>> = {
  conjunction: 'conjunction',
  sextile: 'harmonious',
  trine: 'harmonious',
  square: 'challenging',
  opposition: 'challenging',
};

/** Names as used in a sentence ("Moon") and the pair's theme ("what you want and what you need"). */
export interface OpeningParts {
  first: string;
  second: string;
  theme: string;
}

type Opening = (parts: OpeningParts) => string;

export const aspectOpenings: Readonly<Record<AspectName, readonly Opening[]>> = {
  conjunction: [
    ({ first, second, theme }) =>
      `Your ${first} and ${second} are conjunct, fusing ${theme} into a single force.`,
    ({ first, second, theme }) =>
      `With your ${first} and ${second} conjunct, ${theme} arrive together, and it is hard to have one without the other.`,
    ({ first, second, theme }) =>
      `A conjunction joins your ${first} and ${second}: ${theme} act as one and colour each other in everything they touch.`,
  ],
  sextile: [
    ({ first, second, theme }) =>
      `Your ${first} and ${second} form a sextile, a friendly link between ${theme} that opens up when you give it a small nudge.`,
    ({ first, second, theme }) =>
      `A sextile between your ${first} and ${second} lets ${theme} cooperate, though the opportunity usually waits for you to reach for it.`,
    ({ first, second, theme }) =>
      `With a sextile from your ${first} to your ${second}, ${theme} are on good terms, and a little effort turns that goodwill into something real.`,
  ],
  square: [
    ({ first, second, theme }) =>
      `Your ${first} and ${second} meet in a square, so ${theme} rub against each other, and the friction builds until you do something with it.`,
    ({ first, second, theme }) =>
      `A square between your ${first} and ${second} puts ${theme} at cross purposes, and the pressure tends to grow until something shifts.`,
    ({ first, second, theme }) =>
      `With a square from your ${first} to your ${second}, ${theme} do not sit easily together, and that unease is also what gets you moving.`,
  ],
  trine: [
    ({ first, second, theme }) =>
      `Your ${first} and ${second} are in trine, which lets ${theme} flow into each other with very little effort.`,
    ({ first, second, theme }) =>
      `A trine links your ${first} and ${second}, so ${theme} support each other almost without your noticing.`,
    ({ first, second, theme }) =>
      `With a trine between your ${first} and ${second}, ${theme} work as natural allies.`,
  ],
  opposition: [
    ({ first, second, theme }) =>
      `Your ${first} and ${second} are in opposition, so ${theme} sit at the two ends of a see-saw that needs balancing.`,
    ({ first, second, theme }) =>
      `An opposition stretches between your ${first} and ${second}: ${theme} pull from opposite sides, and other people often show you which way you lean.`,
    ({ first, second, theme }) =>
      `With your ${first} opposite your ${second}, ${theme} take turns to lead unless you find a way to hold both at once.`,
  ],
};

export const aspectClosings: Readonly<Record<AspectName, readonly string[]>> = {
  conjunction: [
    'Whatever you do with it, this blend is one of the loudest notes in your chart.',
    'Others may notice this combination in you before you notice it yourself.',
    'You will recognise it most clearly at turning points, when both sides of it speak at once.',
  ],
  sextile: [
    'Say yes to the small openings it brings; they add up over the years.',
    'It rewards practice far more than waiting.',
    'Treat it as a skill to develop, and it grows more reliable with use.',
  ],
  square: [
    'Small, regular adjustments serve you better than waiting for a crisis to force a big one.',
    'Handled with patience, this tension becomes a steady source of determination.',
    'Much of your growth comes from meeting this friction rather than avoiding it.',
  ],
  trine: [
    'The only risk is taking such an easy gift for granted.',
    'Put it to deliberate use and it becomes one of your quiet strengths.',
    'It is a resource worth leaning on when other parts of life feel harder.',
  ],
  opposition: [
    'The aim is not to pick a side but to let each end keep the other honest.',
    'Close relationships often act as a mirror here, showing you the side you have neglected.',
    'Balance comes as a rhythm over time rather than as a perfect middle.',
  ],
};
