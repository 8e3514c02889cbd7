/**
 * Affirmations for aspects that involve Jupiter, Saturn, Uranus, Neptune or Pluto. A personal
 * planet's aspects to them have one text per aspect family; the slow planets' aspects to each
 * other are shared by whole generations, so each pair has one text (decision 243). Written for
 * this shop.
 */
import type { AspectPairKey } from './aspect-pair-key';
import type { PairAffirmations } from './affirmations-aspects-personal';

export const slowMovingPairAffirmations: Readonly<
  Partial<Record<AspectPairKey, PairAffirmations | string>>
> = {
  'sun-jupiter': {
    conjunction: 'My confidence and generosity open doors, and I walk through them.',
    harmonious: 'Good fortune finds me, and I share it freely.',
    challenging: 'I aim high and keep my promises in proportion.',
  },
  'sun-saturn': {
    conjunction: 'I take myself seriously and build a life that lasts.',
    harmonious: 'My discipline supports my purpose, and I am proud of my work.',
    challenging: 'I am good enough already; my effort is a choice, not a debt.',
  },
  'sun-uranus': {
    conjunction: 'I am original, and I let my uniqueness show.',
    harmonious: 'I welcome change and bring fresh ideas into my life.',
    challenging: 'I claim my freedom without breaking what I love.',
  },
  'sun-neptune': {
    conjunction: 'My imagination and compassion shape who I am.',
    harmonious: 'Inspiration flows through me, and I trust it.',
    challenging: 'I see myself clearly, with kindness and without illusion.',
  },
  'sun-pluto': {
    conjunction: 'I have deep power, and I use it to grow.',
    harmonious: 'I transform easily, and each change makes me stronger.',
    challenging: 'I use my power openly and I let go of control.',
  },
  'moon-jupiter': {
    conjunction: 'My heart is big and generous, and I feel supported by life.',
    harmonious: 'Optimism comes naturally to me; I feel cared for.',
    challenging: 'I give generously and I know when enough is enough.',
  },
  'moon-saturn': {
    conjunction: 'I have emotional strength, and I allow myself softness too.',
    harmonious: 'I stay calm under pressure, and people rely on me.',
    challenging: 'My feelings are allowed. I do not have to earn comfort.',
  },
  'moon-uranus': {
    conjunction: 'I need freedom to feel at home, and I give it to myself.',
    harmonious: 'My intuition is quick and surprising, and I trust it.',
    challenging: 'I welcome sudden changes of feeling and find my calm again.',
  },
  'moon-neptune': {
    conjunction: 'I am deeply sensitive and intuitive, and I protect that gift.',
    harmonious: 'My empathy and imagination comfort those around me.',
    challenging: 'I know which feelings are mine and which belong to others.',
  },
  'moon-pluto': {
    conjunction: 'I feel with great intensity, and my emotions renew me.',
    harmonious: 'I can face deep feelings and come through them stronger.',
    challenging: 'I release my grip on feelings that no longer serve me.',
  },
  'mercury-jupiter': {
    conjunction: 'I think big and I share ideas generously.',
    harmonious: 'Learning comes easily to me, and I enjoy it.',
    challenging: 'I check the details and keep my big ideas honest.',
  },
  'mercury-saturn': {
    conjunction: 'My thinking is careful and thorough, and my words carry weight.',
    harmonious: 'I think clearly and plan well.',
    challenging: 'My ideas are worth hearing. I speak without waiting to be perfect.',
  },
  'mercury-uranus': {
    conjunction: 'My mind sparks with original ideas, and I share them.',
    harmonious: 'Brilliant ideas come to me, and I act on the best ones.',
    challenging: 'I slow down long enough to explain my leaps of thought.',
  },
  'mercury-neptune': {
    conjunction: 'I think in images and intuitions, and my words can enchant.',
    harmonious: 'My imagination enriches everything I say and write.',
    challenging: 'I check my facts and keep my inner voice clear.',
  },
  'mercury-pluto': {
    conjunction: 'My mind goes deep, and I find the truth beneath the surface.',
    harmonious: 'My words are powerful, and I use them to heal.',
    challenging: 'I use my persuasive power honestly and I listen too.',
  },
  'venus-jupiter': {
    conjunction: 'Love and generosity flow through me and back to me.',
    harmonious: 'I attract kindness and good company.',
    challenging: 'I enjoy the good things in life, in good measure.',
  },
  'venus-saturn': {
    conjunction: 'I love seriously and loyally, and my bonds last.',
    harmonious: 'My love grows stronger with time and commitment.',
    challenging: 'I am worthy of love as I am, not only when I am perfect.',
  },
  'venus-uranus': {
    conjunction: 'I love in my own unusual way, and it suits me.',
    harmonious: 'I bring excitement and freedom into my relationships.',
    challenging: 'I make room for both closeness and freedom.',
  },
  'venus-neptune': {
    conjunction: "I love with a poet's heart and find beauty everywhere.",
    harmonious: 'My love is compassionate and inspired.',
    challenging: 'I love real people, and I see them as they are.',
  },
  'venus-pluto': {
    conjunction: 'I love intensely, and love transforms me.',
    harmonious: 'My relationships deepen me, and I trust them.',
    challenging: 'I love without needing to control, and I let love breathe.',
  },
  'mars-jupiter': {
    conjunction: 'My energy is abundant, and I go after big goals.',
    harmonious: 'I act with confidence and luck is on my side.',
    challenging: 'I pace my enthusiasm and finish what I take on.',
  },
  'mars-saturn': {
    conjunction: 'I have discipline and endurance, and I achieve what I set out to do.',
    harmonious: 'I work hard and steadily, and my efforts pay off.',
    challenging: 'I release the brakes on my drive and act with confidence.',
  },
  'mars-uranus': {
    conjunction: 'I act boldly and originally, and I dare to do things differently.',
    harmonious: 'I move quickly and inventively when change comes.',
    challenging: 'I channel my sudden energy into a purpose instead of a rebellion.',
  },
  'mars-neptune': {
    conjunction: 'I act on inspiration, and I fight for my ideals.',
    harmonious: 'I put my energy behind compassion and creativity.',
    challenging: 'I act with clear intent and I trust my own strength.',
  },
  'mars-pluto': {
    conjunction: 'I have immense willpower, and I use it wisely.',
    harmonious: 'I can face any challenge with strength and focus.',
    challenging: 'I put my power into building, never into fighting to win.',
  },
  'jupiter-saturn': 'I grow and I consolidate in turn: I dream big, then build carefully.',
  'jupiter-uranus': 'I welcome sudden opportunities and trust the leaps that free me.',
  'jupiter-neptune': 'I keep my ideals high and bring them down to earth in acts of kindness.',
  'jupiter-pluto': 'I have the power to make a big difference, and I use it for good.',
  'saturn-uranus': 'I hold the old and the new together, and I change things that need changing.',
  'saturn-neptune': 'I give form to my dreams; my ideals become real through patient work.',
  'saturn-pluto': 'I have the endurance to rebuild whatever life asks of me.',
  'uranus-neptune': "I carry my generation's longing for a new world, and I live it in my own way.",
  'uranus-pluto': 'I am ready for radical change when change is overdue.',
  'neptune-pluto': 'My life belongs to a larger tide of change, and I swim with it.',
};
