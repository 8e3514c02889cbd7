import { sql } from 'drizzle-orm';
import {
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgEnum,
  pgTable,
  text,
  time,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    fullName: text('full_name').notNull(),
    /** As the customer typed it (trimmed). */
    email: text('email').notNull(),
    /** Lower-cased e-mail: one user per address, whatever its case. */
    emailKey: text('email_key').notNull(),
    phone: text('phone'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('users_email_key_unique').on(table.emailKey),
    index('users_created_at_idx').on(table.createdAt),
  ],
);

/** The latest birth details a customer gave: as typed, plus normalised date and 24 h time. */
export const birthData = pgTable('birth_data', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  birthMonth: text('birth_month').notNull(),
  birthDay: text('birth_day').notNull(),
  birthYear: text('birth_year').notNull(),
  birthHour: text('birth_hour').notNull(),
  birthMinute: text('birth_minute').notNull(),
  ampm: text('ampm').notNull(),
  birthLocation: text('birth_location').notNull(),
  birthDate: date('birth_date', { mode: 'string' }).notNull(),
  birthTime: time('birth_time').notNull(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const paymentStatus = pgEnum('payment_status', ['pending', 'completed', 'failed']);
export const processingStatus = pgEnum('processing_status', [
  'received',
  'in-progress',
  'completed',
  'delivered',
]);

export const purchases = pgTable(
  'purchases',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    productId: integer('product_id').notNull(),
    /** Tier key from the catalogue, e.g. `master-blueprint`. */
    tier: text('tier').notNull(),
    amount: numeric('amount', { precision: 10, scale: 2 }).notNull(),
    currency: text('currency').notNull().default('usd'),
    status: paymentStatus('status').notNull().default('pending'),
    processingStatus: processingStatus('processing_status').notNull().default('received'),
    notes: text('notes'),
    paymentProvider: text('payment_provider'),
    stripePaymentIntentId: text('stripe_payment_intent_id'),
    /** The person details given at checkout, kept even before payment completes. */
    customer: jsonb('customer'),
    referralCode: text('referral_code'),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('purchases_payment_intent_unique')
      .on(table.stripePaymentIntentId)
      .where(sql`${table.stripePaymentIntentId} is not null`),
    index('purchases_user_id_idx').on(table.userId),
    index('purchases_created_at_idx').on(table.createdAt),
  ],
);

export type User = typeof users.$inferSelect;
export type BirthData = typeof birthData.$inferSelect;
export type Purchase = typeof purchases.$inferSelect;
