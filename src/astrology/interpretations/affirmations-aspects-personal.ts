/**
 * Affirmations for aspects between the Sun, Moon, Mercury, Venus and Mars: one per pair and
 * aspect family (conjunction, trine or sextile, square or opposition). Written for this shop.
 */
import type { AspectPairKey } from './aspect-pair-key';
import type { AspectFamily } from './aspect-phrasing';

export type PairAffirmations = Readonly<Record<AspectFamily, string>>;

export const personalPairAffirmations: Readonly<Partial<Record<AspectPairKey, PairAffirmations>>> =
  {
    'sun-moon': {
      conjunction: 'What I want and what I need point the same way, and I follow them both.',
      harmonious: 'My head and my heart agree, and I am at ease with myself.',
      challenging: 'I listen to both my will and my needs, and I find the path that honours each.',
    },
    'sun-mercury': {
      conjunction: 'My words say who I am. I can hear feedback without feeling judged.',
      harmonious: 'I say what I mean, and people understand me.',
      challenging: 'I check that what I say matches what I really think.',
    },
    'sun-venus': {
      conjunction: 'Warmth and charm are part of who I am, and I value myself as I am.',
      harmonious: 'Love and creativity come easily to me, and I share them.',
      challenging: 'I can please others and still be fully myself.',
    },
    'sun-mars': {
      conjunction: 'I have energy and drive, and I put them into what matters to me.',
      harmonious: 'My will and my actions work together, and I get things done.',
      challenging: 'I turn friction into fuel and I choose my battles wisely.',
    },
    'moon-mercury': {
      conjunction: 'I think with my feelings, and I can put them into words.',
      harmonious: 'I talk about my feelings easily, and people feel understood by me.',
      challenging: 'I let my head and heart each have their say before I decide.',
    },
    'moon-venus': {
      conjunction: 'I am tender and affectionate, and I let myself receive love too.',
      harmonious: 'Kindness comes naturally to me, and I create comfort wherever I go.',
      challenging: 'I give myself the love I so easily give to others.',
    },
    'moon-mars': {
      conjunction: 'My feelings are strong and quick, and I act on them with care.',
      harmonious: 'I act on my feelings with courage and good instinct.',
      challenging: 'I feel my anger, name it and let it guide me without hurting anyone.',
    },
    'mercury-venus': {
      conjunction: 'I speak with grace, and my words bring people closer.',
      harmonious: 'I find kind words easily, and I use them often.',
      challenging: 'I say what is true, kindly, even when it is not what people want to hear.',
    },
    'mercury-mars': {
      conjunction: 'My mind is sharp and quick, and I speak with conviction.',
      harmonious: 'I think fast and act on my ideas with confidence.',
      challenging: 'I argue to understand, not to win.',
    },
    'venus-mars': {
      conjunction: 'Passion and affection live together in me, and I enjoy both.',
      harmonious: 'I balance giving and going after what I want.',
      challenging: 'I let desire and tenderness each have their place.',
    },
  };
