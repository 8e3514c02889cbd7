/**
 * The parts a journal week's reading of a transit is composed from (decision 245): what the
 * moving planet brings, what the natal point it touches stands for, and how each kind of aspect
 * lets the two meet. Several wordings of each, chosen by the week, so 52 weeks never read as
 * copies. Written for this shop.
 */
import type { AspectName, ChartBody, ChartPoint } from '../chart/chart-types';
import type { AspectFamily } from './aspect-phrasing';

export type TransitingBody = Exclude<ChartBody, 'moon'>;

/** What a transiting planet brings to whatever it touches, as a noun phrase. */
export const transitingBodyGifts: Readonly<Record<TransitingBody, readonly [string, string]>> = {
  sun: ['attention, warmth and a little more confidence', 'a spotlight that makes things visible'],
  mercury: ['conversations, news and busy thoughts', 'questions, messages and quick decisions'],
  venus: ['ease, affection and a wish for beauty', 'pleasure, charm and an eye for what you value'],
  mars: ['drive, heat and impatience', 'energy that wants a task and a target'],
  jupiter: ['growth, generosity and a wider view', 'opportunity, optimism and the urge to say yes'],
  saturn: [
    'tests, limits and the need to take things seriously',
    'structure, responsibility and slow, lasting work',
  ],
  uranus: [
    'surprises, restlessness and a hunger for freedom',
    'sudden change and the courage to break a habit',
  ],
  neptune: ['dreams, longing and softened edges', 'imagination, compassion and some fog'],
  pluto: [
    'depth, pressure and the end of what has worn out',
    'intensity that strips things back to what is true',
  ],
};

/** What each natal point stands for in a sentence: "your sense of who you are". */
export const natalPointThemes: Readonly<Record<ChartPoint, readonly [string, string]>> = {
  sun: ['your sense of who you are and where you are going', 'your purpose and your vitality'],
  moon: ['your moods, your needs and your sense of home', 'what makes you feel safe and cared for'],
  mercury: ['the way you think, speak and decide', 'your mind and your everyday words'],
  venus: ['your relationships, pleasures and values', 'how you love and what you find beautiful'],
  mars: ['your drive, your anger and how you go after things', 'your courage and your energy'],
  jupiter: ['your hopes, your beliefs and your appetite for more', 'your faith in the future'],
  saturn: ['your ambitions, duties and fears', 'the commitments you have built your life on'],
  uranus: ['your need to be free and different', 'the part of you that rebels'],
  neptune: ['your ideals and your imagination', 'the part of you that longs for something more'],
  pluto: ['your deepest drives and attachments', 'your power and your buried fears'],
  ascendant: ['the way you meet the world and how others see you', 'your body and your presence'],
  midheaven: ['your work, your standing and your direction in life', 'your calling and reputation'],
};

/** "squares", as a sentence says it; the conjunction meets rather than "conjuncts". */
export const aspectVerbs: Readonly<Record<AspectName, string>> = {
  conjunction: 'meets',
  sextile: 'sextiles',
  square: 'squares',
  trine: 'trines',
  opposition: 'opposes',
};

interface TransitParts {
  body: string;
  point: string;
  gift: string;
  theme: string;
}

type Sentence = (parts: TransitParts) => string;

/** The opening of a transit's reading, by the kind of meeting. */
export const transitOpenings: Readonly<Record<AspectFamily, readonly Sentence[]>> = {
  conjunction: [
    ({ body, point, gift, theme }) =>
      `${body} sits right on your natal ${point}, bringing ${gift} straight into ${theme}.`,
    ({ body, point, gift, theme }) =>
      `With ${body} on your natal ${point}, ${gift} will be hard to miss in ${theme}.`,
    ({ body, point, gift, theme }) =>
      `${body} joins your natal ${point}: expect ${gift} to colour ${theme}.`,
  ],
  harmonious: [
    ({ body, point, gift, theme }) =>
      `${body} makes an easy angle to your natal ${point}, offering ${gift} to ${theme}.`,
    ({ body, point, gift, theme }) =>
      `A friendly link from ${body} to your natal ${point} brings ${gift} to ${theme}.`,
    ({ body, point, gift, theme }) =>
      `${body} supports your natal ${point} this week, so ${gift} can flow into ${theme} without much struggle.`,
  ],
  challenging: [
    ({ body, point, gift, theme }) =>
      `${body} pulls against your natal ${point}, and ${theme} must make room for ${gift}.`,
    ({ body, point, gift, theme }) =>
      `A tense angle from ${body} to your natal ${point} brings ${gift} to ${theme}, whether or not the timing suits you.`,
    ({ body, point, gift, theme }) =>
      `${body} challenges your natal ${point}, asking ${theme} to adjust to ${gift}.`,
  ],
};

/** What to do with it, by the kind of meeting; one is added after the opening. */
export const transitAdvice: Readonly<Record<AspectFamily, readonly string[]>> = {
  conjunction: [
    'A beginning planted now tends to grow with you for a long time.',
    'Notice what starts this week; it is often the first page of a longer chapter.',
    'Give it your attention on purpose rather than letting it run in the background.',
  ],
  harmonious: [
    'Doors open more easily than usual, but you still have to walk through them.',
    'Use the help while it is here: ask, apply, reach out.',
    'Ease can pass unnoticed, so name one thing that went well and build on it.',
  ],
  challenging: [
    'Friction is information: the sore spot shows you what needs to change.',
    'Go slowly with reactions and quickly with honest conversations.',
    'The pressure passes; what you learn about yourself while it lasts does not.',
  ],
};

/** A sentence added when a slow planet comes back over the same point (pass 2 or 3 of a loop). */
export const returningPassSentences: readonly string[] = [
  'This is a return visit: think back to when this theme first came up and see how far it has moved.',
  'The same meeting has happened before this year, so this is a chance to finish what it started.',
];
