/**
 * What each of the 22 arcana means at a point of the Destiny Matrix, and what each key point of
 * the octagram speaks of: the shop's own texts, written for The Master Blueprint's Destiny
 * Matrix chart. An arcanum reads the same everywhere; the position says where in a life it acts.
 */
import type { DestinyMatrixPointName } from '../destiny-matrix';
import { libraryTable } from './library';
import { libraryDocuments, titled, withField } from './library-factors';

export interface ArcanumMeaning {
  /** A few words: what the energy is about. */
  theme: string;
  /** How it shows when it is lived fully. */
  gift: string;
  /** How it shows when it is blocked or overdone. */
  shadow: string;
}

export const arcanumMeanings: Record<number, ArcanumMeaning> = libraryTable(
  {
    id: 'arcanum',
    group: 'Destiny Matrix',
    factor: ([n, field]) => withField(`Arcanum ${n}`, field),
    usedIn: libraryDocuments.matrix,
  },
  {
    1: {
      theme: 'beginnings, skill and will',
      gift: 'You start things and make them real: an idea in your hands becomes a plan, then a thing that works.',
      shadow:
        'Scattered starts, cleverness used to persuade rather than to build, restlessness when nothing new is on the table.',
    },
    2: {
      theme: 'intuition, inner knowing and study',
      gift: 'You sense what is not said and learn deeply; quiet attention is your way of knowing.',
      shadow:
        'Keeping everything inside, distrusting your own perception, waiting for certainty that never comes.',
    },
    3: {
      theme: 'creation, care and abundance',
      gift: 'You make things grow, people, projects, homes, and you enjoy beauty and the body.',
      shadow:
        'Giving until empty, holding on to what you nurture, measuring your worth by what you produce.',
    },
    4: {
      theme: 'structure, responsibility and authority',
      gift: 'You build order others can rely on and take charge when it is needed.',
      shadow: 'Rigidity, control, carrying every decision alone, mistaking firmness for safety.',
    },
    5: {
      theme: 'teaching, tradition and values',
      gift: 'You pass on what you know and hold a line of values that others can lean on.',
      shadow: 'Preaching, clinging to rules that no longer fit, seeking approval from authorities.',
    },
    6: {
      theme: 'love, choice and harmony',
      gift: 'You choose with the heart, bring people together and make relationships a place of growth.',
      shadow: 'Indecision, pleasing others at your own cost, expecting a partner to complete you.',
    },
    7: {
      theme: 'movement, drive and victory',
      gift: 'You set a course and keep going; travel, ambition and momentum suit you.',
      shadow: 'Pushing without direction, restlessness, winning at the expense of what matters.',
    },
    8: {
      theme: 'justice, balance and consequence',
      gift: 'You see what is fair, keep your word and set things straight.',
      shadow:
        'Judging harshly, keeping score, a rigid sense of right that leaves no room for mercy.',
    },
    9: {
      theme: 'wisdom, solitude and search',
      gift: 'You find your answers in time alone and share a light that others steer by.',
      shadow: 'Withdrawal, loneliness taken for independence, knowledge that is never put to use.',
    },
    10: {
      theme: 'flow, luck and cycles',
      gift: 'You move with change, trust timing and find opportunity in turning points.',
      shadow: 'Leaving everything to chance, resisting change, waiting for luck instead of acting.',
    },
    11: {
      theme: 'strength, vitality and courage',
      gift: 'You hold great energy and meet difficulty with gentle, steady strength.',
      shadow: 'Forcing things, burning out, strength turned into stubbornness or anger.',
    },
    12: {
      theme: 'surrender, service and a new angle',
      gift: 'You see the world from an unusual angle and give yourself to what is worth it.',
      shadow: 'Self-sacrifice without limit, feeling stuck, playing the victim of circumstances.',
    },
    13: {
      theme: 'endings, change and renewal',
      gift: 'You let go of what is finished and start again lighter; transformation is your ally.',
      shadow: 'Fear of change, holding on to the past, or cutting ties too quickly.',
    },
    14: {
      theme: 'moderation, healing and patience',
      gift: 'You blend opposites, calm others and heal through measure and patience.',
      shadow: 'Lukewarm compromise, avoiding conflict, excess followed by strict restraint.',
    },
    15: {
      theme: 'desire, magnetism and material power',
      gift: 'You have charisma and a strong pull towards success, pleasure and influence.',
      shadow: 'Dependence, temptation, manipulation, being owned by what you want.',
    },
    16: {
      theme: 'sudden change and breakthrough',
      gift: 'You clear away false structures and rebuild on truer ground.',
      shadow: 'Crises that repeat, destroying what still works, fear of collapse.',
    },
    17: {
      theme: 'hope, talent and inspiration',
      gift: 'You inspire others and have gifts meant to be seen; you shine when you share them.',
      shadow: 'Waiting to be discovered, comparing yourself to others, hiding your gifts.',
    },
    18: {
      theme: 'imagination, dreams and the unconscious',
      gift: 'You have a rich inner world and strong intuition; art and dreams speak through you.',
      shadow: 'Illusions, fears and anxieties, seeing threats that are not there.',
    },
    19: {
      theme: 'joy, clarity and warmth',
      gift: 'You bring light, success and generosity; people feel warmer around you.',
      shadow: 'Pride, needing to be at the centre, exhaustion behind a sunny face.',
    },
    20: {
      theme: 'awakening, family and calling',
      gift: 'You hear a calling and help others wake up to theirs; family ties can heal through you.',
      shadow: 'Old family wounds repeated, judging yourself and others, ignoring the call.',
    },
    21: {
      theme: 'wholeness, the world and completion',
      gift: 'You think broadly, connect cultures and bring things to completion.',
      shadow:
        'Feeling confined, never finishing, or wanting the whole world before the first step.',
    },
    22: {
      theme: 'freedom, play and new paths',
      gift: 'You live with lightness and openness, free to take a path nobody else has walked.',
      shadow: 'Irresponsibility, avoiding commitment, naivety that leads to loss.',
    },
  },
);

