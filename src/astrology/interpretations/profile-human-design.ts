/**
 * Human Design type, strategy and authority in the profile's portrait register, and how each
 * type echoes or adds to the chart's shape. Short by design: the full Human Design document
 * explains the bodygraph at length. Written for this shop.
 */
import type { Authority, HumanDesignType, Strategy } from '../human-design/bodygraph';
import type { Element, Modality } from '../chart-shape/signs';
import { libraryTable } from './library';
import { libraryDocuments, withField } from './library-factors';

export interface TypePortrait {
  /** "a Generator", as it reads inside a sentence. */
  withArticle: string;
  text: string;
  /** The shape notes that say the same thing as this type. */
  echoes: { elements: readonly Element[]; modalities: readonly Modality[] };
  /** "{shape}" is filled with what echoes, e.g. "fire-led" or "fixed". */
  agrees: string;
  /** When nothing in the shape echoes the type: what the design adds. */
  adds: string;
}

export const typePortraits: Readonly<Record<HumanDesignType, TypePortrait>> = libraryTable(
  {
    id: 'profile-hd-type',
    group: 'Profile portraits',
    factor: ([type, field]) => withField(type!, field === 'text' ? undefined : field),
    usedIn: libraryDocuments.profile,
  },
  {
    Manifestor: {
      withArticle: 'a Manifestor',
      text: 'Manifestors are the initiators of Human Design: about one person in ten, built to start things without waiting for anyone. Your energy comes in bursts, and your impact on others is strong whether you mean it or not.',
      echoes: { elements: ['fire'], modalities: ['cardinal'] },
      agrees:
        'Your {shape} chart and your Manifestor design say the same thing twice: you are here to begin, and you lose heart when you must ask permission to move.',
      adds: 'Your chart leans {shape}, and the Manifestor design adds an edge it might not show: under the surface there is a starter who needs room to act alone at times.',
    },
    Generator: {
      withArticle: 'a Generator',
      text: 'Generators are the life force of Human Design, about a third of people, with a steady, renewable energy for work they love. When the work is right you can keep going long after others stop; when it is wrong you feel stuck and frustrated.',
      echoes: { elements: ['earth'], modalities: ['fixed'] },
      agrees:
        'Your {shape} chart and your Generator design tell one story: staying power is your gift, and the question is always what deserves it.',
      adds: 'Your chart leans {shape}, and the Generator design adds a deep well of stamina: you can sustain far more than you may think, as long as the work truly lights you up.',
    },
    'Manifesting Generator': {
      withArticle: 'a Manifesting Generator',
      text: "Manifesting Generators combine a Generator's stamina with a Manifestor's speed: about a third of people, built to do several things at once and to skip steps that others think essential. Your path rarely looks tidy, and it does not need to.",
      echoes: { elements: ['fire', 'air'], modalities: ['mutable', 'cardinal'] },
      agrees:
        'Your {shape} chart and your Manifesting Generator design agree: you are fast, many-sided and happiest with more than one thing on the go.',
      adds: 'Your chart leans {shape}, and the Manifesting Generator design adds speed and range: let yourself move faster and try more than your chart alone might suggest.',
    },
    Projector: {
      withArticle: 'a Projector',
      text: 'Projectors are the guides of Human Design, about a fifth of people, with a gift for seeing how others work and how things could run better. Your energy is not built for constant output; it is built for insight, used when it is wanted.',
      echoes: { elements: ['air', 'water'], modalities: ['mutable'] },
      agrees:
        'Your {shape} chart and your Projector design point the same way: your value lies in how well you read people and systems, not in how many hours you put in.',
      adds: 'Your chart leans {shape}, and the Projector design adds a caution: pace yourself, because your best contribution is your insight, not your stamina.',
    },
    Reflector: {
      withArticle: 'a Reflector',
      text: 'Reflectors are the rarest type, about one person in a hundred, with every centre open. You take in and mirror the people and places around you, which makes you a fine judge of the health of any group, and makes your surroundings matter more than almost anything.',
      echoes: { elements: ['water', 'air'], modalities: ['mutable'] },
      agrees:
        'Your {shape} chart and your Reflector design agree: you are porous to your surroundings, so choosing the people and places around you is choosing who you become.',
      adds: 'Your chart leans {shape}, and the Reflector design adds a sensitivity to surroundings that your chart alone might not reveal: where you are shapes how you feel.',
    },
  },
);

