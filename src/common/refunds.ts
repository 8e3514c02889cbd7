/**
 * How long a card refund takes to show, depending on the bank: the refund e-mail and the refund
 * policy page say it with these words, so they never disagree.
 */
export const REFUND_ARRIVAL = 'Refunds usually reach your card within 5 to 10 business days';

/** After this many business days without the refund on the statement, the buyer should write. */
export const REFUND_CHASE_AFTER_BUSINESS_DAYS = 10;
