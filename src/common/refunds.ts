/**
 * How long a card refund takes to show on the buyer's statement, depending on the bank. Not a
 * delivery time: the refund mail and the refund policy page say it, and the catalogue claims
 * check accepts it only in a sentence about a refund.
 */
export const REFUND_ARRIVAL_BUSINESS_DAYS = { minDays: 5, maxDays: 10 } as const;

/** The refund e-mail and the refund policy page say it with these words, so they never disagree. */
export const REFUND_ARRIVAL = `Refunds usually reach your card within ${REFUND_ARRIVAL_BUSINESS_DAYS.minDays} to ${REFUND_ARRIVAL_BUSINESS_DAYS.maxDays} business days`;

/** After this many business days without the refund on the statement, the buyer should write. */
export const REFUND_CHASE_AFTER_BUSINESS_DAYS = REFUND_ARRIVAL_BUSINESS_DAYS.maxDays;