/** The synthesis: completes "As a Generator, ...". */
export const strategyInBrief: Readonly<Record<Strategy, string>> = {
  'To inform': 'your moves go best when the people they touch hear of them first',
  'To respond': 'your best moves begin as answers to what life puts in front of you',
  'To wait for the invitation': 'your gifts land best where they are asked for',
  'To wait a lunar cycle': 'your clearest choices are the ones given a month to ripen',
};

export const strategyPortraits: Readonly<Record<Strategy, string>> = libraryTable(
  {
    id: 'profile-strategy',
    group: 'Profile portraits',
    factor: ([strategy]) => `Strategy: ${strategy}`,
    usedIn: libraryDocuments.profile,
  },
  {
    'To inform':
      'Your strategy is to inform: tell the people your actions will affect before you act. It is not asking permission; it clears the path so that your initiatives meet less resistance.',
    'To respond':
      'Your strategy is to respond: rather than forcing things to happen, notice what life brings you (a question, an offer, a task in front of you) and follow the ones your body says yes to.',
    'To wait for the invitation':
      'Your strategy is to wait for the invitation for the big things in life, work, love and where you live. Recognition opens doors for you that pushing would keep shut.',
    'To wait a lunar cycle':
      'Your strategy is to wait a lunar cycle, about 28 days, before major decisions, talking them over as the days pass until the answer is clear.',
  },
);

export const authorityPortraits: Readonly<Record<Authority, string>> = libraryTable(
  {
    id: 'profile-authority',
    group: 'Profile portraits',
    factor: ([authority]) => `${authority} authority, in the profile`,
    usedIn: libraryDocuments.profile,
  },
  {
    Emotional:
      'Your authority is emotional: there is no truth in the moment for you. Let a decision ride through your highs and lows, sleep on it, and choose when you feel calm and clear.',
    Sacral:
      'Your authority is sacral: a gut response, often a sound or a pull towards or away, tells you yes or no in the moment. Ask yourself yes-or-no questions and trust the first reply of your body.',
    Splenic:
      'Your authority is splenic: a quiet, instant knowing that speaks once and does not repeat itself. It is about what is safe and healthy right now; learn to hear it before your mind argues.',
    'Ego Manifested':
      'Your authority is the ego, manifested: what you truly want and are willing to commit to. Listen to what you say you will do, and only promise what your heart is behind.',
    'Ego Projected':
      'Your authority is the ego, projected: your truth shows in what you say when invited to speak. Hear your own words about what you want, and trust them.',
    'Self-Projected':
      'Your authority is self-projected: you find your direction by talking. Speak your options aloud to someone you trust and listen to which one sounds like you.',
    Mental:
      'Your authority is mental, sometimes called environmental: clarity comes from talking things through with trusted people in places that feel right, not from a signal inside the body.',
    Lunar:
      "Your authority is lunar: your clarity grows over the Moon's whole cycle. Give big decisions time and let your sense of them settle before you commit.",
  },
);

/** Which chart factor each authority chimes with, and the sentence when it does. */
export const authorityEchoes: Readonly<
  Partial<Record<Authority, { elements: readonly Element[]; sentence: string }>>
> = libraryTable(
  {
    id: 'profile-authority-echo',
    group: 'Profile portraits',
    factor: ([authority]) => `${authority} authority and the Moon`,
    usedIn: libraryDocuments.profile,
  },
  {
    Emotional: {
      elements: ['water'],
      sentence:
        'This fits your chart: with your Moon in {moonSign}, feeling is how you know things, and waiting for the wave to settle is how you know them well.',
    },
    Sacral: {
      elements: ['earth', 'fire'],
      sentence:
        'Your Moon in {moonSign} already trusts instinct over theory, so the gut reply of your design should feel familiar.',
    },
    Splenic: {
      elements: ['fire', 'earth'],
      sentence:
        'Your Moon in {moonSign} reacts quickly and physically, which is the same channel your splenic knowing uses.',
    },
    'Self-Projected': {
      elements: ['air'],
      sentence:
        'With your Moon in {moonSign}, talking is how you process feeling anyway, so hearing yourself speak is a natural way to decide.',
    },
    Mental: {
      elements: ['air'],
      sentence:
        'With your Moon in {moonSign}, talking things through is how you settle anyway, so your design asks you to do on purpose what you already do by instinct.',
    },
  },
);
