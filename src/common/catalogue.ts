/**
 * The single source of the shop's products (decision 061, docs/decisions/215). Routes,
 * prerendered pages, the admin filter, the Stripe settings and the computed reports all read the
 * list below, so a new product is one entry here plus its copy. `catalogueFrom` checks each
 * entry against the rules of ./catalogue-rules.ts as the list is built (decision 324).
 */
import { checkCatalogueRules } from './catalogue-rules';

export type QuestionnaireKind = 'strategic-alignment' | 'master-blueprint';

/**
 * The documents the shop draws from the birth data alone, each with a renderer of its own in
 * src/server/reports: made right after payment and e-mailed within minutes, no person in the loop
 * (decision 074, decision 232).
 */
export type ComputedDocumentKind =
  | 'quick-glimpse'
  | 'cosmic-map'
  | 'dynamic-profile'
  | 'affirmations'
  | 'journal'
  | 'astrocartography-map'
  | 'human-design-profile'
  | 'destiny-matrix';

/**
 * One thing a product delivers (decision 232). A product lists its own; "Everything in <product>"
 * brings the other product's too (`buildsOn`). `fulfils` names the lines of `includes` it keeps.
 */
export type Deliverable =
  | {
      kind: 'computed-document';
      document: ComputedDocumentKind;
      /** The document's title as its cover, file name and e-mails give it. */
      name: string;
      /** One line on what it holds, for the order page and e-mails. */
      summary: string;
      /** Shown on the reading page and in e-mails as a chart the written reading builds on. */
      isChartForReader?: boolean;
      fulfils: readonly string[];
    }
  | {
      kind: 'written-document';
      /** Stable key of a reading a reader writes (the workspace keeps one section per key). */
      key: string;
      name: string;
      summary: string;
      /**
       * The length the reader writes to, in words: the same in every product that holds it, and
       * together filling the "N-page report" of the tier page that sells the product (decision
       * 299). Null where the report is not measured in pages (the 90-day plan is its steps).
       */
      promisedWords: number | null;
      /**
       * It answers the buyer's questionnaire: the summary then names the questionnaire of the
       * product bought (The Intensive's report reads Strategic Alignment answers when sold alone,
       * the Master Blueprint's answers inside the readings above it).
       */
      readsAnswers?: boolean;
      fulfils: readonly string[];
    }
  | {
      kind: 'live-session';
      key: string;
      name: string;
      minutes: number;
      count: number;
      /**
       * When the customer can book it: a consultation once the written reading is delivered, so
       * the reader can discuss it; coaching from the day of payment (decision 277).
       */
      bookableFrom: 'payment' | 'written-delivery';
      fulfils: readonly string[];
    }
  | {
      kind: 'support-window';
      key: string;
      name: string;
      /**
       * When the customer may first write (decision 309): at payment, so a buyer waiting for the
       * written reading already has the thread; or once the written reading is delivered, as a
       * second look at it.
       */
      opensFrom: 'payment' | 'written-delivery';
      /** Days from when it opens; null: for as long as the order's sessions run. */
      days: number | null;
      isPriority: boolean;
      fulfils: readonly string[];
    };

export type DeliverableKind = Deliverable['kind'];
export type ComputedDocument = Extract<Deliverable, { kind: 'computed-document' }>;
export type WrittenDocument = Extract<Deliverable, { kind: 'written-document' }>;

/**
 * When the written reports arrive (products with no written report: within minutes). They are
 * written by our readers within a range of business days, counted from payment or, for products
 * with a questionnaire, from the day the answers (and palm photos) arrive.
 */
export type DeliveryPromise =
  | { kind: 'minutes' }
  | {
      kind: 'business-days';
      minDays: number;
      maxDays: number;
      startsAfter: 'payment' | 'questionnaire';
    };

