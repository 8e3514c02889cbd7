import { integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { instant } from './columns';

/**
 * Requests counted per client address in fixed windows, for the public endpoints' rate limits.
 * Kept in the database so every instance of the shop counts against the same limit.
 */
export const rateLimitHits = pgTable(
  'rate_limit_hits',
  {
    /** Which limit, e.g. `referral-purchase`. */
    bucket: text('bucket').notNull(),
    /** Who is counted: the client's address. */
    clientKey: text('client_key').notNull(),
    windowStart: instant('window_start').notNull(),
    hits: integer('hits').notNull(),
  },
  (table) => [primaryKey({ columns: [table.bucket, table.clientKey, table.windowStart] })],
);
