/**
 * How long a card refund takes to show on the buyer's statement, depending on the bank. Not a
 * delivery time: the refund mail and any policy copy say it, and the catalogue claims check
 * accepts it only in a sentence about a refund.
 */
export const REFUND_ARRIVAL_BUSINESS_DAYS = { minDays: 5, maxDays: 10 } as const;