export interface Product {
  id: number;
  key: string;
  name: string;
  /** Whole US dollars. */
  price: number;
  tagline: string;
  description: string;
  /** The product's contents as its page lists them (docs/product.md §1), word for word. */
  includes: readonly string[];
  /** The product whose deliverables this one also holds ("Everything in ..."), or null. */
  buildsOn: number | null;
  /** What this product adds; `deliverables` holds them with those of `buildsOn`. */
  ownDeliverables: readonly Deliverable[];
  /** Everything a purchase delivers, inherited first, in the order pages list them. */
  deliverables: readonly Deliverable[];
  /** The computed documents of `deliverables`, made at once after payment. */
  computedDocuments: readonly ComputedDocument[];
  /** The written reports of `deliverables`, by a reader within `deliveryPromise`. */
  writtenDocuments: readonly WrittenDocument[];
  /** The promise of the written reports in structure, for comparisons and checks. */
  deliveryPromise: DeliveryPromise;
  /** The promise as one sentence, derived from the deliverables; every page and e-mail shows this. */
  delivery: string;
  /** Some of what it delivers is computed: a report job runs once it is paid. */
  hasComputedDocuments: boolean;
  /** Everything it delivers is computed: no reader, no business days. */
  isFullyComputed: boolean;
  questionnaire: QuestionnaireKind | null;
  /**
   * Whole days after payment in which the buyer may ask for a full refund (docs/product.md §1
   * tier pages give 30 and 60; a new product may give its own).
   */
  guaranteeDays: number;
}

export type ProductEntry = Pick<
  Product,
  | 'id'
  | 'key'
  | 'name'
  | 'price'
  | 'tagline'
  | 'description'
  | 'includes'
  | 'buildsOn'
  | 'ownDeliverables'
  | 'deliveryPromise'
  | 'questionnaire'
  | 'guaranteeDays'
>;

/** A questionnaire's name as the customer and the shop's readers see it. */
export const questionnaireNames: Record<QuestionnaireKind, string> = {
  'strategic-alignment': 'Strategic Alignment',
  'master-blueprint': 'Master Blueprint',
};

