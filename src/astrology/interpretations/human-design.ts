/**
 * What each part of a Human Design chart means: the five types with their strategy, signature
 * and not-self theme, the inner authorities, the twelve profiles, the kinds of definition, the
 * nine centres defined and open, and the incarnation cross. The shop's own texts, written for
 * The Intensive's Human Design profile; the names follow the engine's (decision 195).
 */
import type { Authority, Centre, Definition, HumanDesignType } from '../human-design/bodygraph';
import type { CrossAngle } from '../human-design/incarnation-crosses';
import { libraryTable } from './library';
import { libraryDocuments, titled, withField } from './library-factors';

export interface TypeMeaning {
  /** What the type is, in a short paragraph. */
  overview: string;
  /** How the strategy works in practice. */
  strategy: string;
  /** The feeling that says life is going well. */
  signature: string;
  /** The feeling that says you are living against your design. */
  notSelf: string;
}

const typeMeanings: Readonly<Record<HumanDesignType, TypeMeaning>> = libraryTable(
  {
    id: 'hd-type',
    group: 'Human Design',
    factor: ([type, field]) => withField(type!, field),
    usedIn: libraryDocuments.humanDesign,
  },
  {
    Manifestor: {
      overview:
        'Manifestors are the initiators. A motor is wired straight to your Throat, so you can start things on your own, without waiting for anything outside you to set them off. Others often feel your presence before you speak: it is closed, self-contained and has an impact.',
      strategy:
        'Your strategy is to inform. Before you act, tell the people your action will touch what you are about to do. It is not asking permission; it clears the way, so the resistance that would otherwise meet a sudden move never builds up.',
      signature: 'Peace: the ease of moving freely because nobody is caught off guard.',
      notSelf:
        'Anger: the sign that you are meeting resistance, often because others were not told in time.',
    },
    Generator: {
      overview:
        'Generators are the life force of the world. Your Sacral centre is defined, which gives you a steady, renewable store of energy for work and for life, as long as it goes into what truly lights you up. Your presence is open and enveloping, and it draws to you the things you are meant to respond to.',
      strategy:
        'Your strategy is to respond. Rather than starting things from the mind, wait for life to bring you something: a question, an offer, an idea, a situation. Then listen to the gut sound your Sacral makes, the "uh-huh" or "un-un", before you commit your energy.',
      signature: 'Satisfaction: the deep, tired-in-a-good-way feeling of energy well spent.',
      notSelf:
        'Frustration: the sign that your energy is going into something you did not really respond to.',
    },
    'Manifesting Generator': {
      overview:
        'Manifesting Generators are Generators with a motor connected to the Throat, so your energy can turn straight into action. You are fast, many-sided and often do several things at once, skipping steps others think are needed and going back for the ones that matter.',
      strategy:
        'Your strategy is to respond, as every Generator does, and then to inform the people your action will affect. Wait for something to respond to, let your gut answer, and before you move, say what you are about to do.',
      signature: 'Satisfaction: the pleasure of energy well spent, at your own quick pace.',
      notSelf:
        'Frustration, and sometimes anger: the sign that you started from the mind, or forgot to tell the people around you.',
    },
    Projector: {
      overview:
        'Projectors are the guides. Your Sacral is open and no motor reaches your Throat, so you are not built for sustained work on your own energy; you are built to see others clearly and to direct energy well. Your presence is focused and penetrating: people feel seen by you.',
      strategy:
        'Your strategy is to wait for the invitation. In the big things of life, work, love, where you live, your insight lands when someone has recognised you and asked for it. Recognition opens the door; without it, your best advice tends to be heard as criticism.',
      signature: 'Success: being recognised, invited and effective.',
      notSelf:
        'Bitterness: the sign that you are pushing your guidance where it has not been invited, or working as if you had a Generator’s energy.',
    },
    Reflector: {
      overview:
        'Reflectors are rare, about one person in a hundred. None of your centres is defined, so you take in the people and places around you and reflect them back: you can tell a community how healthy it is. Your presence samples others, and the place you live matters more to you than to anyone.',
      strategy:
        'Your strategy is to wait a lunar cycle. Before a big decision, give it about 28 days: as the Moon moves through all 64 gates, it lights your chart in every way, and you get to know the decision from each side, talking it through with people you trust.',
      signature: 'Surprise: the delight of a life that keeps showing you something new.',
      notSelf:
        'Disappointment: the sign that you are living in the wrong place or among the wrong people, or deciding faster than your nature allows.',
    },
  },
);

export function humanDesignTypeMeaning(type: HumanDesignType): TypeMeaning {
  return typeMeanings[type];
}

