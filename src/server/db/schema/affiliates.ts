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
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { affiliates } from './affiliate-accounts';
import { createdAt, instant, requiredReference, uuidPrimaryKey } from './columns';
import { purchases } from './core';

/**
 * One-time links an affiliate follows to set a password: the invitation an admin sends, and a
 * reset asked for from the sign-in dialog. Only a hash of the token is stored.
 */
export const affiliateTokens = pgTable(
  'affiliate_tokens',
  {
    id: uuidPrimaryKey(),
    affiliateId: requiredReference('affiliate_id', () => affiliates.id, 'cascade'),
    /** `invite` or `reset`. */
    purpose: text('purpose').notNull(),
    /** SHA-256 of the token in the link, hex. */
    tokenHash: text('token_hash').notNull(),
    expiresAt: instant('expires_at').notNull(),
    usedAt: instant('used_at'),
    createdAt: createdAt(),
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
    affiliateId: requiredReference('affiliate_id', () => affiliates.id, 'cascade'),
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
    id: uuidPrimaryKey(),
    affiliateId: requiredReference('affiliate_id', () => affiliates.id, 'restrict'),
    purchaseId: requiredReference('purchase_id', () => purchases.id, 'restrict'),
    /** `commission` or `reversal`. */
    kind: text('kind').notNull(),
    /** Cents; negative for a reversal. */
    amountCents: integer('amount_cents').notNull(),
    /** The sale's amount and the rate it was computed from, for the statement. */
    saleCents: integer('sale_cents').notNull(),
    commissionRate: numeric('commission_rate', { precision: 5, scale: 2 }).notNull(),
    payableAt: instant('payable_at').notNull(),
    /** A reversal's commission. */
    reversesEntryId: uuid('reverses_entry_id'),
    /**
     * The upgrade payment this entry is for (decision 358); null for the order's first payment.
     * Each payment of an order earns its own commission, payable when its own guarantee ends.
     */
    upgradeId: uuid('upgrade_id'),
    createdAt: createdAt(),
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
    id: uuidPrimaryKey(),
    affiliateId: requiredReference('affiliate_id', () => affiliates.id, 'restrict'),
    amountCents: integer('amount_cents').notNull(),
    paidOn: date('paid_on').notNull(),
    reference: text('reference').notNull(),
    /** `admin:<e-mail>`. */
    recordedBy: text('recorded_by').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('affiliate_payouts_affiliate_idx').on(table.affiliateId, table.paidOn)],
);

/** Which ledger entries a payout settled; an entry is paid at most once (then locked). */
export const affiliatePayoutItems = pgTable(
  'affiliate_payout_items',
  {
    payoutId: requiredReference('payout_id', () => affiliatePayouts.id, 'restrict'),
    entryId: requiredReference('entry_id', () => commissionEntries.id, 'restrict'),
  },
  (table) => [
    primaryKey({ columns: [table.payoutId, table.entryId] }),
    uniqueIndex('affiliate_payout_items_entry_unique').on(table.entryId),
  ],
);
