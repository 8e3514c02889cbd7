/**
 * Affirmations for what a sign shares with others: each body's element and modality, the
 * element or modality most of the chart leans to, the Moon's phase at birth and the retrograde
 * planets (decision 243). Written for this shop.
 */
import type { ChartBody } from '../chart/chart-types';
import type { Element, LunarPhase, Modality } from '../chart/sign-qualities';

export const bodyElementAffirmations: Readonly<Record<ChartBody, Record<Element, string>>> = {
  sun: {
    fire: 'My spirit burns bright. I act on what excites me.',
    earth: 'I feel most alive when I make something real.',
    air: 'Ideas and people keep my spirit awake.',
    water: 'My sense of self runs through my feelings, and I honour them.',
  },
  moon: {
    fire: 'My feelings need action. I let excitement move me.',
    earth: 'I feel calm when my body and surroundings are cared for.',
    air: 'I feel better once I have talked it through.',
    water: 'My emotional depth is a strength. I feel it all and I stay afloat.',
  },
  mercury: {
    fire: 'I think in sparks of inspiration and say what I see.',
    earth: 'I think practically and turn ideas into plans.',
    air: 'My mind is light, quick and always connecting.',
    water: 'I think with my intuition, and I read between the lines.',
  },
  venus: {
    fire: 'I love with passion and enthusiasm.',
    earth: 'I love in ways that can be touched and trusted.',
    air: 'I love through conversation, friendship and shared ideas.',
    water: 'I love tenderly and deeply.',
  },
  mars: {
    fire: 'My energy is quick and bold. I strike while the iron is hot.',
    earth: 'My energy is steady. I work patiently and get results.',
    air: 'I act through ideas, words and strategy.',
    water: 'My drive comes from feeling, and I act when my heart is in it.',
  },
  jupiter: {
    fire: 'My faith grows when I take bold steps.',
    earth: 'I grow through practical wisdom and patient effort.',
    air: 'I grow through ideas, people and conversations.',
    water: 'I grow through compassion and emotional wisdom.',
  },
  saturn: {
    fire: 'I learn to channel my fire with discipline.',
    earth: 'I build slowly, and the foundations I lay hold firm.',
    air: 'I learn to think clearly and keep my commitments to people.',
    water: 'I learn to hold my feelings with patience and strength.',
  },
  uranus: {
    fire: 'I dare to act differently and spark change.',
    earth: 'I find new, practical ways to live and work.',
    air: 'I think new thoughts and share them freely.',
    water: 'I let my feelings surprise me and set me free.',
  },
  neptune: {
    fire: 'I am inspired to act on my visions.',
    earth: 'I find the sacred in the material world.',
    air: 'I dream in ideas and words that can inspire others.',
    water: 'My intuition is a deep well that I can drink from.',
  },
  pluto: {
    fire: 'My will is strong, and I use it to start again when I must.',
    earth: 'I transform what is solid and build it better.',
    air: 'I change minds, beginning with my own.',
    water: 'I let deep feelings transform me.',
  },
};

export const bodyModalityAffirmations: Readonly<Record<ChartBody, Record<Modality, string>>> = {
  sun: {
    cardinal: 'I am a starter. I set things in motion.',
    fixed: 'I am steady and loyal, and I see things through.',
    mutable: 'I adapt and I learn, and each change shows me more of who I am.',
  },
  moon: {
    cardinal: 'When I feel something, I do something about it.',
    fixed: 'My feelings are loyal and lasting, and I can rely on them.',
    mutable: 'My moods shift and I flow with them, knowing they will pass.',
  },
  mercury: {
    cardinal: 'My ideas lead to action, and I start the conversation.',
    fixed: 'I think things through and stand by my conclusions.',
    mutable: 'My mind adapts easily, and I change my view when I learn more.',
  },
  venus: {
    cardinal: 'I take the initiative in love and in beauty.',
    fixed: 'My affection is constant, and I stay true.',
    mutable: 'My love adapts and grows as the people I love change.',
  },
  mars: {
    cardinal: 'I take the first step without hesitating.',
    fixed: 'My willpower is steady, and I do not give up.',
    mutable: 'I change tactics easily and still reach my goal.',
  },
  jupiter: {
    cardinal: 'I seize opportunities as soon as they appear.',
    fixed: 'I grow by staying with what I believe in.',
    mutable: 'I grow by staying open and trying many paths.',
  },
  saturn: {
    cardinal: 'I learn to lead responsibly and start things well.',
    fixed: 'My patience and persistence build something lasting.',
    mutable: 'I learn to commit while staying flexible.',
  },
  uranus: {
    cardinal: 'I start changes that others follow.',
    fixed: 'I stand firm for what I know has to change.',
    mutable: 'I adapt quickly to new ideas and new times.',
  },
  neptune: {
    cardinal: 'I turn my ideals into action.',
    fixed: 'My ideals are steady, and I hold on to my dreams.',
    mutable: 'My imagination flows freely, and I let it roam.',
  },
  pluto: {
    cardinal: 'I start deep changes when the time is right.',
    fixed: 'I have the staying power to see a transformation through.',
    mutable: 'I let change flow through me rather than resisting it.',
  },
};

export const elementEmphasisAffirmations: Readonly<Record<Element, string>> = {
  fire: 'Much of my chart is fire: I bring energy and courage, and I rest so my flame lasts.',
  earth: 'Much of my chart is earth: I make things real, and I leave room for dreams.',
  air: 'Much of my chart is air: I live through ideas and people, and I stay grounded in my body.',
  water: 'Much of my chart is water: I feel deeply, and I give my feelings banks to flow between.',
};

export const modalityEmphasisAffirmations: Readonly<Record<Modality, string>> = {
  cardinal: 'Most of my chart is cardinal: I start things, and I give myself time to finish them.',
  fixed: 'Most of my chart is fixed: I stay the course, and I let in the change that helps me.',
  mutable: 'Most of my chart is mutable: I adapt easily, and I choose what I hold on to.',
};

export const lunarPhaseAffirmations: Readonly<Record<LunarPhase, string>> = {
  new: 'I was born at the new Moon: I begin things by instinct, and I trust my fresh starts.',
  crescent:
    'I was born under a crescent Moon: I push forward, past old habits, towards what is new.',
  'first quarter':
    'I was born at the first quarter: I act in a crisis, and I build through challenge.',
  gibbous: 'I was born under a gibbous Moon: I refine, improve and perfect what matters to me.',
  full: 'I was born at the full Moon: I see clearly through others, and I bring things to light.',
  disseminating: 'I was born under a disseminating Moon: I share what I have learned.',
  'last quarter':
    'I was born at the last quarter: I let go of what is outgrown and rethink what I believe.',
  balsamic: 'I was born under a balsamic Moon: I complete cycles and prepare for the future.',
};

export const retrogradeAffirmations: Readonly<Record<Exclude<ChartBody, 'sun' | 'moon'>, string>> =
  {
    mercury: 'I think things over twice, and my second thoughts are often my best.',
    venus: 'I define love and beauty for myself, not by what others value.',
    mars: 'My strength works from the inside; I act when I am ready, not when I am pushed.',
    jupiter: 'My growth happens within first, and my faith is my own.',
    saturn: 'I set my own standards, and I answer to my own conscience.',
    uranus: 'My freedom begins inside; I change myself before I change the world.',
    neptune: 'My inner world is rich, and I trust what I dream.',
    pluto: 'I transform from within, quietly and powerfully.',
  };
