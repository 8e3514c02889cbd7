import { index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, instant, updatedAt } from './columns';

/**
 * The embedded test-mode provider's payment intents (docs/architecture.md §2). They mirror the
 * part of Stripe's PaymentIntent we use; card numbers are never stored, only brand and last 4.
 */
export const localPaymentIntents = pgTable(
  'local_payment_intents',
  {
    /** `pi_local_<random>`. */
    id: text('id').primaryKey(),
    /** `<id>_secret_<random>`: what the browser must present to confirm. */
    clientSecret: text('client_secret').notNull(),
    /** Integer cents. */
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    /**
     * `requires_payment_method` | `succeeded` | `canceled`, as Stripe names them, or
     * `refunded` (ours: a refunded Stripe intent stays `succeeded`, its charge is refunded).
     */
    status: text('status').notNull().default('requires_payment_method'),
    metadata: jsonb('metadata').$type<Record<string, string>>().notNull(),
    /** Same key twice -> the same intent, like Stripe's `Idempotency-Key` header. */
    idempotencyKey: text('idempotency_key'),
    cardBrand: text('card_brand'),
    cardLast4: text('card_last4'),
    /** The last refusal: `{ code, declineCode?, message }`. */
    lastError: jsonb('last_error').$type<{ code: string; declineCode?: string; message: string }>(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('local_payment_intents_idempotency_key_unique').on(table.idempotencyKey),
    index('local_payment_intents_created_at_idx').on(table.createdAt),
  ],
);

/** Provider webhook events already processed, so a redelivered event changes nothing. */
export const paymentWebhookEvents = pgTable('payment_webhook_events', {
  /** The provider's event id, e.g. Stripe's `evt_...`. */
  id: text('id').primaryKey(),
  provider: text('provider').notNull(),
  type: text('type').notNull(),
  receivedAt: instant('received_at').notNull().defaultNow(),
});

export type LocalPaymentIntent = typeof localPaymentIntents.$inferSelect;
