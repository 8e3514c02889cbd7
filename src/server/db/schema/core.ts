import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgEnum,
  pgTable,
  text,
  time,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { admins } from './admin-accounts';
import { affiliates } from './affiliate-accounts';
import {
  createdAt,
  instant,
  optionalReference,
  requiredReference,
  updatedAt,
  uuidPrimaryKey,
} from './columns';

export const users = pgTable(
  'users',
  {
    id: uuidPrimaryKey(),
    fullName: text('full_name').notNull(),
    /** As the customer typed it (trimmed). */
    email: text('email').notNull(),
    /** Lower-cased e-mail: one user per address, whatever its case. */
    emailKey: text('email_key').notNull(),
    phone: text('phone'),
    /** The phone's digits alone ("+1 206 555 0100" -> "12065550100"): the admin search's key. */
    phoneDigits: text('phone_digits').generatedAlwaysAs(
      sql`regexp_replace(phone, '[^0-9]+', '', 'g')`,
    ),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('users_email_key_unique').on(table.emailKey),
    index('users_created_at_idx').on(table.createdAt),
    index('users_created_keyset_idx').on(table.createdAt, table.id),
    // The admin search (decision 367). A common fragment is found walking the newest customers
    // through this index alone (it holds all the search reads); a rare one through the trigram
    // index of their name, e-mail key and phone digits, punctuation kept as `q` (migration 0035).
    index('users_created_search_idx').on(
      table.createdAt,
      table.id,
      table.fullName,
      table.emailKey,
      table.phoneDigits,
    ),
    index('users_search_code_trgm_idx').using(
      'gin',
      sql`admin_search_code(customer_search_text(${table.fullName}, ${table.emailKey}, ${table.phoneDigits})) gin_trgm_ops`,
    ),
  ],
);

/** Birth details as the person form sends them (docs/product.md §3), plus normalised date and 24 h time. */
const birthColumns = () => ({
  birthMonth: text('birth_month').notNull(),
  birthDay: text('birth_day').notNull(),
  birthYear: text('birth_year').notNull(),
  /** Hour, minute and AM/PM are blank when the person does not know their birth time. */
  birthHour: text('birth_hour').notNull(),
  birthMinute: text('birth_minute').notNull(),
  ampm: text('ampm').notNull(),
  birthLocation: text('birth_location').notNull(),
  birthDate: date('birth_date', { mode: 'string' }).notNull(),
  /** Null: "I don't know my birth time" (decision 306); the chart is drawn for noon, with notes. */
  birthTime: time('birth_time'),
});

/**
 * The birth details a customer gave with their own checkout (or an admin set): as typed, plus
 * normalised date and 24 h time. A free sign-up fills it only for a customer who had none.
 */
