import { date, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

/**
 * How many times a public page was opened, per UTC day (issue 40, decision 362): counted by
 * the server as it sends the page, with no cookie, address or anything else of the visitor.
 * `page` is a key such as `product:3`, `checkout:3` or `free-summary-form`.
 */
export const pageViewDays = pgTable(
  'page_view_days',
  {
    day: date('day').notNull(),
    page: text('page').notNull(),
    views: integer('views').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.day, table.page] })],
);
