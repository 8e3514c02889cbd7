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
   * Each item of `includes` as the product the purchase link sells delivers it: `deliverable`
   * names one of that product's deliverables (or EVERY_ORDER_SUPPORT), `note` says plainly where
   * it differs; null with a note where the product does not hold it. The tier page shows each
   * note beside its item, so nothing is ticked that checkout does not sell (decisions 110, 233).
   */
  inProduct: Readonly<Record<string, TierItemInProduct>>;
}

export type TierItemInProduct =
  { deliverable: string; note?: string } | { deliverable: null; note: string };

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
    inProduct: {
      'Natal chart analysis': { deliverable: 'The Cosmic Map' },
      'Sun, Moon and Rising interpretation': { deliverable: 'The Cosmic Map' },
      'Life path numerology': { deliverable: 'The Cosmic Map' },
      'Basic Human Design type': {
        deliverable: 'Your Dynamic Profile',
        note: 'Your type, strategy and authority, in your dynamic profile.',
      },
      '15-page report': {
        deliverable: null,
        note: 'Not one 15-page report: your reading comes as separate PDFs (natal chart, profile, affirmations and journal).',
      },
      'E-mail support': {
        deliverable: EVERY_ORDER_SUPPORT,
        note: 'Answers by e-mail to any question about your order or reading; a support period of its own comes with Destiny Alignment.',
      },
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
    inProduct: {
      'Astrocartography maps': { deliverable: 'Astrocartography Map' },
      'Career and life purpose analysis': {
        deliverable: 'Astrocartography and Human Design report',
        note: 'Part of your written report, from your Strategic Alignment answers about your work and purpose.',
      },
      'Relationship compatibility': {
        deliverable: null,
        note: "Not in The Intensive: no reading of a partner's chart.",
      },
      'Complete Human Design chart': { deliverable: 'Human Design Profile' },
      'Strategic guidance': { deliverable: '60-minute live consultation' },
      '30-page report': {
        deliverable: null,
        note: "Not one 30-page report: your reading comes as separate PDFs (the Guided Journey documents, your map, your design and your reader's report).",
      },
      '30-minute consultation call': {
        deliverable: '60-minute live consultation',
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
    inProduct: {
      'Palmistry analysis': { deliverable: 'Palmistry analysis of both hands' },
      'Destiny Matrix': { deliverable: 'Your Destiny Matrix' },
      'Karmic lessons report': {
        deliverable: 'Palmistry analysis of both hands',
        note: 'Read from the karmic lines of your hands in the palmistry analysis, not a separate report.',
      },
      'Soul purpose blueprint': { deliverable: 'Integrated strategic report' },
      'Custom action plan': { deliverable: 'Integrated strategic report' },
      '50-page report': {
        deliverable: null,
        note: 'Not one 50-page report: your reading comes as separate PDFs, one per reading.',
      },
      '60-minute session': { deliverable: '60-minute live consultation' },
      '3 months e-mail support': {
        deliverable: null,
        note: 'Not in The Master Blueprint, which answers questions about your order by e-mail: Destiny Alignment ($777.00) adds 30 days of e-mail support.',
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