const authorityMeanings: Readonly<Record<Authority, { title: string; text: string }>> =
  libraryTable(
    {
      id: 'hd-authority',
      group: 'Human Design',
      factor: ([authority, field]) =>
        withField(`${authority} authority`, field === 'text' ? undefined : field),
      usedIn: libraryDocuments.humanDesign,
    },
    {
      Emotional: {
        title: 'Emotional authority',
        text: 'Your Solar Plexus is defined, so your feelings move in a wave, from hope to doubt and back. There is no truth in the moment: a decision made at the top of the wave looks different at the bottom. Give important choices time, sleep on them, and wait until you feel calm and clear about them across the ups and downs. Clarity comes slowly for you, and it is worth the wait.',
      },
      Sacral: {
        title: 'Sacral authority',
        text: 'Your Sacral centre decides. It answers in the moment, in the body, often as a sound before a word: a warm "uh-huh" for yes, a flat "un-un" for no. It responds best to a simple question someone else asks you. Trust that answer over the reasons your mind lines up afterwards.',
      },
      Splenic: {
        title: 'Splenic authority',
        text: 'Your Spleen decides. It speaks once, quietly, in the moment: a hunch, a feeling of rightness, a sudden reluctance. It does not repeat itself and it does not argue, so learn to hear it the first time. It is the oldest awareness we have, tuned to what keeps you healthy and safe now.',
      },
      'Ego Manifested': {
        title: 'Ego authority (manifested)',
        text: 'Your Heart, the centre of will, is connected to your Throat, and your truth comes out as you speak. Listen to what you say you want, in the moment, especially the word "I": "I want", "I will", "I don’t". If your heart is not in something, you do not have the willpower for it, and that is the answer.',
      },
      'Ego Projected': {
        title: 'Ego authority (projected)',
        text: 'Your Heart, the centre of will, decides, but it is not connected to your Throat, so it needs the right listener. Talk the question through with someone you trust, once you have been invited to, and notice what your heart says it wants and what is truly worth the effort for you.',
      },
      'Self-Projected': {
        title: 'Self-projected authority',
        text: 'Your G centre, the seat of identity and direction, is connected to your Throat. Your authority is in your own voice: talk a decision through with people you trust, not to get their advice but to hear yourself. When what you say sounds like you and points in your direction, you have your answer.',
      },
      Mental: {
        title: 'Mental authority',
        text: 'None of the centres that decide (Solar Plexus, Sacral, Spleen, Heart or a G connected to the Throat) is defined in your chart, so your clarity comes from outside, from sounding out. Some charts call this environmental or outer authority. Talk your decisions through with a few people you trust and notice how they sound in your own mouth, and notice how a place feels: the right environment is what makes your choices clear.',
      },
      Lunar: {
        title: 'Lunar authority',
        text: 'As a Reflector you have no fixed inner authority; your clarity comes with time. Let a big decision ride through a full cycle of the Moon, about 28 days, talking it over with people you trust. By the end of the cycle you will have felt it from every side, and what remains true is your answer.',
      },
    },
  );

export function humanDesignAuthorityMeaning(authority: Authority): { title: string; text: string } {
  return authorityMeanings[authority];
}

/** The six lines as the profile uses them. */
const lineRoles: Readonly<Record<number, { name: string; text: string }>> = libraryTable(
  {
    id: 'hd-line',
    group: 'Human Design',
    factor: ([line, field]) => withField(`Line ${line}`, field === 'text' ? undefined : field),
    usedIn: libraryDocuments.humanDesign,
  },
  {
    1: {
      name: 'Investigator',
      text: 'needs a solid foundation and feels secure once it has studied something to the bottom',
    },
    2: {
      name: 'Hermit',
      text: 'has natural gifts it does not always see, and needs time alone until others call them out',
    },
    3: {
      name: 'Martyr',
      text: 'learns by trial and error, discovering what works by bumping into what does not',
    },
    4: {
      name: 'Opportunist',
      text: 'lives through its network: friends and people it knows are where its chances come from',
    },
    5: {
      name: 'Heretic',
      text: 'carries the projections of others, who expect it to save the day with a practical answer',
    },
    6: {
      name: 'Role Model',
      text: 'lives in three stages, trial and error until about 30, then stepping back, then from about 50 an example for others',
    },
  },
);

