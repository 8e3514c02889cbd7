import { Earth, FingerprintPattern, Gem, Hand, Hash, Sun, type LucideIcon } from 'lucide-react';

/** A reading shown on the landing page (docs/product.md §3, "Service card"). */
export interface ServiceCard {
  icon: LucideIcon;
  title: string;
  focus: string;
  description: string;
  /** Tailwind classes for the icon tile; each reading keeps its own colour. */
  colour: string;
  /**
   * The first product that contains this reading (every product includes the ones before it).
   * Named here rather than read from the catalogue, which would weigh on the landing page's
   * first load; service-cards.test.ts holds both to the catalogue.
   */
  firstProduct: { id: number; name: string };
}

export const serviceCards: readonly ServiceCard[] = [
  {
    icon: Sun,
    title: 'Astrology',
    focus: 'Your natal chart',
    description:
      'The sky at your exact birth minute, read planet by planet: your Sun, Moon and Rising signs, the houses they fall in and the aspects that tie your story together.',
    colour: 'bg-amber-400/10 text-amber-300 ring-amber-300/30',
    firstProduct: { id: 2, name: 'The Cosmic Map' },
  },
  {
    icon: Earth,
    title: 'Astrocartography',
    focus: 'Your power locations',
    description:
      'Your planetary lines drawn across the world map, showing the cities where love, work or rest come more easily to you, and the places that ask more of you.',
    colour: 'bg-sky-400/10 text-sky-300 ring-sky-300/30',
    firstProduct: { id: 5, name: 'The Intensive' },
  },
  {
    icon: Hash,
    title: 'Numerology',
    focus: 'Your life path numbers',
    description:
      'Your life path number, worked out from your birth date, and what it says about the rhythm of your life, the lessons it keeps bringing and the work that suits you.',
    colour: 'bg-violet-400/10 text-violet-300 ring-violet-300/30',
    firstProduct: { id: 1, name: 'The Quick Glimpse' },
  },
  {
    icon: FingerprintPattern,
    title: 'Human Design',
    focus: 'Your energetic blueprint',
    description:
      'Your type, strategy and inner authority from your bodygraph, so you know how you are built to make decisions, spend your energy and recover it.',
    colour: 'bg-emerald-400/10 text-emerald-300 ring-emerald-300/30',
    firstProduct: { id: 5, name: 'The Intensive' },
  },
  {
    icon: Hand,
    title: 'Palmistry',
    focus: 'The karmic lines of your hands',
    description:
      'The heart, head, life and fate lines of both palms, read from your photos: what you were born with in one hand, and what you have made of it in the other.',
    colour: 'bg-rose-400/10 text-rose-300 ring-rose-300/30',
    firstProduct: { id: 6, name: 'The Master Blueprint' },
  },
  {
    icon: Gem,
    title: 'Destiny Matrix',
    focus: 'Your soul purpose',
    description:
      'The 22 arcana placed on the octagram of your birth date, revealing the talents you carry, the karmic tasks you came to finish and the purpose that ties them together.',
    colour: 'bg-orange-400/10 text-orange-300 ring-orange-300/30',
    firstProduct: { id: 6, name: 'The Master Blueprint' },
  },
];
