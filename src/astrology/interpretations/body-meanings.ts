/** What each body and angle describes, for the legend of The Cosmic Map. Written for this shop. */
import type { ChartPoint } from '../chart/chart-types';
import { libraryTable } from './library';
import { libraryDocuments, titled, withField } from './library-factors';

export interface PointMeaning {
  title: string;
  keywords: string;
  text: string;
}

/** How reports name a point inside a sentence ("your Moon", "your Midheaven"). */
export const pointNames: Readonly<Record<ChartPoint, string>> = {
  sun: 'Sun',
  moon: 'Moon',
  mercury: 'Mercury',
  venus: 'Venus',
  mars: 'Mars',
  jupiter: 'Jupiter',
  saturn: 'Saturn',
  uranus: 'Uranus',
  neptune: 'Neptune',
  pluto: 'Pluto',
  ascendant: 'Ascendant',
  midheaven: 'Midheaven',
};

export const pointMeanings: Readonly<Record<ChartPoint, PointMeaning>> = libraryTable(
  {
    id: 'point',
    group: 'Planets and points',
    factor: ([point, field]) => withField(titled(point!), field === 'text' ? undefined : field),
    usedIn: libraryDocuments.chartReports,
  },
  {
    sun: {
      title: 'The Sun',
      keywords: 'identity, purpose, vitality',
      text: 'The Sun is the centre of the chart and of the self you are growing into. It describes your core purpose, where your vitality comes from and what makes you feel most like yourself. Its sign shows your style; its house shows the part of life where you are meant to shine.',
    },
    moon: {
      title: 'The Moon',
      keywords: 'feelings, needs, comfort, memory',
      text: 'The Moon describes your emotional life: what you need to feel safe, how you react before you have time to think and what comforts you when the day goes wrong. It carries memories of childhood and of being cared for, and it shows how you care for others in turn.',
    },
    mercury: {
      title: 'Mercury',
      keywords: 'mind, speech, learning, connections',
      text: 'Mercury is the messenger: how you think, learn, speak and make connections. It describes your curiosity, your way with words and how you handle information, from the shopping list to the big decisions. Knowing your Mercury helps you see how you listen and how you are best heard.',
    },
    venus: {
      title: 'Venus',
      keywords: 'love, pleasure, beauty, values',
      text: 'Venus shows what you love and how you love. It describes your taste, your pleasures, your sense of beauty and the qualities that draw you to people. It also speaks of values and money, because what we cherish shapes what we spend on. Venus is where you look for harmony and delight.',
    },
    mars: {
      title: 'Mars',
      keywords: 'drive, courage, desire, anger',
      text: 'Mars is your drive: how you go after what you want, how you compete and defend yourself, and how you express anger and desire. It shows where your energy runs high and how you act under pressure. A Mars that is used well becomes courage; one that is ignored can sour into frustration.',
    },
    jupiter: {
      title: 'Jupiter',
      keywords: 'growth, generosity, faith, opportunity',
      text: 'Jupiter is the planet of growth, generosity and faith. It shows where life tends to open up for you, where you feel hopeful and where you learn by widening your horizons. Its only warning is excess: too much of a good thing is still too much.',
    },
    saturn: {
      title: 'Saturn',
      keywords: 'responsibility, limits, mastery, time',
      text: 'Saturn is the teacher of the chart. It shows where you meet limits, responsibility and fear, and, over time, where you build lasting skill and authority. Its lessons are slow, but what you build with its help tends to stand for a lifetime.',
    },
    uranus: {
      title: 'Uranus',
      keywords: 'freedom, originality, sudden change',
      text: 'Uranus is the awakener: the urge for freedom, originality and sudden change. It moves slowly, so its sign is shared with everyone born within a few years of you. Its house and its links to the faster bodies show where you personally break from the expected.',
    },
    neptune: {
      title: 'Neptune',
      keywords: 'dreams, imagination, compassion, longing',
      text: 'Neptune is the planet of dreams, imagination and compassion, and also of confusion and escape. Its sign marks the ideals of a whole generation. Personally, its house and aspects show where you are most sensitive and inspired, and where clear boundaries help most.',
    },
    pluto: {
      title: 'Pluto',
      keywords: 'power, depth, transformation',
      text: 'Pluto speaks of power, depth and transformation: what must end so that something new can grow. It moves so slowly that its sign describes the deep concerns of a generation. In your own chart, its house and aspects show where you meet intensity and find your deepest strength.',
    },
    ascendant: {
      title: 'The Ascendant',
      keywords: 'rising sign, first impressions, approach to life',
      text: 'The Ascendant, or rising sign, is the degree of the zodiac that was rising on the eastern horizon when you were born. It describes your first impressions, your outward style and the way you approach anything new. It opens the first house, and it needs an accurate birth time.',
    },
    midheaven: {
      title: 'The Midheaven',
      keywords: 'career, reputation, calling',
      text: 'The Midheaven is the highest point of the chart at the moment of your birth. It points to your career, your reputation and your calling: what you hope to be known for. It opens the tenth house and, like the Ascendant, depends on an accurate birth time.',
    },
  },
);
