import { formatCount } from './format';
import { z } from 'zod';
import { addBusinessDays, calendarDateOf } from './business-days';
import type { Product } from './catalogue';
import { orderTokenInputSchema } from './order-status';
import { multiLineText } from './plain-text';

/*
 * Support on the order (decision 282): when a product's support window is open, how fast a
 * reader answers, and what a message may hold. Pure rules, shared by the server, the reading
 * page and the admin area.
 */

const DAY_MS = 24 * 60 * 60 * 1000;

/** The longest message, in characters: a long question, never a document. */
export const SUPPORT_MESSAGE_MAX_LENGTH = 4000;

/** Messages one order may send, per hour and per day (counted in the database, decision 283). */
export const SUPPORT_MESSAGE_LIMITS = { perHour: 10, perDay: 30 } as const;

/** Business days a reader takes at most to answer: priority support is the faster promise. */
export const SUPPORT_ANSWER_BUSINESS_DAYS = { priority: 1, standard: 2 } as const;

export const supportMessages = {
  empty: 'Write your message first.',
  tooLong: `A message can hold up to ${formatCount(SUPPORT_MESSAGE_MAX_LENGTH)} characters. Please shorten it or send it in two parts.`,
  notOpenYet:
    'You can write to your reader once your written reading is delivered. This page shows it here then.',
  closed: 'The support period of this order has ended, so this thread is now read-only.',
  readerClosed:
    'The support period has ended and the customer has no question waiting: the thread is read-only.',
  tooMany:
    'You have sent many messages in a short time. Please wait a little: your reader answers them all.',
  notFound: 'We could not find this order. Open it again from the private link in your e-mails.',
} as const;

/** One message as either side sends it: plain text, trimmed, within the length. */
export const supportMessageInputSchema = z.object({
  body: multiLineText(supportMessages.empty)
    .trim()
    .min(1, supportMessages.empty)
    .max(SUPPORT_MESSAGE_MAX_LENGTH, supportMessages.tooLong),
});
export type SupportMessageInput = z.infer<typeof supportMessageInputSchema>;

/** The customer's message: the order's private token with it (the order page has no account). */
export const customerSupportMessageInputSchema = orderTokenInputSchema.extend(
  supportMessageInputSchema.shape,
);
export type CustomerSupportMessageInput = z.infer<typeof customerSupportMessageInputSchema>;

export interface AnswerTarget {
  businessDays: number;
  /** As readers and customers read it, e.g. "within 1 business day". */
  label: string;
}

export function answerTargetOf(isPriority: boolean): AnswerTarget {
  const businessDays = isPriority
    ? SUPPORT_ANSWER_BUSINESS_DAYS.priority
    : SUPPORT_ANSWER_BUSINESS_DAYS.standard;
  return {
    businessDays,
    label: `within ${businessDays} business day${businessDays === 1 ? '' : 's'}`,
  };
}

/** The calendar date (`YYYY-MM-DD`) by which a question asked at `waitingSince` is answered. */
export function answerDueDate(waitingSince: Date, target: AnswerTarget): string {
  return addBusinessDays(calendarDateOf(waitingSince), target.businessDays);
}

export interface SupportWindowDates {
  /** When the order was paid: windows the catalogue opens at payment open then. */
  paidAt: Date | null;
  /** When the written reading was first delivered; null while it is still being written. */
  deliveredAt: Date | null;
  /**
   * When the last of the order's sessions ended, once every session it sells is held; null
   * while any is still to be booked or held (the sessions still run).
   */
  sessionsEndAt: Date | null;
}

export interface SupportWindow {
  /** When the customer may first write (the earliest window's opening); null before any opens. */
  opensAt: Date | null;
  /** When the thread becomes read-only; null while no end is known (sessions still run). */
  closesAt: Date | null;
  isOpen: boolean;
  /** The answer target in force is the priority one. */
  isPriority: boolean;
  answerTarget: AnswerTarget;
}