export interface PositionMeaning {
  /** How the point is named in the chart. */
  title: string;
  /** What the point speaks of. */
  about: string;
}

/** The points a Destiny Matrix reading explains first, in the order the chart reads them. */
export const keyPositionMeanings: Partial<Record<DestinyMatrixPointName, PositionMeaning>> =
  libraryTable(
    {
      id: 'matrix-point',
      group: 'Destiny Matrix',
      factor: ([point, field]) =>
        withField(`${titled(point!)} point`, field === 'about' ? undefined : field),
      usedIn: libraryDocuments.matrix,
    },
    {
      left: {
        title: 'Your personal qualities (day of birth)',
        about:
          'How you come across and the strengths you can rely on from the start: your first, most natural way of acting.',
      },
      top: {
        title: 'Your gifts (month of birth)',
        about:
          'Talents you carry into this life, the qualities that open doors when you use them deliberately.',
      },
      right: {
        title: 'Your material path (year of birth)',
        about:
          'How you meet the material world: work, money and the practical tasks this life asks you to master.',
      },
      bottom: {
        title: 'Your lesson (the karmic tail)',
        about:
          'The pattern you are here to outgrow: familiar habits that ask to be lived in their higher form.',
      },
      centre: {
        title: 'Your core (the comfort zone)',
        about:
          'Where you feel at home and return to rest: the energy that steadies everything else in the chart.',
      },
      sky: {
        title: 'Sky purpose (the inner line)',
        about:
          'What you seek for yourself between about 20 and 40: your inner growth, values and spiritual interests.',
      },
      earth: {
        title: 'Earth purpose (the outer line)',
        about:
          'How you build your place in the world in the same years: skills, home, money and the body.',
      },
      personal: {
        title: 'Personal purpose',
        about:
          'Where the sky and earth lines meet: the balance you are learning to strike by about 40.',
      },
      social: {
        title: 'Social purpose',
        about:
          'Your place among people after about 40: the role in family, work and community that fits you.',
      },
      spiritual: {
        title: 'Spiritual purpose',
        about: 'The thread that ties the personal and social purposes together in the later years.',
      },
      money: {
        title: 'The money point',
        about:
          'What brings money towards you: the kind of work and attitude that lets income flow.',
      },
      love: {
        title: 'The love point',
        about: 'What you look for and offer in partnership, and what keeps a relationship alive.',
      },
      balance: {
        title: 'Where love and money meet',
        about:
          'The point both lines pass through: how your relationships and your finances influence each other.',
      },
    },
  );

/** The four lines readers name, as the chart prints them. */
export const matrixLineMeanings = libraryTable(
  {
    id: 'matrix-line',
    group: 'Destiny Matrix',
    factor: ([line, field]) =>
      withField(`${titled(line!)} line`, field === 'about' ? undefined : field),
    usedIn: libraryDocuments.matrix,
  },
  {
    karmicTail: {
      title: 'Karmic tail',
      about:
        'Read from the bottom corner inwards: the lessons carried over, from the most visible to the most inward.',
    },
    talents: {
      title: 'Talents',
      about: 'Read from the top corner inwards: gifts that grow stronger the more you use them.',
    },
    money: {
      title: 'Money line',
      about: 'From the year point towards the balance point: how earning is best approached.',
    },
    love: {
      title: 'Love line',
      about: 'From the lesson point towards the balance point: how you love and want to be loved.',
    },
  } as const,
);