const entries: readonly ProductEntry[] = [
  {
    id: 1,
    key: 'quick-glimpse',
    name: 'The Quick Glimpse',
    price: 15,
    tagline: 'Your cosmic essentials on one page',
    description:
      'A one-page summary PDF of your Sun, Moon and Rising signs with your life path number, so you can see in five minutes what drives you, what soothes you and how others first meet you.',
    includes: [
      'One-page summary PDF',
      'Sun, Moon and Rising sign interpretation',
      'Life path numerology',
    ],
    deliveryPromise: { kind: 'minutes' },
    buildsOn: null,
    ownDeliverables: [
      {
        kind: 'computed-document',
        document: 'quick-glimpse',
        name: 'The Quick Glimpse',
        summary: 'Your Sun, Moon and Rising signs and your life path number on one page.',
        fulfils: [
          'One-page summary PDF',
          'Sun, Moon and Rising sign interpretation',
          'Life path numerology',
        ],
      },
    ],
    guaranteeDays: 30,
    questionnaire: null,
  },
  {
    id: 2,
    key: 'cosmic-map',
    name: 'The Cosmic Map',
    price: 35,
    tagline: 'Your natal chart, explained',
    description:
      'A 5-7 page PDF that walks through your natal chart planet by planet, house by house, and names the key aspects that shape your strengths, tensions and turning points.',
    // The PDF also names the Rising sign and closes with the life path number
    // (src/server/reports/documents/cosmic-map*.tsx), so the list says so.
    includes: [
      '5-7 page natal chart PDF',
      'Sun, Moon and Rising sign interpretation',
      'Planet-by-planet breakdown',
      'Key aspects explained',
      'Life path numerology',
    ],
    deliveryPromise: { kind: 'minutes' },
    buildsOn: null,
    ownDeliverables: [
      {
        kind: 'computed-document',
        document: 'cosmic-map',
        name: 'The Cosmic Map',
        summary: 'Your natal chart drawn and read planet by planet, with its key aspects.',
        fulfils: [
          '5-7 page natal chart PDF',
          'Sun, Moon and Rising sign interpretation',
          'Planet-by-planet breakdown',
          'Key aspects explained',
          'Life path numerology',
        ],
      },
    ],
    guaranteeDays: 30,
    questionnaire: null,
  },
  {
    id: 3,
    key: 'compass-package',
    name: 'The Compass Package',
    price: 50,
    tagline: 'Your chart plus a profile you can live by',
    description:
      'Everything in The Cosmic Map plus a dynamic profile breakdown of how you work, love and recharge, and 52 affirmations written from your chart, one for every week of the year.',
    includes: [
      'Everything in The Cosmic Map',
      'Dynamic profile breakdown PDF',
      '52 personalised affirmations',
    ],
    deliveryPromise: { kind: 'minutes' },
    buildsOn: 2,
    ownDeliverables: [
      {
        kind: 'computed-document',
        document: 'dynamic-profile',
        name: 'Your Dynamic Profile',
        summary:
          'How you work, love and recharge: the shape of your chart, your Human Design type, strategy and authority, and your core numbers, in one portrait.',
        fulfils: ['Dynamic profile breakdown PDF'],
      },
      {
        kind: 'computed-document',
        document: 'affirmations',
        name: '52 Affirmations',
        summary:
          'A printable deck of 52 cards, one affirmation a week, each from a named placement of your chart.',
        fulfils: ['52 personalised affirmations'],
      },
    ],
    guaranteeDays: 30,
    questionnaire: null,
  },
  {
    id: 4,
    key: 'guided-journey',
    name: 'The Guided Journey',
    price: 75,
    tagline: 'A year of reflection, guided by your chart',
    description:
      'Everything in The Compass Package plus a personalised digital journal PDF with weekly prompts timed to your chart, so the insight turns into a habit of reflection all year long.',
    includes: [
      'Everything in The Compass Package',
      'Personalised digital journal PDF',
      'Weekly prompts timed to your chart',
    ],
    deliveryPromise: { kind: 'minutes' },
    buildsOn: 3,
    ownDeliverables: [
      {
        kind: 'computed-document',
        document: 'journal',
        name: 'Your Year Journal',
        summary:
          "52 weeks from the week you buy it, each with that week's real sky for your chart, prompts and a writing space you can fill in on screen or on paper.",
        fulfils: ['Personalised digital journal PDF', 'Weekly prompts timed to your chart'],
      },
    ],
    guaranteeDays: 30,
    questionnaire: null,
  },
  {
    id: 5,
    key: 'intensive',
    name: 'The Intensive',
    price: 350,
    tagline: 'Where to live, how to work, who you are designed to be',
    description:
      'Everything in The Guided Journey plus an astrocartography report of your power places, a full Human Design profile and a 60-minute live consultation to turn it all into decisions.',
    includes: [
      'Everything in The Guided Journey',
      'Astrocartography report',
      'Full Human Design profile',
      '60-minute live consultation',
    ],
    deliveryPromise: {
      kind: 'business-days',
      minDays: 7,
      maxDays: 10,
      startsAfter: 'questionnaire',
    },
    buildsOn: 4,
    ownDeliverables: [
      {
        kind: 'computed-document',
        document: 'astrocartography-map',
        name: 'Astrocartography Map',
        summary: 'The world map of your ten planetary lines, with the places near each.',
        isChartForReader: true,
        fulfils: ['Astrocartography report'],
      },
      {
        kind: 'computed-document',
        document: 'human-design-profile',
        name: 'Human Design Profile',
        summary:
          'Your bodygraph drawn, with your type, strategy, authority, profile, definition and incarnation cross explained.',
        isChartForReader: true,
        fulfils: ['Full Human Design profile'],
      },
      {
        kind: 'written-document',
        key: 'intensive-report',
        name: 'Astrocartography and Human Design report',
        summary: 'Your reader on your power places and your design.',
        promisedWords: 9_000,
        readsAnswers: true,
        fulfils: ['Astrocartography report', 'Full Human Design profile'],
      },
      {
        kind: 'live-session',
        key: 'consultation-60',
        bookableFrom: 'written-delivery',
        name: '60-minute live consultation',
        minutes: 60,
        count: 1,
        fulfils: ['60-minute live consultation'],
      },
    ],
    guaranteeDays: 30,
    questionnaire: 'strategic-alignment',
  },
  {
    id: 6,
    key: 'master-blueprint',
    name: 'The Master Blueprint',
    price: 500,
    tagline: 'Every system we read, woven into one strategy',
    description:
      'Everything in The Intensive plus your Destiny Matrix chart, a palmistry analysis of both hands and an integrated strategic report that ties astrology, numerology and design together.',
    includes: [
      'Everything in The Intensive',
      'Destiny Matrix chart',
      'Palmistry analysis of both hands',
      'Integrated strategic report',
    ],
    deliveryPromise: {
      kind: 'business-days',
      minDays: 10,
      maxDays: 14,
      startsAfter: 'questionnaire',
    },
    buildsOn: 5,
    ownDeliverables: [
      {
        kind: 'computed-document',
        document: 'destiny-matrix',
        name: 'Your Destiny Matrix',
        summary: 'The octagram of your birth date with its arcana and key positions explained.',
        isChartForReader: true,
        fulfils: ['Destiny Matrix chart'],
      },
      {
        kind: 'written-document',
        key: 'palmistry',
        name: 'Palmistry analysis of both hands',
        summary: 'Your reader on the lines, mounts and shapes of both your hands.',
        promisedWords: 3_000,
        fulfils: ['Palmistry analysis of both hands'],
      },
      {
        kind: 'written-document',
        key: 'strategic-report',
        name: 'Integrated strategic report',
        summary: 'Astrology, numerology, design and your hands woven into one strategy.',
        promisedWords: 3_000,
        fulfils: ['Integrated strategic report'],
      },
    ],
    guaranteeDays: 30,
    questionnaire: 'master-blueprint',
  },
  {
    id: 7,
    key: 'destiny-alignment',
    name: 'Destiny Alignment',
    price: 777,
    tagline: 'Your blueprint, built into a workspace you use daily',
    description:
      'Everything in The Master Blueprint plus a Notion Life Blueprint workspace, a 90-minute consultation and 30 days of e-mail support while you put the plan into practice. 60-day money-back guarantee.',
    includes: [
      'Everything in The Master Blueprint',
      'Notion Life Blueprint workspace',
      '90-minute consultation',
      '30 days of e-mail support',
      '60-day money-back guarantee',
    ],
    deliveryPromise: {
      kind: 'business-days',
      minDays: 10,
      maxDays: 14,
      startsAfter: 'questionnaire',
    },
    buildsOn: 6,
    ownDeliverables: [
      {
        kind: 'written-document',
        key: 'notion-workspace',
        name: 'Notion Life Blueprint workspace',
        summary: 'Your reading, charts and a 90-day plan as a workspace to import into Notion.',
        promisedWords: null,
        fulfils: ['Notion Life Blueprint workspace'],
      },
      {
        kind: 'live-session',
        key: 'consultation-90',
        bookableFrom: 'written-delivery',
        name: '90-minute consultation',
        minutes: 90,
        count: 1,
        fulfils: ['90-minute consultation'],
      },
      {
        kind: 'support-window',
        key: 'email-support-30',
        name: '30 days of e-mail support',
        opensFrom: 'written-delivery',
        days: 30,
        isPriority: false,
        fulfils: ['30 days of e-mail support'],
      },
    ],
    guaranteeDays: 60,
    questionnaire: 'master-blueprint',
  },
  {
    id: 8,
    key: 'quantum-leap',
    name: 'The Quantum Leap',
    price: 1100,
    tagline: 'Executive-level alignment with coaching',
    description:
      'Everything in Destiny Alignment plus an executive alignment report for leaders and founders, three 60-minute coaching sessions and priority support whenever you need a second look.',
    includes: [
      'Everything in Destiny Alignment',
      'Executive alignment report',
      'Three 60-minute coaching sessions',
      'Priority support',
    ],
    deliveryPromise: {
      kind: 'business-days',
      minDays: 10,
      maxDays: 14,
      startsAfter: 'questionnaire',
    },
    buildsOn: 7,
    ownDeliverables: [
      {
        kind: 'written-document',
        key: 'executive-report',
        name: 'Executive alignment report',
        summary: 'Your blueprint read for leading a company and a team.',
        promisedWords: 3_000,
        fulfils: ['Executive alignment report'],
      },
      {
        kind: 'live-session',
        key: 'coaching-60',
        bookableFrom: 'payment',
        name: 'Three 60-minute coaching sessions',
        minutes: 60,
        count: 3,
        fulfils: ['Three 60-minute coaching sessions'],
      },
      {
        kind: 'support-window',
        key: 'priority-support',
        name: 'Priority support',
        opensFrom: 'payment',
        days: null,
        isPriority: true,
        fulfils: ['Priority support'],
      },
    ],
    guaranteeDays: 60,
    questionnaire: 'master-blueprint',
  },
];

