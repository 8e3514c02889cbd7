import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { affiliates } from './affiliate-accounts';
import { purchases } from './core';

/**
 * One-time links an affiliate follows to set a password: the invitation an admin sends, and a
 * reset asked for from the sign-in dialog. Only a hash of the token is stored.
 */
export const affiliateTokens = pgTable(
  'affiliate_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    affiliateId: uuid('affiliate_id')
      .notNull()
      .references(() => affiliates.id, { onDelete: 'cascade' }),
    /** `invite` or `reset`. */
    purpose: text('purpose').notNull(),
    /** SHA-256 of the token in the link, hex. */
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('affiliate_tokens_hash_unique').on(table.tokenHash),
    index('affiliate_tokens_affiliate_idx').on(table.affiliateId, table.createdAt),
  ],
);

/** Visits through an affiliate's link, counted per day (one per browser per 30-day cookie). */
export const affiliateVisitDays = pgTable(
  'affiliate_visit_days',
  {
    affiliateId: uuid('affiliate_id')
      .notNull()
      .references(() => affiliates.id, { onDelete: 'cascade' }),
    day: date('day').notNull(),
    visits: integer('visits').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.affiliateId, table.day] })],
);

/**
 * The commission ledger (decision 075): append-only. A referred sale books a `commission`
 * (positive cents, payable once the product's guarantee window ends); a refund books a
 * `reversal` (negative, the same amount) pointing at it. Status is derived, never stored:
 * reversed when a reversal points at an unpaid commission, paid when a payout holds it,
 * payable once `payable_at` has passed, else pending.
 */
export const commissionEntries = pgTable(
  'commission_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    affiliateId: uuid('affiliate_id')
      .notNull()
      .references(() => affiliates.id, { onDelete: 'restrict' }),
    purchaseId: uuid('purchase_id')
      .notNull()
      .references(() => purchases.id, { onDelete: 'restrict' }),
    /** `commission` or `reversal`. */
    kind: text('kind').notNull(),
    /** Cents; negative for a reversal. */
    amountCents: integer('amount_cents').notNull(),
    /** The sale's amount and the rate it was computed from, for the statement. */
    saleCents: integer('sale_cents').notNull(),
    commissionRate: numeric('commission_rate', { precision: 5, scale: 2 }).notNull(),
    payableAt: timestamp('payable_at', { withTimezone: true }).notNull(),
    /** A reversal's commission. */
    reversesEntryId: uuid('reverses_entry_id'),
    /**
     * The upgrade payment this entry is for (decision 358); null for the order's first payment.
     * Each payment of an order earns its own commission, payable when its own guarantee ends.
     */
    upgradeId: uuid('upgrade_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('commission_entries_one_commission_per_purchase')
      .on(table.purchaseId)
      .where(sql`${table.kind} = 'commission' and ${table.upgradeId} is null`),
    uniqueIndex('commission_entries_one_commission_per_upgrade')
      .on(table.upgradeId)
      .where(sql`${table.kind} = 'commission' and ${table.upgradeId} is not null`),
    uniqueIndex('commission_entries_one_reversal_per_entry')
      .on(table.reversesEntryId)
      .where(sql`${table.reversesEntryId} is not null`),
    index('commission_entries_affiliate_idx').on(table.affiliateId, table.createdAt),
    check('commission_entries_kind', sql`${table.kind} in ('commission', 'reversal')`),
    check(
      'commission_entries_sign',
      sql`(${table.kind} = 'commission' and ${table.amountCents} >= 0) or (${table.kind} = 'reversal' and ${table.amountCents} <= 0)`,
    ),
  ],
);

/** Money sent to an affiliate: its date and the bank or PayPal reference, and what it paid. */
export const affiliatePayouts = pgTable(
  'affiliate_payouts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    affiliateId: uuid('affiliate_id')
      .notNull()
      .references(() => affiliates.id, { onDelete: 'restrict' }),
    amountCents: integer('amount_cents').notNull(),
    paidOn: date('paid_on').notNull(),
    reference: text('reference').notNull(),
    /** `admin:<e-mail>`. */
    recordedBy: text('recorded_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('affiliate_payouts_affiliate_idx').on(table.affiliateId, table.paidOn)],
);

/** Which ledger entries a payout settled; an entry is paid at most once (then locked). */
export const affiliatePayoutItems = pgTable(
  'affiliate_payout_items',
  {
    payoutId: uuid('payout_id')
      .notNull()
      .references(() => affiliatePayouts.id, { onDelete: 'restrict' }),
    entryId: uuid('entry_id')
      .notNull()
      .references(() => commissionEntries.id, { onDelete: 'restrict' }),
  },
  (table) => [
    primaryKey({ columns: [table.payoutId, table.entryId] }),
    uniqueIndex('affiliate_payout_items_entry_unique').on(table.entryId),
  ],
);
