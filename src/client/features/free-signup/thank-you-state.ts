/**
 * What the free form hands `/thank-you` in the history entry (never the address, which
 * reaches server logs and other sites' Referer): the inbox the summary goes to.
 */
export interface ThankYouState {
  inbox: string;
  /** False when the inbox had its free summaries for the day and none is sent now. */
  isSummaryOnItsWay: boolean;
}

export function thankYouState(inbox: string, isSummaryOnItsWay = true): ThankYouState {
  return { inbox: inbox.trim(), isSummaryOnItsWay };
}

/** Whether the history entry says no summary follows (only the free form puts it there). */
export function isSummaryHeldBack(state: unknown): boolean {
  if (typeof state !== 'object' || state === null) return false;
  return (state as Partial<ThankYouState>).isSummaryOnItsWay === false;
}

/** The inbox from a history entry, or null for a visit that did not come from the form. */
export function inboxOf(state: unknown): string | null {
  if (typeof state !== 'object' || state === null) return null;
  const inbox = (state as Partial<ThankYouState>).inbox;
  if (typeof inbox !== 'string') return null;
  const trimmed = inbox.trim();
  // The form only sends an address it accepted; anything else here was not put by it.
  return trimmed.length > 0 && trimmed.length <= 254 && trimmed.includes('@') ? trimmed : null;
}
