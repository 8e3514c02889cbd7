/**
 * What an astrocartography line means, written for this shop: a theme for each of the ten
 * bodies and one for each of the four angles. A line's meaning is composed from the two, so the
 * map document, the reading page and a reader's notes all say the same thing about a line.
 */
import type { ChartBody } from '../chart/chart-types';
import type { MapAngle } from '../astrocartography/map-lines';
import { libraryTable } from './library';
import { libraryDocuments, titled, withField } from './library-factors';

export interface MapBodyMeaning {
  /** "Sun", "Venus": as a title or label names the body. */
  name: string;
  /** "the Sun", "Venus": as the body is named inside a sentence. */
  inSentence: string;
  /** What the body carries wherever its lines fall, as a noun phrase. */
  brings: string;
  /** How places on its lines tend to feel: the rest of a sentence after "Places near it ...". */
  tone: string;
  /** A short paragraph for the body's section of a map reading. */
  overview: string;
}

export interface MapAngleMeaning {
  /** "Midheaven (MC)". */
  title: string;
  /** Where this line runs: "where the body stood highest overhead at your birth". */
  where: string;
  /** The part of life a line of this angle lights up. */
  overview: string;
}

export const mapBodyMeanings: Readonly<Record<ChartBody, MapBodyMeaning>> = libraryTable(
  {
    id: 'map-body',
    group: 'Map lines',
    factor: ([body, field]) => withField(`${titled(body!)} lines`, field),
    usedIn: libraryDocuments.map,
  },
  {
    sun: {
      name: 'Sun',
      inSentence: 'the Sun',
      brings: 'your vitality, confidence and sense of purpose',
      tone: 'tend to make you feel seen and more fully yourself, though the light can also feel exposing.',
      overview:
        'Sun lines are where you are easiest to notice. Many people feel braver and clearer about what they want near them, and find that effort there is recognised.',
    },
    moon: {
      name: 'Moon',
      inSentence: 'the Moon',
      brings: 'your feelings, instincts and need for comfort',
      tone: 'tend to stir memories and moods; they can feel like home quickly, and just as quickly feel too close.',
      overview:
        'Moon lines are where your emotional life comes to the surface. They suit family, care and rest, and they make you more sensitive to the atmosphere of a place.',
    },
    mercury: {
      name: 'Mercury',
      inSentence: 'Mercury',
      brings: 'your curiosity, words and quickness of mind',
      tone: 'tend to be busy with conversation, study and errands; ideas come fast, and so can restlessness.',
      overview:
        'Mercury lines are where you think and talk most freely. They favour learning, writing, trade and travel, and they keep the diary full.',
    },
    venus: {
      name: 'Venus',
      inSentence: 'Venus',
      brings: 'your warmth, taste and pleasure in people',
      tone: 'tend to feel easy and pleasant; friendship, love and beauty come naturally, sometimes along with a little too much comfort.',
      overview:
        'Venus lines are where life feels gentler. They favour love, friendship, art and good company, and people there tend to warm to you.',
    },
    mars: {
      name: 'Mars',
      inSentence: 'Mars',
      brings: 'your drive, courage and appetite for action',
      tone: 'tend to wake you up and get things moving; they reward initiative and can also bring friction and haste.',
      overview:
        'Mars lines are where your energy runs high. They suit sport, building and bold starts, and they ask you to mind your temper and your pace.',
    },
    jupiter: {
      name: 'Jupiter',
      inSentence: 'Jupiter',
      brings: 'your optimism, generosity and room to grow',
      tone: 'tend to open doors and lift your spirits; luck and goodwill come more easily, and so does overdoing it.',
      overview:
        'Jupiter lines are often the ones people hope for. They favour study, teaching, travel and growth of every kind, and a sense that things will work out.',
    },
    saturn: {
      name: 'Saturn',
      inSentence: 'Saturn',
      brings: 'your discipline, patience and sense of duty',
      tone: 'tend to ask for effort and repay it slowly; they can feel serious or lonely at first and solid in the end.',
      overview:
        'Saturn lines are where life asks you to grow up a little. They suit long work, responsibility and mastery, and they teach more than they comfort.',
    },
    uranus: {
      name: 'Uranus',
      inSentence: 'Uranus',
      brings: 'your originality, independence and taste for change',
      tone: 'tend to surprise you; plans shift, new freedoms appear, and life rarely stays still for long.',
      overview:
        'Uranus lines are where the unexpected lives. They favour invention, new technology and breaking with habit, and they rarely suit a quiet settled life.',
    },
    neptune: {
      name: 'Neptune',
      inSentence: 'Neptune',
      brings: 'your imagination, compassion and longing for something beyond',
      tone: 'tend to feel dreamy or inspired; art and spiritual life flourish, while facts and boundaries can blur.',
      overview:
        'Neptune lines are where the edges soften. They suit music, retreat, healing and devotion, and they ask you to keep one foot on the ground.',
    },
    pluto: {
      name: 'Pluto',
      inSentence: 'Pluto',
      brings: 'your depth, willpower and capacity to transform',
      tone: 'tend to be intense; they bring hidden matters into the open and change you, rarely in small ways.',
      overview:
        'Pluto lines are where life runs deep. They suit research, recovery and turning points, and they are seldom places for a light holiday.',
    },
  },
);

