import {
  type AnyPgColumn,
  bigint,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import {
  createdAt,
  instant,
  optionalReference,
  requiredReference,
  uuidPrimaryKey,
} from './columns';
import { purchases } from './core';

/**
 * One-time admin sign-in links (`npm run admin -- link <email>`, break-glass and local use).
 * Only the SHA-256 of the link's token is kept; a link works once, within its expiry.
 */
export const adminSignInLinks = pgTable(
  'admin_sign_in_links',
  {
    /** Hex SHA-256 of the token in the link. */
    id: text('id').primaryKey(),
    emailKey: text('email_key').notNull(),
    expiresAt: instant('expires_at').notNull(),
    usedAt: instant('used_at'),
    createdAt: createdAt(),
  },
  (table) => [index('admin_sign_in_links_expires_idx').on(table.expiresAt)],
);

/**
 * Report files an admin attached to an order to deliver it. Private: the customer gets a
 * download link that expires and can be re-issued.
 */
export const orderFiles = pgTable(
  'order_files',
  {
    id: uuidPrimaryKey(),
    purchaseId: requiredReference('purchase_id', () => purchases.id, 'cascade'),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    storageKey: text('storage_key').notNull(),
    /** `admin:<e-mail>` or `system` (computed reports). */
    addedBy: text('added_by').notNull(),
    /**
     * The catalogue deliverable this file is (a computed document's kind, e.g. `destiny-matrix`),
     * or null for a file an admin attached (decision 232).
     */
    deliverable: text('deliverable'),
    createdAt: createdAt(),
    /**
     * When a newer version of the same deliverable was delivered in this file's place (a chart
     * made again after a correction, a written reading re-delivered): the customer is offered
     * only the current one, the admin keeps the history (decision 304).
     */
    replacedAt: instant('replaced_at'),
    /** The file that took this one's place. */
    replacedBy: optionalReference('replaced_by', (): AnyPgColumn => orderFiles.id, 'set null'),
  },
  (table) => [
    uniqueIndex('order_files_storage_key_unique').on(table.storageKey),
    index('order_files_purchase_idx').on(table.purchaseId, table.createdAt),
    index('order_files_replaced_by_idx').on(table.replacedBy),
  ],
);

/**
 * The admin dashboard's counters, kept by statement triggers (migration 0005) so reading them
 * never scans a million rows. Each counter is spread over a few shards (by backend) so busy
 * writers, such as the free sign-up, never queue on one row; a read sums the shards.
 */
export const adminCounters = pgTable(
  'admin_counters',
  {
    /** `users`, `orders`, `pending` (not delivered), `revenue_cents` (completed payments). */
    name: text('name').notNull(),
    shard: integer('shard').notNull(),
    value: bigint('value', { mode: 'number' }).notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.name, table.shard] })],
);

/** Revenue of completed payments per day (UTC), kept by the same triggers: the 7/28-day lines. */
export const adminDailyRevenue = pgTable(
  'admin_daily_revenue',
  {
    /** `YYYY-MM-DD` in UTC. */
    day: text('day').notNull(),
    shard: integer('shard').notNull(),
    amount: numeric('amount', { precision: 14, scale: 2 }).notNull().default('0'),
  },
  (table) => [primaryKey({ columns: [table.day, table.shard] })],
);

export type OrderFile = typeof orderFiles.$inferSelect;
