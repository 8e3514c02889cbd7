/**
 * The dynamic profile's opening voice: what a leading element, modality and chart pattern say
 * about a person, and the sign each element-modality pair makes. Written for this shop.
 */
import type { ChartPattern } from '../chart-shape/chart-pattern';
import type { Element, Modality } from '../chart-shape/signs';
import type { ZodiacSign } from '../chart/zodiac';
import { libraryTable } from './library';
import { libraryDocuments, titled, withField } from './library-factors';

export interface ElementPortrait {
  /** "Fire". */
  name: string;
  /** Completes "{Element} leads your chart: ...". */
  essence: string;
  /** A few words for the closing synthesis: "warmth and nerve". */
  gift: string;
  /** Completes "... has no planet in your chart, so ...". */
  whenMissing: string;
  /** What restores someone whose Moon is in this element. */
  recharge: string;
  /** For the element a chart has least of: a small, practical way to borrow it. */
  borrow: string;
  /** The synthesis: completes "you recharge ...". */
  restsThrough: string;
}

export const elementPortraits: Readonly<Record<Element, ElementPortrait>> = libraryTable(
  {
    id: 'profile-element',
    group: 'Profile portraits',
    factor: ([element, field]) => withField(`${titled(element!)} emphasis`, field),
    usedIn: libraryDocuments.profile,
  },
  {
    fire: {
      name: 'Fire',
      essence:
        'you come alive through enthusiasm, action and the sense that something is about to happen. You tend to warm a room before you have said much, and you trust a spark of conviction more than a spreadsheet.',
      gift: 'warmth and nerve',
      whenMissing:
        'self-promotion and spontaneous risk may not come naturally; you can be wiser for it, but give yourself permission to want things loudly now and then.',
      recharge:
        'You refill through movement, play and something to look forward to. A long walk, a game you can win or a plan for an adventure does more for you than a quiet night in when you are low.',
      borrow:
        'a little daily fire helps: a brisk walk, a goal with a date on it, or saying yes to an invitation before you talk yourself out of it.',
      restsThrough: 'through play, movement and something to look forward to',
    },
    earth: {
      name: 'Earth',
      essence:
        'you trust what you can touch, measure and build. You are at your best when an idea has turned into a routine, a result or an object, and people tend to lean on your common sense without quite saying so.',
      gift: 'patience and practical sense',
      whenMissing:
        'routines, budgets and the body can feel like an afterthought; you are free of fuss, but simple anchors such as regular meals and a plain plan save you from running on fumes.',
      recharge:
        'You refill through the senses and through order. Cooking, gardening, a tidy desk, a massage or an unhurried meal restores you faster than talking things through.',
      borrow:
        'a little earth steadies you: finish one small practical task before starting the next idea, and give your body regular sleep and food.',
      restsThrough: 'through your senses, your body and a little order',
    },
    air: {
      name: 'Air',
      essence:
        'you live through ideas, conversation and connection. You see patterns and links quickly, you think best out loud or on paper, and you are often the person who puts words to what a group is feeling.',
      gift: 'curiosity and clear words',
      whenMissing:
        'stepping back to describe what you feel can be hard; you act and sense rather than explain, and writing a few lines or talking to a good listener helps you see your own pattern.',
      recharge:
        'You refill through stimulation and space. A good conversation, a new book, a change of scene or simply an open window and time to think restores you more than rest alone.',
      borrow:
        'a little air gives you perspective: write down what is on your mind, or talk a problem through with someone who asks good questions.',
      restsThrough: 'through good conversation and fresh ideas',
    },
    water: {
      name: 'Water',
      essence:
        'you read life through feeling. You sense moods before they are spoken, remember how things felt long after the details fade, and care deeply about the people who have earned your trust.',
      gift: 'depth and empathy',
      whenMissing:
        "other people's feelings can be puzzling and your own may arrive late; you are steady in a crisis, but a regular check on how you really feel keeps you close to the people you love.",
      recharge:
        'You refill through closeness and quiet. Time with one trusted person, music, water itself (a bath, a swim, the sea) and permission to feel what you feel restore you best.',
      borrow:
        'a little water softens you: ask yourself once a day how you feel rather than what you think, and let people see it.',
      restsThrough: 'through closeness, quiet and time to feel',
    },
  },
);

export interface ModalityPortrait {
  /** "Cardinal". */
  name: string;
  /** Completes "... and it moves in a {modality} way: ...". */
  essence: string;
  /** How this modality works: one sentence for the "how you work" section. */
  atWork: string;
  /** The closing synthesis: "you start things". */
  motto: string;
}