export const birthData = pgTable('birth_data', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  ...birthColumns(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/**
 * Whether the money arrived (docs/product.md §4): set by the payment provider only, never by the
 * browser; `refunded` when an admin gave it back through the provider.
 */
export const paymentStatus = pgEnum('payment_status', [
  'pending',
  'completed',
  'failed',
  'refunded',
]);
/**
 * Where the shop's own work on an order stands (docs/product.md §4), set by admins: received (awaiting
 * processing), in-progress (being prepared), completed (report ready, preparing for delivery),
 * delivered. A separate column and type from payment, so "completed" is never ambiguous.
 */
export const processingStatus = pgEnum('processing_status', [
  'received',
  'in-progress',
  'completed',
  'delivered',
]);

/**
 * An order still in the readers' queue, as its partial indexes state it: placed, paid, not
 * delivered. Raw SQL, because an index predicate cannot take bound parameters.
 */
const openReading = sql.raw(
  `placed_at is not null and payment_status = 'completed' and processing_status <> 'delivered'`,
);

export const purchases = pgTable(
  'purchases',
  {
    id: uuidPrimaryKey(),
    userId: optionalReference('user_id', () => users.id, 'set null'),
    productId: integer('product_id').notNull(),
    /** Tier key from the catalogue, e.g. `master-blueprint`. */
    tier: text('tier').notNull(),
    amount: numeric('amount', { precision: 10, scale: 2 }).notNull(),
    currency: text('currency').notNull().default('usd'),
    paymentStatus: paymentStatus('payment_status').notNull().default('pending'),
    processingStatus: processingStatus('processing_status').notNull().default('received'),
    /** The admins' notes on the order (docs/product.md §2, purchase page); never shown to the customer. */
    adminNotes: text('admin_notes'),
    /** `stripe` or `local` (the embedded test mode). */
    paymentProvider: text('payment_provider'),
    /** The provider's payment intent id (Stripe `pi_...`, test mode `pi_local_...`). */
    paymentIntentId: text('payment_intent_id'),
    /** The person details given at checkout, kept even before payment completes. */
    customer: jsonb('customer'),
    /** When the payment provider confirmed the money. */
    completedAt: instant('completed_at'),
    /** When an admin refunded the payment through the provider. */
    refundedAt: instant('refunded_at'),
    /** When the buyer first submitted the product's questionnaire; reminders stop then. */
    questionnaireSubmittedAt: instant('questionnaire_submitted_at'),
    /**
     * The referral this order was bought through, recorded when the order is created and never
     * rewritten (decision 075): the code as used, its affiliate, and the rate in force then.
     */
    referralCode: text('referral_code'),
    affiliateId: optionalReference('affiliate_id', () => affiliates.id, 'restrict'),
    /** Percent, e.g. 20.00: the affiliate's rate at the moment of the order. */
    commissionRate: numeric('commission_rate', { precision: 5, scale: 2 }),
    /** The buyer's e-mail is the affiliate's own: no commission, and the admin sees why. */
    isSelfReferral: boolean('is_self_referral').notNull().default(false),
    /**
     * The discount code the order was bought with, as it stood (decision 359), and what it took
     * off the catalogue price in cents: `amount` is what was paid. Its use is `discount_code_uses`.
     */
    discountCode: text('discount_code'),
    discountCents: integer('discount_cents').notNull().default(0),
    /**
     * When the row became an order: the buyer pressed Pay with their details, or the provider
     * reported the money. Null while it is only a checkout (a payment page was opened): such a
     * row is no order, stays out of every admin count, list, search and export, and is deleted
     * a week later if nobody pays it.
     */
    placedAt: instant('placed_at').defaultNow(),
    /**
     * The customer's name (lower case), e-mail and phone digits, copied from `users` by
     * triggers (migration 0013) so the admin search by a fragment reads one row per order:
     * never written by the application, null while the order has no customer.
     */
    customerSearch: text('customer_search'),
    /**
     * The reader (an allow-listed admin) who writes this order's readings and holds its
     * sessions; null until someone takes it. Changes are recorded on the order's timeline.
     */
    assignedReaderId: optionalReference('assigned_reader_id', () => admins.id, 'set null'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('purchases_payment_intent_unique')
      .on(table.paymentIntentId)
      .where(sql`${table.paymentIntentId} is not null`),
    index('purchases_user_id_idx').on(table.userId),
    index('purchases_created_at_idx').on(table.createdAt),
    // Keyset pages of the admin lists: newest first, per status, per product, by amount.
    index('purchases_created_keyset_idx').on(table.createdAt, table.id),
    index('purchases_payment_status_keyset_idx').on(table.paymentStatus, table.createdAt, table.id),
    index('purchases_processing_keyset_idx').on(table.processingStatus, table.createdAt, table.id),
    index('purchases_product_keyset_idx').on(table.productId, table.createdAt, table.id),
    index('purchases_amount_keyset_idx').on(table.amount, table.id),
    // The admin dashboard's filter by affiliate, newest first.
    index('purchases_affiliate_keyset_idx')
      .on(table.affiliateId, table.createdAt, table.id)
      .where(sql`${table.affiliateId} is not null`),
    // The admin list's filter by discount code, newest first.
    index('purchases_discount_code_keyset_idx')
      .on(table.discountCode, table.createdAt, table.id)
      .where(sql`${table.discountCode} is not null`),
    // Search by a fragment of the customer's name, e-mail or phone digits (decision 367): a
    // common one walks the orders in the list's sort through one of the first two indexes alone
    // (each holds what the search and the status and product filters read); a rare one is found
    // through the trigram index, punctuation kept as `q` so "lee@" is not just "lee".
    index('purchases_created_search_idx')
      .on(
        table.createdAt,
        table.id,
        table.amount,
        table.customerSearch,
        table.paymentStatus,
        table.processingStatus,
        table.productId,
      )
      .where(sql`${table.placedAt} is not null`),
    index('purchases_amount_search_idx')
      .on(
        table.amount,
        table.id,
        table.createdAt,
        table.customerSearch,
        table.paymentStatus,
        table.processingStatus,
        table.productId,
      )
      .where(sql`${table.placedAt} is not null`),
    index('purchases_search_code_trgm_idx').using(
      'gin',
      sql`admin_search_code(${table.customerSearch}) gin_trgm_ops`,
    ),
    // Search by the last 8 characters of an id, as the admin sees it.
    index('purchases_id_tail_idx').on(sql`right(${table.id}::text, 8)`),
    // The purge of abandoned checkouts (checkouts are few: kept for a week at most).
    index('purchases_checkout_created_idx')
      .on(table.createdAt)
      .where(sql`${table.placedAt} is null`),
    // The readers' queue (decision 261): open orders only, each product's in clock order.
    index('purchases_reading_queue_answers_idx')
      .on(table.productId, table.questionnaireSubmittedAt, table.id)
      .where(sql`${openReading}`),
    index('purchases_reading_queue_paid_idx')
      .on(table.productId, table.completedAt, table.id)
      .where(sql`${openReading}`),
    index('purchases_reading_queue_reader_idx')
      .on(table.assignedReaderId, table.productId)
      .where(sql`${openReading}`),
  ],
);

/**
 * The order timeline (one row per event of a purchase): paid, e-mails queued and sent,
 * questionnaire submitted, uploads stored, and admin changes. Written by every feature
 * through `orders/timeline.ts`; never updated or deleted.
 */
export const orderEvents = pgTable(
  'order_events',
  {
    id: uuidPrimaryKey(),
    purchaseId: requiredReference('purchase_id', () => purchases.id, 'cascade'),
    /** What happened, e.g. `paid`, `email-sent`, `questionnaire-submitted`. */
    kind: text('kind').notNull(),
    /** Who did it: `customer`, `system`, `payment-provider` or `admin:<e-mail>`. */
    actor: text('actor').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    /**
     * The wall clock at the insert, not the transaction's start (`now()`): events written in
     * one transaction (paid, then its e-mail queued) keep their order on the timeline.
     */
    createdAt: instant('created_at')
      .notNull()
      .default(sql`clock_timestamp()`),
  },
  (table) => [index('order_events_purchase_idx').on(table.purchaseId, table.createdAt)],
);

/**
 * Every free sign-up as it was sent: its own record linked to the e-mail, so a sign-up never
 * changes what a customer already gave (decision 072).
 */
export const freeSignups = pgTable(
  'free_signups',
  {
    id: uuidPrimaryKey(),
    userId: requiredReference('user_id', () => users.id, 'cascade'),
    fullName: text('full_name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    ...birthColumns(),
    createdAt: createdAt(),
  },
  (table) => [
    index('free_signups_user_idx').on(table.userId, table.createdAt),
    // The owner's figures count sign-ups by day (decision 363).
    index('free_signups_created_idx').on(table.createdAt),
  ],
);

export type User = typeof users.$inferSelect;
export type BirthData = typeof birthData.$inferSelect;
export type Purchase = typeof purchases.$inferSelect;
export type OrderEvent = typeof orderEvents.$inferSelect;
export type FreeSignup = typeof freeSignups.$inferSelect;
