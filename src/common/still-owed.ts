import { formatLongDay, formatShortDay, viewerZone } from './format';

/*
 * What the shop still owes on an order once its documents are delivered (decision 281): live
 * sessions not yet held, and a support window still open. "Delivered" never hides either, on
 * the admin's lists, the admin's order page and the customer's reading page.
 */

/** `owed` of `GET /api/admin/purchases`: orders delivered that still owe something. */
export const owedFilters = ['sessions', 'support', 'any'] as const;
export type OwedFilter = (typeof owedFilters)[number];

export const owedFilterLabels: Record<OwedFilter, string> = {
  any: 'Sessions or support',
  sessions: 'Sessions not yet held',
  support: 'Support window open',
};

export interface StillOwedView {
  /** Live sessions sold and not yet held (0 when none, or the order is not paid). */
  sessions: number;
  /**
   * When the support window of a fixed number of days closes, while it is open; null when it
   * is not open (not delivered yet, ended, or none sold). A window that runs with the sessions
   * is owed through `sessions`.
   */
  supportUntil: string | null;
}

export const nothingOwed: StillOwedView = { sessions: 0, supportUntil: null };

export function isOwingAnything(owed: StillOwedView): boolean {
  return owed.sessions > 0 || owed.supportUntil !== null;
}

function sessionsText(count: number): string {
  return `${count} session${count === 1 ? '' : 's'}`;
}

/**
 * The admin's badge of a delivered order that still owes: "Delivered · 2 sessions owed ·
 * support open until Jan 12"; null when nothing is owed.
 */
export function deliveredOwedBadge(owed: StillOwedView, timeZone?: string): string | null {
  if (!isOwingAnything(owed)) return null;
  const parts = ['Delivered'];
  if (owed.sessions > 0) parts.push(`${sessionsText(owed.sessions)} owed`);
  if (owed.supportUntil)
    parts.push(`support open until ${formatShortDay(owed.supportUntil, timeZone ?? viewerZone())}`);
  return parts.join(' · ');
}

/**
 * The reading page's summary of a delivered order: what is still to come, or null when the
 * order owes nothing more and "Delivered" says it all.
 */
export function deliveredOwedSentence(owed: StillOwedView, timeZone?: string): string | null {
  if (!isOwingAnything(owed)) return null;
  const parts: string[] = [];
  if (owed.sessions > 0) parts.push(`${sessionsText(owed.sessions)} to book or hold`);
  if (owed.supportUntil) {
    parts.push(
      `questions to your reader until ${formatLongDay(owed.supportUntil, timeZone ?? viewerZone())}`,
    );
  }
  return `Your written reading is delivered. Still to come: ${parts.join('; ')}.`;
}