const answersArriving: Record<QuestionnaireKind, string> = {
  'strategic-alignment': 'your Strategic Alignment answers arrive',
  'master-blueprint': 'your questionnaire answers and palm photos arrive',
};

function dayRange(promise: { minDays: number; maxDays: number }): string {
  return `${promise.minDays} to ${promise.maxDays} business days`;
}

/** "within 10 to 14 business days after your questionnaire answers and palm photos arrive". */
function writtenPromise(
  promise: Extract<DeliveryPromise, { kind: 'business-days' }>,
  questionnaire: QuestionnaireKind | null,
): string {
  const start =
    promise.startsAfter === 'questionnaire' && questionnaire
      ? `after ${answersArriving[questionnaire]}`
      : 'of payment';
  return `within ${dayRange(promise)} ${start}`;
}

/** "your 60-minute live consultation", "the three 60-minute coaching sessions". */
function sessionPhrase(session: Pick<LiveSession, 'name'>, determiner = 'your'): string {
  return `${determiner} ${session.name.charAt(0).toLowerCase()}${session.name.slice(1)}`;
}

/** Sessions grouped by when they open, payment first, each group's names joined with "and". */
function bookingGroups(sessions: readonly LiveSession[], determiner: string) {
  return (['payment', 'written-delivery'] as const)
    .map((from) => ({
      from,
      phrases: sessions
        .filter((item) => item.bookableFrom === from)
        .map((item) => sessionPhrase(item, determiner)),
    }))
    .filter((group) => group.phrases.length > 0)
    .map((group) => ({
      ...group,
      text: `${joinWithAnd(group.phrases)} ${bookableFromPhrase[group.from]}`,
    }));
}

