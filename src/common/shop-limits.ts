/**
 * Limits the server enforces and the pages state to customers (privacy page, FAQ): one figure
 * each, so a page never promises what the server does differently.
 */

/** Days a report download link works before the customer asks for a new one (decision 082). */
export const DOWNLOAD_LINK_DAYS = 14;

/** Free summaries one inbox receives per 24 hours (decision 023). */
export const FREE_SUMMARIES_PER_DAY = 3;
