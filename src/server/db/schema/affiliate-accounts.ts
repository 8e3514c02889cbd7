import { sql } from 'drizzle-orm';
import { boolean, check, numeric, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import {
  COMMISSION_RATE_MAX,
  COMMISSION_RATE_MIN,
  DEFAULT_COMMISSION_RATE,
  storedCommissionRate,
} from '../../../common/commission';
import { createdAt, updatedAt, uuidPrimaryKey } from './columns';

// The affiliate accounts stand apart from their ledger (affiliates.ts): orders reference an
// account, and the ledger references orders, so neither file imports the other's importer.

/** People who earn a commission on sales their referral code brings (docs/product.md §3, 6). */
export const affiliates = pgTable(
  'affiliates',
  {
    id: uuidPrimaryKey(),
    name: text('name').notNull(),
    /** As the operator typed it (trimmed). */
    email: text('email').notNull(),
    /** Lower-cased e-mail: one affiliate per address, whatever its case. */
    emailKey: text('email_key').notNull(),
    /** Upper-case letters and digits without look-alikes, e.g. `K7QX2M9P`. */
    referralCode: text('referral_code').notNull(),
    /**
     * PHC-style scrypt string: algorithm, parameters, salt and hash together. Null until an
     * invited affiliate sets a password through their invitation link.
     */
    passwordHash: text('password_hash'),
    /** Percent of a referred sale, e.g. 20.00. */
    commissionRate: numeric('commission_rate', { precision: 5, scale: 2 })
      .notNull()
      .default(storedCommissionRate(DEFAULT_COMMISSION_RATE)),
    isActive: boolean('active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('affiliates_email_key_unique').on(table.emailKey),
    uniqueIndex('affiliates_referral_code_unique').on(table.referralCode),
    check(
      'affiliates_commission_rate_range',
      sql`${table.commissionRate} >= ${sql.raw(String(COMMISSION_RATE_MIN))} and ${table.commissionRate} <= ${sql.raw(String(COMMISSION_RATE_MAX))}`,
    ),
  ],
);

export type Affiliate = typeof affiliates.$inferSelect;
