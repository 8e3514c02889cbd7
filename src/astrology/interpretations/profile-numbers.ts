/**
 * The core numbers in the profile's register: one theme per number, read through each number's
 * role (life path, expression, soul urge, personality, birthday), and the element each theme
 * chimes with so the numbers can be tied to the chart. Written for this shop.
 */
import type { Element } from '../chart-shape/signs';
import type { LifePathNumber } from './life-path';
import { libraryTable } from './library';
import { libraryDocuments, titled } from './library-factors';

export interface NumberTheme {
  /** "the pioneer". */
  keyword: string;
  /** What the number does well: completes "... {gift}". */
  gift: string;
  /** What the number longs for, for the soul urge. */
  longing: string;
  /** How the number comes across, for the personality. */
  impression: string;
  /** The element whose note the number shares, for tying it to the chart. */
  element: Element;
}

export const numberThemes: Readonly<Record<LifePathNumber, NumberTheme>> = {
  1: {
    keyword: 'the pioneer',
    gift: 'leading, deciding and starting what did not exist before',
    longing: 'independence and the freedom to do things your own way',
    impression: 'capable, direct and self-possessed',
    element: 'fire',
  },
  2: {
    keyword: 'the partner',
    gift: 'listening, mediating and making cooperation easy',
    longing: 'closeness, peace and a partnership you can rely on',
    impression: 'gentle, tactful and easy to confide in',
    element: 'water',
  },
  3: {
    keyword: 'the communicator',
    gift: 'expressing, entertaining and lifting the mood of a room',
    longing: 'self-expression and joy shared with others',
    impression: 'bright, sociable and fun to be around',
    element: 'air',
  },
  4: {
    keyword: 'the builder',
    gift: 'organising, persisting and making things that last',
    longing: 'security, order and the satisfaction of a job done properly',
    impression: 'dependable, grounded and hard-working',
    element: 'earth',
  },
  5: {
    keyword: 'the free spirit',
    gift: 'adapting, persuading and learning by experience',
    longing: 'variety, travel and room to change your mind',
    impression: 'lively, curious and hard to pin down',
    element: 'air',
  },
  6: {
    keyword: 'the carer',
    gift: 'nurturing, beautifying and taking responsibility for others',
    longing: 'a loving home and people who need what you give',
    impression: 'warm, responsible and reassuring',
    element: 'water',
  },
  7: {
    keyword: 'the seeker',
    gift: 'analysing, researching and seeing beneath the surface',
    longing: 'understanding, solitude and truths you have tested yourself',
    impression: 'reserved, thoughtful and a little mysterious',
    element: 'water',
  },
  8: {
    keyword: 'the executive',
    gift: 'managing, achieving and handling money and power well',
    longing: 'mastery, recognition and results you can measure',
    impression: 'confident, ambitious and in charge',
    element: 'earth',
  },
  9: {
    keyword: 'the humanitarian',
    gift: 'giving, creating and seeing the whole picture',
    longing: 'a life that makes the world a little better',
    impression: 'generous, tolerant and quietly charismatic',
    element: 'fire',
  },
  11: {
    keyword: 'the intuitive messenger',
    gift: 'inspiring others with ideas that seem to arrive from nowhere',
    longing: 'meaning, spiritual truth and a message worth sharing',
    impression: 'sensitive, idealistic and somehow electric',
    element: 'air',
  },
  22: {
    keyword: 'the master builder',
    gift: 'turning large visions into practical, lasting structures',
    longing: 'to build something that serves many people',
    impression: 'capable, visionary and steady under weight',
    element: 'earth',
  },
  33: {
    keyword: 'the compassionate teacher',
    gift: 'healing, teaching and uplifting by example',
    longing: 'to care for others and see them grow',
    impression: 'kind, wise and deeply caring',
    element: 'water',
  },
};

/** Each role introduces its number; "{n}" is the number and "{theme}" the role's reading of it. */
export const numberRoles = libraryTable(
  {
    id: 'number-role',
    group: 'Numbers',
    factor: ([role]) => `${titled(role!)} number`,
    usedIn: libraryDocuments.profile,
  },
  {
    lifePath:
      'Your life path, from your birth date, is {n}, {keyword}: the road of your life runs through {gift}.',
    expression:
      'Your expression number, from every letter of your name, is {n}: the talents you bring to others lie in {gift}.',
    soulUrge: 'Your soul urge, from the vowels, is {n}: underneath it all you long for {longing}.',
    personality:
      'Your personality number, from the consonants, is {n}: people meeting you for the first time see someone {impression}.',
    birthday:
      'You were born on day {day} of the month, which gives a birthday number of {n}: a gift for {gift}, there to call on whenever you need it.',
  } as const,
);

export const numberTies = libraryTable(
  {
    id: 'number-tie',
    group: 'Numbers',
    factor: ([tie]) => titled(tie!),
    usedIn: libraryDocuments.profile,
  },
  {
    lifePathEchoes:
      'Your life path and your {element}-led chart point the same way, so the road and the traveller are well matched.',
    lifePathAdds:
      'Your life path brings {numberElement} to a chart led by {element}: the road asks for something your temperament must learn, which is often where the richest growth lies.',
    sameNumberTwice:
      'Your {first} and {second} are both {n}: when a number appears twice it is the note your life keeps returning to.',
    soulUrgeAndMoon:
      'Your soul urge and your Moon in {moonSign} agree about what you need in private.',
  } as const,
);
