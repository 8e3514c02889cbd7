/**
 * When an order's written reading is due (issue 24, decision 260): the catalogue's promise,
 * its most business days counted from the moment the clock starts (payment, or the complete
 * questionnaire with its photos), weekends and the shop's holidays skipped. While the order
 * waits on the customer the clock does not run and there is no due date.
 */
import { addBusinessDays, calendarDateOf, shiftCalendarDate, type Holidays } from './business-days';
import type { Product } from './catalogue';
import { questionnaireUploads } from './intake';

export type ReadingClock =
  | { state: 'waiting-on-customer'; waitingFor: string }
  | { state: 'running'; startedAt: Date; dueOn: string; maxDays: number };

/** How a running clock stands on a given day; waiting orders stand as waiting. */
export type DueStanding = 'waiting-on-customer' | 'on-time' | 'due-soon' | 'overdue';

/** What "soon" means: due today or within this many business days. */
export const DUE_SOON_BUSINESS_DAYS = 2;

export type ProductPromise = Pick<Product, 'deliveryPromise' | 'questionnaire'>;

export interface OrderClockFacts {
  /** When the payment was confirmed (the order's creation when it never said). */
  paidAt: Date;
  /** When the questionnaire was submitted with every file it asks for, or null. */
  questionnaireSubmittedAt: Date | null;
}

/** What the clock counts from for this product: payment, or the questionnaire's answers. */
export function clockStartsAfter(product: ProductPromise): 'payment' | 'questionnaire' {
  const promise = product.deliveryPromise;
  return promise.kind === 'business-days' &&
    promise.startsAfter === 'questionnaire' &&
    product.questionnaire
    ? 'questionnaire'
    : 'payment';
}

/** The most business days the promise gives a reader (0 for what arrives within minutes). */
export function promisedMaxDays(product: ProductPromise): number {
  return product.deliveryPromise.kind === 'business-days' ? product.deliveryPromise.maxDays : 0;
}

/** "questionnaire" or "questionnaire and palm photos": what the customer still has to send. */
export function waitingForOf(product: ProductPromise): string {
  if (!product.questionnaire) return 'questionnaire';
  return questionnaireUploads[product.questionnaire].includes('palm-photo')
    ? 'questionnaire and palm photos'
    : 'questionnaire';
}

/** The clock of an order's written reading. */
export function readingClock(
  product: ProductPromise,
  order: OrderClockFacts,
  holidays: Holidays,
): ReadingClock {
  const startedAt =
    clockStartsAfter(product) === 'questionnaire' ? order.questionnaireSubmittedAt : order.paidAt;
  if (!startedAt) return { state: 'waiting-on-customer', waitingFor: waitingForOf(product) };
  const maxDays = promisedMaxDays(product);
  return {
    state: 'running',
    startedAt,
    maxDays,
    dueOn: addBusinessDays(calendarDateOf(startedAt), maxDays, holidays),
  };
}

/** Overdue once the due day has passed; due soon from two business days before it. */
export function dueStanding(clock: ReadingClock, today: string, holidays: Holidays): DueStanding {
  if (clock.state === 'waiting-on-customer') return 'waiting-on-customer';
  if (clock.dueOn < today) return 'overdue';
  return clock.dueOn <= addBusinessDays(today, DUE_SOON_BUSINESS_DAYS, holidays)
    ? 'due-soon'
    : 'on-time';
}

/**
 * The first calendar day a clock of `maxDays` may start on and still be due on `dueOn` or later.
 * Due dates never fall as the start moves later, so every start from this day on is due no
 * earlier: the queue pages through each product's orders by start from here.
 */
export function earliestStartDueBy(dueOn: string, maxDays: number, holidays: Holidays): string {
  let start = dueOn;
  for (;;) {
    const previous = shiftCalendarDate(start, -1);
    if (addBusinessDays(previous, maxDays, holidays) < dueOn) return start;
    start = previous;
  }
}
