/**
 * The money-back guarantee, said once (docs/decisions/216): a full refund on request within the
 * product's guarantee days (catalogue `guaranteeDays`), counted from payment. The refund action's
 * line, the order pages, the confirmation mail and the commission ledger (a commission turns
 * payable when the window ends) all read it here.
 */
import { findProduct, products } from './catalogue';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The shortest window the catalogue offers: what an order of a product no longer sold keeps. */
const SHORTEST_GUARANTEE_DAYS = Math.min(...products.map((product) => product.guaranteeDays));

/** How many days after payment a buyer of the product may ask for a full refund. */
export function guaranteeDaysFor(productId: number): number {
  return findProduct(productId)?.guaranteeDays ?? SHORTEST_GUARANTEE_DAYS;
}

/** The moment the guarantee of an order paid at `paidAt` runs out. */
export function guaranteeEndsAt(productId: number, paidAt: Date): Date {
  return new Date(paidAt.getTime() + guaranteeDaysFor(productId) * DAY_MS);
}

export interface GuaranteeState {
  days: number;
  /** Whole days left (0 on the last day), or null when it has ended. */
  daysLeft: number | null;
  /** Whole days since it ended, or null while it runs. */
  daysSinceEnd: number | null;
}

/** Where an order stands against its guarantee, counted from payment; null if never paid. */
export function guaranteeState(
  productId: number,
  completedAt: string | null,
  now: Date = new Date(),
): GuaranteeState | null {
  if (!completedAt) return null;
  const paidAt = new Date(completedAt);
  if (Number.isNaN(paidAt.getTime())) return null;
  const days = guaranteeDaysFor(productId);
  const remaining = guaranteeEndsAt(productId, paidAt).getTime() - now.getTime();
  if (remaining > 0) return { days, daysLeft: Math.floor(remaining / DAY_MS), daysSinceEnd: null };
  return { days, daysLeft: null, daysSinceEnd: Math.floor(-remaining / DAY_MS) };
}

/** The line next to the Refund button. */
export function guaranteeSentence(state: GuaranteeState | null): string {
  if (!state) return 'No guarantee: the order was never paid';
  if (state.daysLeft !== null) {
    const left = state.daysLeft === 0 ? 'last day' : `${plural(state.daysLeft, 'day')} left`;
    return `${state.days}-day guarantee: ${left}`;
  }
  const since = state.daysSinceEnd ?? 0;
  return since === 0
    ? `${state.days}-day guarantee ended today`
    : `${state.days}-day guarantee ended ${plural(since, 'day')} ago`;
}

function plural(count: number, word: string): string {
  return `${count} ${word}${count === 1 ? '' : 's'}`;
}