type SupportDeliverable = Extract<Product['deliverables'][number], { kind: 'support-window' }>;

export function supportDeliverablesOf(product: Product): SupportDeliverable[] {
  return product.deliverables.filter(
    (deliverable): deliverable is SupportDeliverable => deliverable.kind === 'support-window',
  );
}

/**
 * The support window of an order of `product` at `now`, or null for a product that sells none.
 * Each support deliverable opens when the catalogue says (`opensFrom`: at payment, or when the
 * written reading is delivered; decisions 282, 309); a window of `days` closes that many days
 * after it opened, one that runs with the sessions closes when they end. A product holding
 * several (8 inherits 7's 30 days) is open while any of them is, and answers at the priority
 * target while an open one is priority. The closing instant is closed.
 */
export function supportWindowOf(
  product: Product,
  dates: SupportWindowDates,
  now: Date,
): SupportWindow | null {
  const deliverables = supportDeliverablesOf(product);
  if (deliverables.length === 0) return null;
  const hasPriority = deliverables.some((deliverable) => deliverable.isPriority);
  const windows = deliverables.map((deliverable) => {
    const opensAt = deliverable.opensFrom === 'payment' ? dates.paidAt : dates.deliveredAt;
    const closesAt =
      opensAt === null
        ? null
        : deliverable.days === null
          ? dates.sessionsEndAt
          : new Date(opensAt.getTime() + deliverable.days * DAY_MS);
    const isOpen = opensAt !== null && now >= opensAt && (closesAt === null || now < closesAt);
    return { isPriority: deliverable.isPriority, opensAt, closesAt, isOpen };
  });
  const opened = windows.flatMap((window) => (window.opensAt ? [window.opensAt.getTime()] : []));
  const isEveryEndKnown = windows.every((window) => window.closesAt !== null);
  const open = windows.filter((window) => window.isOpen);
  const isPriority = open.length > 0 ? open.some((window) => window.isPriority) : hasPriority;
  return {
    opensAt: opened.length > 0 ? new Date(Math.min(...opened)) : null,
    closesAt: isEveryEndKnown
      ? new Date(Math.max(...windows.map((window) => window.closesAt?.getTime() ?? 0)))
      : null,
    isOpen: open.length > 0,
    isPriority,
    answerTarget: answerTargetOf(isPriority),
  };
}

export type SupportSide = 'customer' | 'reader';

/** One message as both sides' pages show it. */
export interface SupportMessageView {
  id: string;
  side: SupportSide;
  /** The reader's name (or e-mail) on their answers; null on the customer's. */
  authorName: string | null;
  body: string;
  createdAt: string;
  /** When the other side first saw it; null while unseen. */
  readAt: string | null;
}

/** The support window as the pages receive it (ISO timestamps). */
export interface SupportWindowView {
  name: string;
  opensAt: string | null;
  closesAt: string | null;
  isOpen: boolean;
  isPriority: boolean;
  answerTarget: AnswerTarget;
}

export interface SupportThreadView {
  /** Null: the product sells no support; the page shows no thread. */
  window: SupportWindowView | null;
  messages: SupportMessageView[];
  /** Whether the viewer (customer or reader) may write now. */
  canWrite: boolean;
  /** Why not, in a sentence, when `canWrite` is false and there is a window. */
  readOnlyReason: string | null;
}

/** One thread waiting on a reader, as the shared inbox lists it. */
export interface SupportInboxEntry {
  purchaseId: string;
  reference: string;
  productName: string;
  customerName: string | null;
  readerName: string | null;
  isPriority: boolean;
  answerTarget: AnswerTarget;
  /** The first customer message since the reader last answered. */
  waitingSince: string;
  /** `YYYY-MM-DD`: the answer target's last day. */
  answerDue: string;
  isOverdue: boolean;
  waitingMessages: number;
}

export interface SupportInbox {
  entries: SupportInboxEntry[];
}
