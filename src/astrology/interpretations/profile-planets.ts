/**
 * The dynamic profile's working, loving and recharging voices: the dominant planets at work,
 * Venus and Mars by element, and the hemispheres. Written for this shop.
 */
import type { Element } from '../chart-shape/signs';
import type { Hemisphere } from '../chart-shape/house-emphasis';
import type { ChartBody } from '../chart/chart-types';
import { libraryTable } from './library';
import { libraryDocuments, titled, withField } from './library-factors';

export interface DominantPlanetPortrait {
  /** A few words for lists and the synthesis: "purpose and visibility". */
  keyword: string;
  /** How a chart led by this planet works, two or three sentences. */
  atWork: string;
}

export const dominantPlanetPortraits: Readonly<Record<ChartBody, DominantPlanetPortrait>> =
  libraryTable(
    {
      id: 'profile-planet',
      group: 'Profile portraits',
      factor: ([body, field]) => withField(`Dominant ${titled(body!)}`, field),
      usedIn: libraryDocuments.profile,
    },
    {
      sun: {
        keyword: 'purpose and visibility',
        atWork:
          'A strong Sun wants to be seen doing something that matters. You work best with a clear role and credit for what you do, and you lose heart in jobs where your effort disappears into the machine.',
      },
      moon: {
        keyword: 'feeling and care',
        atWork:
          'A strong Moon makes you responsive: you notice what people need and you work best where care and atmosphere matter. Your moods set your pace more than the clock does, and you do your finest work in a place that feels like yours.',
      },
      mercury: {
        keyword: 'thought and words',
        atWork:
          'A strong Mercury makes you a thinker and a communicator first. You work through lists, talk, writing and problem-solving, you learn fast, and you need a steady supply of information to stay sharp.',
      },
      venus: {
        keyword: 'harmony and taste',
        atWork:
          'A strong Venus gives you a feel for people, beauty and fair dealing. You work best in good company and pleasant surroundings, you smooth conflicts, and you judge a result partly by whether it looks and feels right.',
      },
      mars: {
        keyword: 'drive and courage',
        atWork:
          'A strong Mars gives you energy, directness and a taste for challenge. You work best with a target and some competition, you move fast, and you would rather fix a problem today than discuss it all week.',
      },
      jupiter: {
        keyword: 'growth and faith',
        atWork:
          'A strong Jupiter gives you breadth and confidence. You work best when there is room to grow, teach or explore, you see the big picture early, and your optimism opens doors for others as well as for you.',
      },
      saturn: {
        keyword: 'structure and mastery',
        atWork:
          'A strong Saturn makes you serious about what you take on. You work best with clear responsibilities and a long horizon, you earn authority by being reliable, and your results come slowly but stay.',
      },
      uranus: {
        keyword: 'independence and invention',
        atWork:
          'A strong Uranus makes you an original. You work best with freedom over how you do things, you spot what is out of date before others do, and routine that cannot be questioned drains you quickly.',
      },
      neptune: {
        keyword: 'imagination and compassion',
        atWork:
          'A strong Neptune gives you imagination and a feel for what cannot be measured. You work best on things that carry meaning, in art, care or ideals, and you need firm edges around your time so that your sensitivity does not leak away.',
      },
      pluto: {
        keyword: 'depth and transformation',
        atWork:
          'A strong Pluto gives you intensity and staying power. You work best on problems that need digging, rebuilding or nerve, you sense where the real power in a room lies, and you are at your strongest in a crisis.',
      },
    },
  );

/** Venus by the element of its sign: what you love and how you show it. */
export const venusByElement: Readonly<Record<Element, { short: string; text: string }>> =
  libraryTable(
    {
      id: 'profile-venus',
      group: 'Profile portraits',
      factor: ([element, field]) =>
        withField(`Venus in ${element} signs`, field === 'text' ? undefined : field),
      usedIn: libraryDocuments.profile,
    },
    {
      fire: {
        short: 'warmth, play and open admiration',
        text: 'Your Venus is in {sign}, a fire sign: you love with enthusiasm and generosity, you are drawn to people with spark, and you show affection openly, through attention, play and grand gestures.',
      },
      earth: {
        short: 'loyalty and care you can touch',
        text: 'Your Venus is in {sign}, an earth sign: you love through loyalty and practical care, you are drawn to people who are reliable, and you show affection through touch, time and things done well.',
      },
      air: {
        short: 'conversation and friendship',
        text: 'Your Venus is in {sign}, an air sign: you love through talk, shared ideas and friendship, you are drawn to bright minds, and you need a partner you can laugh and think with.',
      },
      water: {
        short: 'closeness and emotional trust',
        text: 'Your Venus is in {sign}, a water sign: you love deeply and protectively, you are drawn to people who let you see their feelings, and you show affection through loyalty and quiet attention.',
      },
    },
  );

/** Mars by the element of its sign: how you go after what you want. */
export const marsByElement: Readonly<Record<Element, string>> = libraryTable(
  {
    id: 'profile-mars',
    group: 'Profile portraits',
    factor: ([element]) => `Mars in ${element} signs`,
    usedIn: libraryDocuments.profile,
  },
  {
    fire: 'Your Mars is in {sign}, a fire sign: you pursue what you want directly and quickly, and desire for you is lit by challenge and a little chase.',
    earth:
      'Your Mars is in {sign}, an earth sign: you pursue what you want steadily and sensually, and you prove your interest with effort rather than speeches.',
    air: 'Your Mars is in {sign}, an air sign: you pursue what you want through words, wit and ideas, and attraction for you starts in the mind.',
    water:
      'Your Mars is in {sign}, a water sign: you pursue what you want by feeling your way, and desire for you grows with emotional closeness.',
  },
);

/** How Venus and Mars sit together, by the relation of their elements. */
export const venusMarsRelation = libraryTable(
  {
    id: 'profile-venus-mars',
    group: 'Profile portraits',
    factor: ([relation]) => `Venus and Mars: ${titled(relation!).toLowerCase()}`,
    usedIn: libraryDocuments.profile,
  },
  {
    same: 'With both in {element}, what you are drawn to and how you act on it pull the same way: people usually know where they stand with you.',
    compatible:
      '{venusElement} and {marsElement} feed each other, so what you long for and how you pursue it tend to cooperate.',
    different:
      '{venusElement} and {marsElement} speak different languages, so the kind of love you want and the way you chase it can disagree: you may be attracted to one type and settle with another. Knowing this about yourself saves a lot of confusion.',
  } as const,
);

/** A hemisphere holding seven or more of the ten bodies. */
export const hemispherePortraits: Readonly<Record<Hemisphere, string>> = libraryTable(
  {
    id: 'profile-hemisphere',
    group: 'Profile portraits',
    factor: ([hemisphere]) => `${titled(hemisphere!)} hemisphere`,
    usedIn: libraryDocuments.profile,
  },
  {
    eastern:
      'Most of your planets sit on the eastern side of the chart, around the Ascendant: you are made to steer your own course, and you do best when you can start things on your own terms rather than wait for others.',
    western:
      'Most of your planets sit on the western side of the chart, around the Descendant: you come into your own through other people, partners, clients and colleagues, and your best work is usually done with someone rather than alone.',
    above:
      'Most of your planets sit above the horizon: your life is turned outward, towards public roles, the wider world and what others can see you do.',
    below:
      'Most of your planets sit below the horizon: your life is turned inward, towards home, private work and inner growth, and you often flourish a little later and more quietly than others.',
  },
);
