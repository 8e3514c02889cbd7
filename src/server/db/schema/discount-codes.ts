import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { admins } from './admin-accounts';
import { affiliates } from './affiliate-accounts';
import {
  createdAt,
  instant,
  optionalReference,
  requiredReference,
  uuidPrimaryKey,
} from './columns';
import { purchases } from './core';

/**
 * A discount code an admin made (issue 40, decision 359): a percentage or an amount off, for
 * some readings or all, between two dates (UTC days, inclusive), with an optional limit in all
 * and per customer, and optionally an affiliate's, so an order bought with it is their referral.
 * A code is archived, never deleted: orders keep naming it.
 */
export const discountCodes = pgTable(
  'discount_codes',
  {
    id: uuidPrimaryKey(),
    /** In capitals; typed codes are compared in capitals. */
    code: text('code').notNull(),
    description: text('description').notNull().default(''),
    kind: text('kind').notNull(),
    /** Whole percent for `percent`, cents for `amount`. */
    value: integer('value').notNull(),
    /** The catalogue ids it is good for; null: every reading. */
    productIds: integer('product_ids').array(),
    startsOn: date('starts_on').notNull(),
    /** The last day it works; null: no end. */
    endsOn: date('ends_on'),
    maxUses: integer('max_uses'),
    maxUsesPerCustomer: integer('max_uses_per_customer'),
    affiliateId: optionalReference('affiliate_id', () => affiliates.id, 'restrict'),
    createdBy: optionalReference('created_by', () => admins.id, 'set null'),
    createdAt: createdAt(),
    archivedAt: instant('archived_at'),
  },
  (table) => [
    uniqueIndex('discount_codes_code_unique').on(table.code),
    check('discount_codes_kind', sql`${table.kind} in ('percent', 'amount')`),
    check(
      'discount_codes_value',
      sql`${table.value} > 0 and (${table.kind} <> 'percent' or ${table.value} <= 90)`,
    ),
  ],
);

/**
 * One order's use of a code. A checkout holds a use while it may still be paid (`held`, until
 * `held_until`); the payment makes it `used`. The limits count the used ones and the holds not
 * yet run out, under the code's row lock, so two buyers never take the last use together.
 */
export const discountCodeUses = pgTable(
  'discount_code_uses',
  {
    id: uuidPrimaryKey(),
    codeId: requiredReference('code_id', () => discountCodes.id, 'restrict'),
    purchaseId: requiredReference('purchase_id', () => purchases.id, 'cascade'),
    /** The buyer's normalised e-mail, once the checkout files it: the per-customer limit. */
    emailKey: text('email_key'),
    status: text('status').notNull().default('held'),
    heldUntil: instant('held_until').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('discount_code_uses_purchase_unique').on(table.purchaseId),
    index('discount_code_uses_code_idx').on(table.codeId, table.status),
    index('discount_code_uses_email_idx')
      .on(table.codeId, table.emailKey)
      .where(sql`${table.emailKey} is not null`),
    check('discount_code_uses_status', sql`${table.status} in ('held', 'used')`),
  ],
);

export type DiscountCode = typeof discountCodes.$inferSelect;
export type DiscountCodeUse = typeof discountCodeUses.$inferSelect;
