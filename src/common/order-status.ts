import { z } from 'zod';
import type { OrderReading } from './order-status-reading';
import type { ReaderCard } from './readers';
import { deliveredOwedSentence, type StillOwedView } from './still-owed';

/**
 * Order status without an account (`/order`): the buyer's order reference plus e-mail, or the
 * private link every order e-mail carries. Shared by the page's form and the server's routes.
 */

/** The order reference customers quote: the purchase id's last 8 characters, upper-cased. */
export function orderReferenceOf(purchaseId: string): string {
  return purchaseId.slice(-8).toUpperCase();
}

export const orderStatusMessages = {
  reference: 'Please enter the 8-character order reference from your confirmation e-mail',
  email: 'Please enter a valid email address',
  /** One answer for every wrong combination, so a guess learns nothing. */
  notFound:
    'We could not find an order with these details. Please check the order reference and the e-mail address against your confirmation e-mail.',
  tooManyAttempts:
    'Too many attempts from your connection. Please wait 15 minutes and try again, or write to us.',
  /** A gift's buyer knows its reference and the recipient's address: only the recipient's link opens it. */
  giftUseLink:
    'This reading was a gift. Please open it with the link in the e-mails we sent you about it.',
} as const;

/** `#7F3K2Q9A`, ` 7f3k 2q9a ` and `Order 7F3K2Q9A` all mean the same reference. */
export const orderReferenceSchema = z
  .string({ error: orderStatusMessages.reference })
  .max(40, orderStatusMessages.reference)
  .transform((value) =>
    value
      .replace(/^\s*(order|ref(erence)?)?\s*[:#]?\s*/i, '')
      .replace(/\s+/g, '')
      .toUpperCase(),
  )
  .pipe(z.string().regex(/^[0-9A-F]{8}$/, orderStatusMessages.reference));

export const orderLookupInputSchema = z.object({
  reference: orderReferenceSchema,
  email: z
    .string({ error: orderStatusMessages.email })
    .trim()
    .pipe(z.email({ error: orderStatusMessages.email }).max(254, orderStatusMessages.email)),
});
export type OrderLookupInput = z.input<typeof orderLookupInputSchema>;
/** What the lookup's check says of each field left blank, shown at once for an early submit. */
export const orderLookupBlankMessages = {
  reference: orderStatusMessages.reference,
  email: orderStatusMessages.email,
} as const satisfies Record<keyof OrderLookupInput, string>;
export type OrderLookupValues = z.output<typeof orderLookupInputSchema>;

/** The private link's token: `<purchase id>.<HMAC>`, see `sign-ins/order-access.ts`. */
export const orderTokenInputSchema = z.object({
  token: z.string().regex(/^[0-9a-f-]{36}\.[A-Za-z0-9_-]{43}$/, orderStatusMessages.notFound),
});

/** The private link rides in the fragment, so it never reaches a server log or a Referer. */
export function orderStatusPathFor(token: string): string {
  return `/order#token=${token}`;
}

/** A page of the order (its questionnaire) with the order's private token in the fragment. */
export function withOrderToken(path: string, token: string): string {
  return `${path.split('#')[0]}#token=${token}`;
}

/** The form, with the reference filled in (the success page links here). */
export function orderLookupPathFor(purchaseId: string): string {
  return `/order?reference=${orderReferenceOf(purchaseId)}`;
}

export type OrderStepKey = 'received' | 'being-prepared' | 'ready' | 'delivered';

export interface OrderStep {
  key: OrderStepKey;
  /** ISO instant the order reached this step, or null while it has not. */
  reachedAt: string | null;
}

export interface OrderFileLink {
  fileName: string;
  size: number;
  /** Site-relative private link, fresh for this view. */
  downloadPath: string;
}

/**
 * What the status page shows: never the birth data as typed, the notes or anything of another
 * order. The reading's charts are computed from the buyer's own birth data (decision 257).
 */
export interface OrderStatusView {
  reference: string;
  productName: string;
  /** Decimal dollars as paid, e.g. `350.00`. */
  amount: string;
  delivery: string;
  guaranteeDays: number;
  paidAt: string;
  /** The furthest step reached, or `refunded`. */
  status: OrderStepKey | 'refunded';
  refundedAt: string | null;
  steps: OrderStep[];
  /** Products with a questionnaire: where to answer, and when the answers came in (null while they have not). */
  questionnaire: { path: string; submittedAt: string | null } | null;
  files: OrderFileLink[];
  /** When today's download links stop working; null without files. */
  filesExpireAt: string | null;
  /** Every deliverable with its state, and the charts to draw; null for a refunded order. */
  reading: OrderReading | null;
  /** What the shop still owes on the order (decision 281); null for a refunded order. */
  owed: StillOwedView | null;
  /** The order's reader as the customer knows them; null while none is assigned, or refunded. */
  reader: ReaderCard | null;
}

/** What the success page learns about the buyer's own paid purchase (no personal data). */
export interface OrderSummary {
  reference: string;
  productId: number;
  productName: string;
  amount: string;
  delivery: string;
  guaranteeDays: number;
  questionnairePath: string | null;
  lookupPath: string;
  /**
   * A gift (decision 356): the order becomes the recipient's when they claim it, so the page
   * points the buyer to their gift page (in the receipt e-mail), not to the order.
   */
  isGift: boolean;
}

export const orderStepLabels: Record<OrderStepKey, { title: string; description: string }> = {
  received: {
    title: 'Received',
    description: 'Your payment went through and your order is with us.',
  },
  'being-prepared': {
    title: 'Being prepared',
    description: 'We are preparing your reading from your birth data and answers.',
  },
  ready: {
    title: 'Ready',
    description: 'Your reading is written and checked, and about to be sent.',
  },
  delivered: {
    title: 'Delivered',
    description: 'Your files were sent to your e-mail address and are below.',
  },
};

/**
 * The title and summary of a step as the page shows it: a delivered order that still owes
 * sessions or support says what is still to come instead of a bare "Delivered" (decision 281).
 */
export function orderStepText(
  key: OrderStepKey,
  owed: StillOwedView | null,
  timeZone?: string,
): { title: string; description: string } {
  const label = orderStepLabels[key];
  const stillToCome = key === 'delivered' && owed ? deliveredOwedSentence(owed, timeZone) : null;
  return stillToCome ? { title: 'Delivered, with more to come', description: stillToCome } : label;
}

/** What the reading holds so far, for the steps' words: counted from its deliverables. */
export interface ReadingProgress {
  /** Computed documents ready to open on the page. */
  documentsDelivered: number;
  /** Reports a reader still writes (not delivered yet). */
  reportsToCome: number;
  /** Those reports wait for the questionnaire's answers before a reader starts. */
  isWaitingForAnswers: boolean;
}

export function readingProgressOf(
  reading: Pick<OrderReading, 'deliverables' | 'charts'> | null,
): ReadingProgress | null {
  if (!reading) return null;
  const items = reading.deliverables;
  return {
    documentsDelivered: items.filter(
      (item) => item.kind === 'computed-document' && item.state === 'delivered',
    ).length,
    reportsToCome: items.filter(
      (item) => item.kind === 'written-document' && item.state !== 'delivered',
    ).length,
    isWaitingForAnswers: items.some(
      (item) => item.kind === 'written-document' && item.state === 'waiting-for-questionnaire',
    ),
  };
}

function documentsWord(count: number): string {
  return count === 1 ? 'Your computed document is' : `Your ${count} computed documents are`;
}

/**
 * A step as the order page shows it, from what the order really has (decision 308): a step not
 * reached yet is only its name, never "with more to come"; the current step before delivery
 * says which documents are already here and what a reader still writes.
 */
export function orderStepView(
  key: OrderStepKey,
  order: { owed: StillOwedView | null; progress: ReadingProgress | null },
  options: { isReached: boolean; timeZone?: string },
): { title: string; description: string } {
  if (!options.isReached) return orderStepLabels[key];
  const label = orderStepText(key, order.owed, options.timeZone);
  const progress = order.progress;
  if (key === 'delivered' || !progress || progress.documentsDelivered === 0) return label;
  const here = `${documentsWord(progress.documentsDelivered)} ready below`;
  if (progress.reportsToCome === 0)
    return { ...label, description: `${label.description} ${here}.` };
  const reports = progress.reportsToCome === 1 ? 'report' : `${progress.reportsToCome} reports`;
  const first = key === 'received' ? 'Your payment went through. ' : '';
  const next = progress.isWaitingForAnswers
    ? `your reader starts your ${reports} when your questionnaire answers arrive`
    : `your reader is writing your ${reports}`;
  return { ...label, description: `${first}${here}; ${next}.` };
}