const profileThemes: Readonly<Record<string, string>> = libraryTable(
  {
    id: 'hd-profile',
    group: 'Human Design',
    factor: ([profile]) => `Profile ${profile}`,
    usedIn: libraryDocuments.humanDesign,
  },
  {
    '1/3':
      'You build a life on what you have checked and what you have tested yourself. Research gives you confidence, and your mistakes are part of the method, not a failure of it.',
    '1/4':
      'You share what you know best with the people you already know. Study gives you the ground to stand on; friends and colleagues are where that knowledge finds its use.',
    '2/4':
      'You need both your own company and your people. Much of what you do well comes naturally, and it is often a friend who sees it and calls you out to use it.',
    '2/5':
      'You would often rather be left alone, yet others look to you for solutions. Protect your time to yourself, and step forward when the call is real and the problem is one you can solve.',
    '3/5':
      'You learn by doing and you are expected to fix things. Your experience of what does not work becomes practical help for others, as long as you forgive your own trial and error.',
    '3/6':
      'Your early years are full of experiments; later you step back to see what they taught you, and in time you become an example of lived wisdom.',
    '4/6':
      'Your friendships carry your life, and your life moves in three stages. With age you become someone your circle looks up to, because you have tried things and then watched.',
    '4/1':
      'A rare, fixed profile: you keep your own course, grounded in what you have studied, and your network is where your influence spreads. Your life is less about turning than about staying true to a line.',
    '5/1':
      'People project onto you the hope of a practical answer. Your strength is the research behind your solutions; when you have done the work, you can carry the expectations others place on you.',
    '5/2':
      'Others expect answers from you while you would often rather be left in peace. Your gifts come naturally; choose carefully which calls to answer, and answer them well.',
    '6/2':
      'You are on the way to being a role model, and part of you stands apart, watching. Your natural talents come out when you are called, and later in life your example speaks for itself.',
    '6/3':
      'Your early life is full of trial and error, and you keep testing even after you step back to watch. What you learn the hard way becomes, in time, an example others trust.',
  },
);

export interface ProfileMeaning {
  /** "5/1 Heretic / Investigator". */
  title: string;
  theme: string;
  /** One sentence on each of the two lines. */
  lines: [string, string];
}

export function humanDesignProfileMeaning(profile: string): ProfileMeaning {
  const [conscious = 0, unconscious = 0] = profile.split('/').map(Number);
  const first = lineRoles[conscious];
  const second = lineRoles[unconscious];
  const theme = profileThemes[profile];
  if (!first || !second || !theme) throw new RangeError(`${profile} is not a profile.`);
  return {
    title: `${profile} ${first.name} / ${second.name}`,
    theme,
    lines: [
      `Your personality line, ${conscious}, the ${first.name}, is the part you know: it ${first.text}.`,
      `Your design line, ${unconscious}, the ${second.name}, works out of sight: it ${second.text}.`,
    ],
  };
}

const definitionMeanings: Readonly<Record<Definition, string>> = libraryTable(
  {
    id: 'hd-definition',
    group: 'Human Design',
    factor: ([definition]) => `${definition} definition`,
    usedIn: libraryDocuments.humanDesign,
  },
  {
    None: 'None of your centres is defined, so nothing in you runs on a fixed pattern. You take in everyone around you, which makes you wise about others, as long as you do not mistake what you take in for who you are.',
    Single:
      'All your defined centres are joined into one connected area. You tend to process life at your own steady pace and feel whole on your own; you do not rely on anyone to bridge a gap in you.',
    Split:
      'Your defined centres form two separate areas. You may feel that something is missing until someone bridges the two, and you often find the people who do. Time alone matters too: the two halves also meet in their own time.',
    'Triple Split':
      'Your defined centres form three separate areas. You take in life through many people and places, and you do best with variety: different people and public spaces bridge your areas in different ways, so avoid rushing your decisions.',
    'Quadruple Split':
      'Your defined centres form four separate areas, a rare pattern. You are fixed in many ways and need time to bring it all together; let others and the pace of life link your areas without forcing it.',
  },
);

export function humanDesignDefinitionMeaning(definition: Definition): string {
  return definitionMeanings[definition];
}

export interface CentreMeaning {
  /** What the centre is about, in a phrase. */
  theme: string;
  defined: string;
  open: string;
}

