import { EVERY_ORDER_SUPPORT } from './catalogue';
import { tierCheckoutProduct } from './routes';

/** The three tier detail pages (docs/product.md §2); their copy and price ranges are fixed. */
export interface Tier {
  number: 1 | 2 | 3;
  path: '/insight' | '/deep-dive' | '/master-blueprint';
  name: string;
  priceRange: string;
  badge?: string;
  tagline: string;
  intro: string;
  /** One line for the upsell cards on the thank-you page. */
  summary: string;
  bestFor: string;
  /** "Everything in <previous tier>, plus:" for tiers that build on another. */
  buildsOn?: string;
  includes: readonly string[];
  hasSatisfactionGuarantee: boolean;
  /**
   * Each item of `includes` as the product the purchase link sells delivers it: `as` names the
   * product's own line (or EVERY_ORDER_SUPPORT), `note` says plainly where the product differs.
   * Shown in the tier page's "What you buy here" panel so checkout never surprises (decision 110).
   */
  atCheckout: Readonly<Record<string, TierItemAtCheckout>>;
}

export type TierItemAtCheckout = { as: string; note?: string } | { as: null; note: string };

export const tiers: readonly Tier[] = [
  {
    number: 1,
    path: '/insight',
    name: 'Insight & Foundations',
    priceRange: '$100 - $150',
    tagline: 'Know the foundations of who you are',
    intro:
      'The essentials of your chart and your numbers, explained in plain language: the energy you were born with, how you take in the world, how others first meet you, and the life path your birth date sets out.',
    summary:
      'Your natal chart, Sun, Moon and Rising, life path number and Human Design type in a 15-page report.',
    bestFor:
      'A first in-depth reading, or a thoughtful gift for someone curious about their chart.',
    includes: [
      'Natal chart analysis',
      'Sun, Moon and Rising interpretation',
      'Life path numerology',
      'Basic Human Design type',
      '15-page report',
      'E-mail support',
    ],
    hasSatisfactionGuarantee: false,
    atCheckout: {
      'Natal chart analysis': { as: '5-7 page natal chart PDF' },
      'Sun, Moon and Rising interpretation': { as: 'Sun, Moon and Rising sign interpretation' },
      'Life path numerology': { as: 'Life path numerology' },
      'Basic Human Design type': {
        as: null,
        note: 'Not in The Guided Journey: Human Design starts with The Intensive, on the Deep Dive & Direction page.',
      },
      '15-page report': {
        as: null,
        note: 'Sent as separate PDFs (natal chart, profile, affirmations and journal), not as one 15-page report.',
      },
      'E-mail support': { as: EVERY_ORDER_SUPPORT },
    },
  },
  {
    number: 2,
    path: '/deep-dive',
    name: 'Deep Dive & Direction',
    priceRange: '$250 - $350',
    badge: 'MOST POPULAR',
    tagline: 'Turn self-knowledge into direction',
    intro:
      'For crossroads moments: a new role, a new city, a relationship you want to understand. We map where in the world you flourish, which work fits your design and how you connect with the people who matter, then talk it through with you on a call.',
    summary:
      'Adds astrocartography maps, career and relationship analysis and a consultation call, in a 30-page report.',
    bestFor:
      'Anyone facing a career, relocation or relationship decision who wants a clear, personal strategy.',
    buildsOn: 'Insight & Foundations',
    includes: [
      'Astrocartography maps',
      'Career and life purpose analysis',
      'Relationship compatibility',
      'Complete Human Design chart',
      'Strategic guidance',
      '30-page report',
      '30-minute consultation call',
    ],
    hasSatisfactionGuarantee: false,
    atCheckout: {
      'Astrocartography maps': { as: 'Astrocartography report' },
      'Career and life purpose analysis': {
        as: null,
        note: 'Not a written report of its own: your Strategic Alignment answers about your work and purpose shape the reports and the consultation.',
      },
      'Relationship compatibility': { as: null, note: 'Not in The Intensive.' },
      'Complete Human Design chart': { as: 'Full Human Design profile' },
      'Strategic guidance': { as: '60-minute live consultation' },
      '30-page report': {
        as: null,
        note: 'Sent as separate PDFs (the Guided Journey reports, astrocartography and Human Design), not as one 30-page report.',
      },
      '30-minute consultation call': {
        as: '60-minute live consultation',
        note: 'Your call is 60 minutes, twice the 30 listed.',
      },
    },
  },
  {
    number: 3,
    path: '/master-blueprint',
    name: 'Master Blueprint & Destiny Alignment',
    priceRange: '$450 - $650',
    tagline: 'Every system we read, woven into one plan',
    intro:
      'Our most complete reading. Your palms, your Destiny Matrix and your karmic lessons join your chart, numbers and design in one soul purpose blueprint, with a custom action plan you can put to work the week it arrives.',
    summary:
      'Adds palmistry, Destiny Matrix, karmic lessons and a custom action plan, in a 50-page report with a 60-minute session.',
    bestFor:
      'Founders, leaders and anyone ready for a deep reset who wants a plan, not only insight.',
    buildsOn: 'Deep Dive & Direction',
    includes: [
      'Palmistry analysis',
      'Destiny Matrix',
      'Karmic lessons report',
      'Soul purpose blueprint',
      'Custom action plan',
      '50-page report',
      '60-minute session',
      '3 months e-mail support',
    ],
    hasSatisfactionGuarantee: true,
    atCheckout: {
      'Palmistry analysis': { as: 'Palmistry analysis of both hands' },
      'Destiny Matrix': { as: 'Destiny Matrix chart' },
      'Karmic lessons report': {
        as: 'Palmistry analysis of both hands',
        note: 'Read from the karmic lines of your hands in the palmistry analysis, not a separate report.',
      },
      'Soul purpose blueprint': { as: 'Integrated strategic report' },
      'Custom action plan': { as: 'Integrated strategic report' },
      '50-page report': {
        as: null,
        note: 'Sent as separate PDFs, one per reading, not as one 50-page report.',
      },
      '60-minute session': { as: '60-minute live consultation' },
      '3 months e-mail support': {
        as: EVERY_ORDER_SUPPORT,
        note: 'The Master Blueprint has no support period of its own: Destiny Alignment ($777.00) adds 30 days of e-mail support.',
      },
    },
  },
];

export function tierByNumber(number: Tier['number']): Tier {
  const tier = tiers.find((candidate) => candidate.number === number);
  if (!tier) throw new Error(`No tier ${number}`);
  return tier;
}

/** The tier's purchase link, a real route that leads to checkout (decision 063). */
export function tierCheckoutPath(tier: Tier): string {
  return `/checkout/tier-${tier.number}`;
}

/** The catalogue product a tier's purchase link checks out. */
export function tierProductId(tier: Tier): number {
  const productId = tierCheckoutProduct[String(tier.number)];
  if (productId === undefined) throw new Error(`Tier ${tier.number} has no checkout product`);
  return productId;
}

/** Checkout reached from a tier page carries `?tier=N`, so its back link returns to that page. */
export const TIER_QUERY_PARAM = 'tier';

/** The tier a checkout came from, if `tier` names one whose purchase link sells `productId`. */
export function tierOfCheckout(tierParam: string | null, productId: number): Tier | undefined {
  const tier = tiers.find((candidate) => String(candidate.number) === tierParam);
  return tier && tierProductId(tier) === productId ? tier : undefined;
}