export const mapAngleMeanings: Readonly<Record<MapAngle, MapAngleMeaning>> = libraryTable(
  {
    id: 'map-angle',
    group: 'Map lines',
    factor: ([angle, field]) => withField(`${angle} lines`, field),
    usedIn: libraryDocuments.map,
  },
  {
    MC: {
      title: 'Midheaven (MC)',
      where: 'where the body stood highest overhead at your birth',
      overview:
        'MC lines concern your public life: career, reputation, ambition and how people who do not know you personally see you.',
    },
    IC: {
      title: 'Lower Heaven (IC)',
      where: 'where the body stood directly beneath your feet at your birth',
      overview:
        'IC lines concern your private life: home, family, roots and the inner ground you stand on when nobody is watching.',
    },
    ASC: {
      title: 'Ascendant (ASC)',
      where: 'where the body was rising over the eastern horizon at your birth',
      overview:
        'ASC lines concern you in person: your body, manner, health and how you come across when you walk into a room.',
    },
    DSC: {
      title: 'Descendant (DSC)',
      where: 'where the body was setting on the western horizon at your birth',
      overview:
        'DSC lines concern the people you meet as equals: partners, close collaborators, clients and open rivals.',
    },
  },
);

const angleSentences: Readonly<Record<MapAngle, (brings: string) => string>> = {
  MC: (brings) =>
    `On this line ${brings} become the face you show the world, colouring your work, standing and ambitions there.`,
  IC: (brings) =>
    `On this line ${brings} settle into private life, colouring home, family and your sense of belonging there.`,
  ASC: (brings) =>
    `On this line ${brings} meet you at the door, colouring your manner, health and the first impression you make there.`,
  DSC: (brings) =>
    `On this line ${brings} reach you through other people, colouring the partners and allies you find there.`,
};

/** What one line's angle does with what its body brings: "On this line your drive ... there." */
/** How places on any of a body's lines tend to feel, as a whole sentence. */
export function mapBodyTone(body: ChartBody): string {
  return `Places near these lines ${mapBodyMeanings[body].tone}`;
}

export function mapLineAngleSentence(body: ChartBody, angle: MapAngle): string {
  return angleSentences[angle](mapBodyMeanings[body].brings);
}

/** The meaning of one line on its own (a tapped line on a map): the angle sentence, then the tone. */
export function mapLineMeaning(body: ChartBody, angle: MapAngle): string {
  return `${mapLineAngleSentence(body, angle)} Places near it ${mapBodyMeanings[body].tone}`;
}