function joinWithAnd(items: readonly string[]): string {
  return items.length <= 1
    ? (items[0] ?? '')
    : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

/** When a session can be booked, as a phrase: "from the day you pay". */
export const bookableFromPhrase: Record<LiveSession['bookableFrom'], string> = {
  payment: 'from the day you pay',
  'written-delivery': 'once your written reading is delivered',
};

/**
 * How the product's live sessions are booked, derived from its deliverables: the customer books
 * them in the shop, on the order page, each kind from when the catalogue opens it (decision 277,
 * decision 308). Null for a product without sessions.
 */
export function sessionsSentence(product: Pick<Product, 'deliverables'>): string | null {
  const sessions = product.deliverables.filter(
    (item): item is LiveSession => item.kind === 'live-session',
  );
  if (sessions.length === 0) return null;
  const groups = bookingGroups(sessions, 'your');
  const [only] = groups;
  if (groups.length === 1 && only) {
    return `You book ${joinWithAnd(only.phrases)} yourself on your order page, ${bookableFromPhrase[only.from]}.`;
  }
  return `You book your sessions yourself on your order page: ${groups.map((group) => group.text).join(', and ')}.`;
}

/**
 * Every kind of session the shop sells and when each can be booked, for the policy pages: "the
 * three 60-minute coaching sessions from the day you pay, and ...".
 */
export function sessionBookingSummary(list: readonly Product[]): string {
  const kinds = new Map<string, LiveSession>();
  for (const product of list)
    for (const session of liveSessionsOf(product)) kinds.set(session.key, session);
  return bookingGroups([...kinds.values()], 'the')
    .map((group) => group.text)
    .join(', and ');
}

export type SupportWindowDeliverable = Extract<Deliverable, { kind: 'support-window' }>;

/**
 * How a support window works, from the catalogue: where the customer writes, from when and for
 * how long (decision 309). Product pages and the order page say the same.
 */
export function supportWindowSentence(
  item: Pick<SupportWindowDeliverable, 'opensFrom' | 'days' | 'isPriority'>,
): string {
  const from =
    item.opensFrom === 'payment' ? 'from the day you pay' : bookableFromPhrase['written-delivery'];
  const length = item.days === null ? 'for as long as your sessions run' : `for ${item.days} days`;
  const first = item.isPriority ? ', and your questions are answered first' : '';
  return `Write to your reader on your order page ${from}, ${length}${first}.`;
}

/**
 * The delivery promise as the one sentence pages, checkout and e-mails show: what is computed
 * arrives within minutes, what a reader writes within the promised business days, and how the
 * sessions are booked.
 */
export function deliverySentence(
  entry: Pick<
    Product,
    'deliveryPromise' | 'questionnaire' | 'hasComputedDocuments' | 'deliverables'
  >,
): string {
  const promise = entry.deliveryPromise;
  if (promise.kind === 'minutes') return 'Delivered by e-mail within minutes of payment.';
  const written = writtenPromise(promise, entry.questionnaire);
  const sentence = entry.hasComputedDocuments
    ? `Your computed documents arrive by e-mail within minutes of payment; the reports our readers write ${written}.`
    : `Delivered by e-mail ${written}.`;
  const sessions = sessionsSentence(entry);
  return sessions ? `${sentence} ${sessions}` : sentence;
}

/**
 * When the reports readers write arrive, said once the computed documents are in the buyer's
 * hands: "Our readers write them within ...", then how the sessions are booked. Null when
 * nothing is written.
 */
export function writtenReportsSentence(
  product: Pick<Product, 'deliveryPromise' | 'questionnaire' | 'deliverables'>,
  /** What the readers write, as the sentence names it: "them" after a list of the reports. */
  reports = 'them',
): string | null {
  const promise = product.deliveryPromise;
  if (promise.kind === 'minutes') return null;
  const sentence = `Our readers write ${reports} ${writtenPromise(promise, product.questionnaire)}.`;
  const sessions = sessionsSentence(product);
  return sessions ? `${sentence} ${sessions}` : sentence;
}

/** The promise in a few words, for comparison tables: "3 to 5 business days". */
export function deliveryLabel(product: Pick<Product, 'deliveryPromise'>): string {
  const promise = product.deliveryPromise;
  if (promise.kind === 'minutes') return 'Within minutes';
  return promise.startsAfter === 'questionnaire'
    ? `${dayRange(promise)} after your questionnaire`
    : dayRange(promise);
}

/**
 * The guarantee's name: docs/product.md §1 calls the 30-day one a satisfaction guarantee (tier 3
 * page) and the 60-day one a money-back guarantee (tier 7 page). Both are a full refund on
 * request within that many days of payment, the window the commission ledger waits for.
 */
export function guaranteeName(product: { guaranteeDays: number }): string {
  return product.guaranteeDays === 60
    ? '60-day money-back guarantee'
    : `${product.guaranteeDays}-day satisfaction guarantee`;
}

/** How the guarantee works, in one sentence. */
export function guaranteeTerms(product: Pick<Product, 'guaranteeDays'>): string {
  return `A full refund if you ask within ${product.guaranteeDays} days of your payment.`;
}

/** A written report that reads the buyer's answers says which questionnaire the buyer answers. */
function withAnswersOf(item: Deliverable, entry: Pick<ProductEntry, 'questionnaire'>): Deliverable {
  if (item.kind !== 'written-document' || !item.readsAnswers || !entry.questionnaire) return item;
  const summary = `${item.summary.replace(/\.$/, '')}, answering your ${questionnaireNames[entry.questionnaire]} questions.`;
  return { ...item, summary };
}

/**
 * Products as the shop sells them, from their entries: each one's deliverables with those of the
 * product it builds on, and the promise and flags derived from them. Throws, naming the product
 * and the rule, when an entry breaks a rule of the catalogue (./catalogue-rules.ts).
 */
export function catalogueFrom(list: readonly ProductEntry[]): readonly Product[] {
  const deliverablesOf = (entry: ProductEntry, seen: readonly number[] = []): Deliverable[] => {
    if (entry.buildsOn === null) return [...entry.ownDeliverables];
    const base = list.find((other) => other.id === entry.buildsOn);
    if (!base || seen.includes(base.id)) {
      throw new Error(`Product ${entry.id} builds on ${entry.buildsOn}, which is not below it.`);
    }
    return [...deliverablesOf(base, [...seen, entry.id]), ...entry.ownDeliverables];
  };
  const catalogue = list.map((entry) => {
    const deliverables = deliverablesOf(entry).map((item) => withAnswersOf(item, entry));
    const computedDocuments = deliverables.filter(
      (item): item is ComputedDocument => item.kind === 'computed-document',
    );
    const writtenDocuments = deliverables.filter(
      (item): item is WrittenDocument => item.kind === 'written-document',
    );
    const hasComputedDocuments = computedDocuments.length > 0;
    return {
      ...entry,
      deliverables,
      computedDocuments,
      writtenDocuments,
      hasComputedDocuments,
      isFullyComputed: deliverables.every((item) => item.kind === 'computed-document'),
      delivery: deliverySentence({ ...entry, deliverables, hasComputedDocuments }),
    };
  });
  checkCatalogueRules(catalogue, guaranteeName);
  return catalogue;
}

export const products: readonly Product[] = catalogueFrom(entries);

/** Every product id, in catalogue order. */
export const productIds: readonly number[] = products.map((product) => product.id);

export function findProduct(id: unknown): Product | undefined {
  const numeric = typeof id === 'string' ? Number(id) : id;
  return products.find((product) => product.id === numeric);
}

export type Badge = 'Essential' | 'Premium' | 'Elite' | 'Ultimate';

export function badgeForPrice(price: number): Badge {
  if (price <= 50) return 'Essential';
  if (price <= 350) return 'Premium';
  if (price <= 777) return 'Elite';
  return 'Ultimate';
}

export const questionnaireRoutes: Record<QuestionnaireKind, string> = {
  'strategic-alignment': '/deep-dive-questions',
  'master-blueprint': '/master-blueprint-questions',
};

/** Where the buyer of a product answers its questionnaire, or null for products without one. */
export function questionnairePathFor(product: Product): string | null {
  return product.questionnaire ? questionnaireRoutes[product.questionnaire] : null;
}

/**
 * The questionnaire page of one order (`/deep-dive-questions?purchase=<id>`), or null for a
 * product without one. The id travels in the link so it works on any device (decision 065);
 * `withOrderToken` adds the order's private token where a gift's needs it (decision 357).
 */
export function orderQuestionnairePath(product: Product, purchaseId: string): string | null {
  const path = questionnairePathFor(product);
  return path ? `${path}?purchase=${encodeURIComponent(purchaseId)}` : null;
}

/** What every order comes with, whatever the product: said once, shown where a tier lists it. */
export const EVERY_ORDER_SUPPORT = 'Answers by e-mail to any question about your order or reading';

/**
 * A product's contents with every "Everything in <product>" line replaced by that product's own
 * list, so a page can check or show all that a purchase holds.
 */
export function allIncludes(product: Product): string[] {
  return product.includes.flatMap((item) => {
    const inner = products.find((other) => item === `Everything in ${other.name}`);
    return inner ? allIncludes(inner) : [item];
  });
}

export const SERVICES_DESCRIPTION_LIMIT = 120;
export const CART_DESCRIPTION_LIMIT = 100;

/** The product that first delivers a computed document, and the deliverable itself. */
export function productIntroducing(document: ComputedDocumentKind): {
  product: Product;
  deliverable: ComputedDocument;
} {
  for (const product of products) {
    const deliverable = product.ownDeliverables.find(
      (item): item is ComputedDocument =>
        item.kind === 'computed-document' && item.document === document,
    );
    if (deliverable) return { product, deliverable };
  }
  throw new Error(`No product delivers the computed document ${document}.`);
}

/** A computed document's title, as its cover, its file name and the e-mails give it. */
export function computedDocumentTitle(document: ComputedDocumentKind): string {
  return productIntroducing(document).deliverable.name;
}

export type LiveSession = Extract<Deliverable, { kind: 'live-session' }>;

/** The live sessions a product sells, each kind once (a product may sell several of a kind). */
export function liveSessionsOf(product: Product): LiveSession[] {
  return product.deliverables.filter((item): item is LiveSession => item.kind === 'live-session');
}

/** A live session's name by its key, as the admin's calendar and order page show it. */
export function sessionNameOf(key: string): string {
  for (const product of products) {
    const session = liveSessionsOf(product).find((item) => item.key === key);
    if (session) return session.name;
  }
  return key;
}