export const modalityPortraits: Readonly<Record<Modality, ModalityPortrait>> = libraryTable(
  {
    id: 'profile-modality',
    group: 'Profile portraits',
    factor: ([modality, field]) => withField(`${titled(modality!)} emphasis`, field),
    usedIn: libraryDocuments.profile,
  },
  {
    cardinal: {
      name: 'Cardinal',
      essence: 'you are a starter, quickest to see what should happen next and to set it moving.',
      atWork:
        'You do your best work at the beginning of things: launching, deciding, taking the first step while others are still discussing it. Hand the long middle stretch to someone steadier when you can, or break it into new beginnings of its own.',
      motto: 'you start things',
    },
    fixed: {
      name: 'Fixed',
      essence: 'you are a keeper, steady, loyal and hard to move once you have chosen your ground.',
      atWork:
        'You do your best work in the long middle of things: you hold a line, see projects through and become more reliable the longer you stay. Your risk is staying too long; your strength is that what you build lasts.',
      motto: 'you see things through',
    },
    mutable: {
      name: 'Mutable',
      essence: 'you are an adapter, quick to learn, to adjust and to find another way round.',
      atWork:
        'You do your best work where things change: finishing, fixing, translating between people and trying the third option nobody thought of. Variety keeps you sharp; too many open doors at once can scatter you.',
      motto: 'you adapt and connect',
    },
  },
);

/** Each element-modality pair is one sign; a note on what it adds when the chart leans on both. */
export const elementModalitySign: Readonly<
  Record<Element, Readonly<Record<Modality, { sign: ZodiacSign; note: string }>>>
> = {
  fire: {
    cardinal: { sign: 'Aries', note: 'the urge to be first and to act on instinct' },
    fixed: { sign: 'Leo', note: 'a warm, steady pride in what you make and who you love' },
    mutable: {
      sign: 'Sagittarius',
      note: 'a restless hunger for meaning, travel and new horizons',
    },
  },
  earth: {
    cardinal: { sign: 'Capricorn', note: 'ambition with a long plan behind it' },
    fixed: { sign: 'Taurus', note: 'patience, loyalty and a love of what is solid and beautiful' },
    mutable: { sign: 'Virgo', note: 'a skill for improving, sorting and making things work well' },
  },
  air: {
    cardinal: { sign: 'Libra', note: 'a gift for fairness, partnership and good judgement' },
    fixed: { sign: 'Aquarius', note: 'independent ideas held with quiet conviction' },
    mutable: {
      sign: 'Gemini',
      note: 'quick wit and a mind that loves to connect people and facts',
    },
  },
  water: {
    cardinal: {
      sign: 'Cancer',
      note: 'a protective instinct and a talent for making people feel at home',
    },
    fixed: {
      sign: 'Scorpio',
      note: 'intensity, loyalty and the nerve to look at what others avoid',
    },
    mutable: { sign: 'Pisces', note: 'imagination and a compassion that crosses boundaries' },
  },
};

/** What each Jones pattern says about how a life gathers its energy (decision 241). */
export const patternPortraits: Readonly<Record<ChartPattern, { name: string; text: string }>> =
  libraryTable(
    {
      id: 'profile-pattern',
      group: 'Profile portraits',
      factor: ([pattern, field]) =>
        withField(`${titled(pattern!)} pattern`, field === 'text' ? undefined : field),
      usedIn: libraryDocuments.profile,
    },
    {
      bundle: {
        name: 'Bundle',
        text: 'All ten planets sit within a third of the wheel, a bundle. Your energy is concentrated rather than spread: you tend to specialise, to go deep in a few areas and to make something remarkable of a narrow field. The empty part of the wheel is not a lack so much as the world outside your focus, which other people bring to you.',
      },
      bowl: {
        name: 'Bowl',
        text: 'All ten planets fill one half of the wheel, a bowl. You carry a strong sense of having something to hold and something to give, and you often feel drawn to what is missing, the empty half, as a mission. People sense that you are self-contained and purposeful.',
      },
      bucket: {
        name: 'Bucket',
        text: 'Nine planets gather in one half of the wheel and a lone handle stands across from them, a bucket. Your life tends to pour through that handle: one drive or talent that gives direction to everything else you hold.',
      },
      locomotive: {
        name: 'Locomotive',
        text: 'Your planets fill two thirds of the wheel and leave one empty third, a locomotive. This is the pattern of self-driven momentum: once you are moving you keep going, pulled by the sense that something is still to be done.',
      },
      seesaw: {
        name: 'Seesaw',
        text: 'Your planets fall into two groups facing each other across the wheel, a seesaw. You see both sides of most questions and weigh them, which makes you fair and sometimes slow to decide. Your life often swings between two poles until you find the rhythm that uses both.',
      },
      splash: {
        name: 'Splash',
        text: 'Your planets are spread round most of the wheel, a splash. Your interests are wide and your talents many; you can turn your hand to almost anything and relate to almost anyone. The task is choosing where to put your energy so that range becomes depth.',
      },
      splay: {
        name: 'Splay',
        text: 'Your planets stand in separate clusters with wide gaps between them, a splay. You are hard to pigeonhole: you follow your own interests with intensity and do not much care for the expected route. Each cluster is a world of its own, and your individuality comes from moving between them.',
      },
    },
  );