const centreMeanings: Readonly<Record<Centre, CentreMeaning>> = libraryTable(
  {
    id: 'hd-centre',
    group: 'Human Design',
    factor: ([centre, field]) => withField(`${centre} centre`, field),
    usedIn: libraryDocuments.humanDesign,
  },
  {
    Head: {
      theme: 'inspiration and mental pressure',
      defined:
        'You have a steady source of questions and inspiration. Your own way of wondering is reliable; not every question it raises needs an answer now.',
      open: 'You pick up the questions and inspiration of others and can feel pressed to answer things that are not yours. Let most of them pass through.',
    },
    Ajna: {
      theme: 'thinking, concepts and certainty',
      defined:
        'You have a fixed way of thinking that others can rely on. Your mind is a fine tool for understanding, but not the one that makes your decisions.',
      open: 'You can see an idea from many angles and you need not be certain. The pressure to look sure of your opinions is borrowed; open-mindedness is your gift.',
    },
    Throat: {
      theme: 'speech, expression and action',
      defined:
        'You have a consistent voice and way of expressing yourself. What you say carries the style of the centres connected to your Throat.',
      open: 'Your voice changes with the company you keep, and you may feel pushed to speak to be noticed. Wait to be drawn in, and what you say lands with more weight.',
    },
    G: {
      theme: 'identity, direction and love',
      defined:
        'You have a fixed sense of who you are and where you are going. Others can find their bearings in you.',
      open: 'Your sense of self shifts with the people and places around you, which lets you understand many ways of being. The right places and people matter to you more than most.',
    },
    Heart: {
      theme: 'willpower, worth and promises',
      defined:
        'You have consistent willpower. Make promises you truly want to keep, and rest after you keep them: your will works in bursts, not without end.',
      open: 'You have nothing to prove. Willpower is not something you can rely on, so promise less, and beware of the urge to show your worth by overcommitting.',
    },
    Spleen: {
      theme: 'instinct, health and the moment',
      defined:
        'You have a steady instinct for what is healthy and safe, and a resilience that others feel. Your hunches speak once: listen the first time.',
      open: 'You are sensitive to the wellbeing of others and to your own body. You may hold on to people, habits or things past their time because letting go feels unsafe; notice when that is fear speaking.',
    },
    'Solar Plexus': {
      theme: 'feelings, moods and desire',
      defined:
        'Your feelings move in a wave of their own. The people around you feel your moods; you are not responsible for theirs, and you do not need to decide at the top or the bottom of your wave.',
      open: 'You feel the emotions of others, often more strongly than they do. Learn which feelings are yours, and notice when you avoid conflict or hard truths to keep the peace.',
    },
    Sacral: {
      theme: 'life force, work and sexuality',
      defined:
        'You have a renewable energy for work and for life, meant to be spent on what your gut responds to. Use it fully and you sleep well.',
      open: 'You amplify the energy of the people around you and can work hard while they are near, then feel drained. Know when enough is enough, and go to bed before you are exhausted.',
    },
    Root: {
      theme: 'pressure, drive and stress',
      defined:
        'You handle pressure in a steady, consistent way and have a fixed rhythm for getting things moving.',
      open: 'You feel the pressure of others and may rush to get things done to be free of it. The hurry is rarely yours; things can wait until you are ready.',
    },
  },
);

export function humanDesignCentreMeaning(centre: Centre): CentreMeaning {
  return centreMeanings[centre];
}

/** What an incarnation cross is, for the opening of its section. */
const crossTexts = libraryTable(
  {
    id: 'hd-cross-introduction',
    group: 'Human Design',
    factor: () => 'Incarnation cross',
    usedIn: libraryDocuments.humanDesign,
  },
  {
    text: 'Your incarnation cross is the theme of your life’s purpose. It is made of four gates: those of your personality Sun and Earth, at birth, and those of your design Sun and Earth, about three months earlier. The Sun and Earth carry about 70 per cent of the activation in a chart, so these four gates colour everything else: the Sun gates are what you shine out, the Earth gates what grounds you. A cross is not a task to complete; it is what a life tends to be about when it is lived by its strategy and authority.',
  },
);

/** What an incarnation cross is, before the buyer's own (the library's current text). */
export function incarnationCrossIntroduction(): string {
  return crossTexts.text;
}

const angleMeanings: Readonly<Record<CrossAngle, string>> = libraryTable(
  {
    id: 'hd-cross',
    group: 'Human Design',
    factor: ([angle]) => `${titled(angle!)} incarnation cross`,
    usedIn: libraryDocuments.humanDesign,
  },
  {
    'Right Angle':
      'A Right Angle cross, as about two people in three have, is a personal destiny: your purpose unfolds through your own life and experience, and the people you meet are part of that path rather than its reason.',
    'Left Angle':
      'A Left Angle cross is a transpersonal destiny: your purpose is bound up with other people, and the encounters and relationships you fall into are where it plays out.',
    Juxtaposition:
      'A Juxtaposition cross is a fixed destiny, the rarest kind and carried only by the 4/1 profile: it sits between the personal and the transpersonal, and a life on it keeps a steady course of its own.',
  },
);

export function incarnationCrossAngleMeaning(angle: CrossAngle): string {
  return angleMeanings[angle];
}
