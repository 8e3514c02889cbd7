import { randomBytes, timingSafeEqual } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import {
  cardBrandOf,
  cardMessages,
  checkCardFields,
  digitsOf,
  testCardOutcome,
} from '../../common/checkout';
import type { Database } from '../db/client';
import { localPaymentIntents, type LocalPaymentIntent } from '../db/schema';
import {
  PaymentProviderError,
  type LocalConfirmResult,
  type LocalPaymentProvider,
  type PaymentIntentStatus,
  type PaymentIntentView,
} from './types';

const ALREADY_SUCCEEDED =
  'You cannot confirm this PaymentIntent because it has already succeeded after being previously confirmed.';

function randomToken(bytes: number): string {
  return randomBytes(bytes).toString('base64url').replace(/[-_]/g, '').slice(0, bytes);
}

/**
 * A refunded local intent: its own status in our table, but reported as Stripe reports a
 * refunded PaymentIntent, which stays `succeeded` (the refund belongs to its charge).
 */
const REFUNDED = 'refunded';

/** Test mode refunds in full only, so an intent has at most one refund, named after it. */
function refundIdOf(intentId: string): string {
  return `re_local_${intentId.slice('pi_local_'.length)}`;
}

function viewOf(row: LocalPaymentIntent): PaymentIntentView {
  return {
    id: row.id,
    status: (row.status === REFUNDED ? 'succeeded' : row.status) as PaymentIntentStatus,
    amount: row.amount,
    currency: row.currency,
    metadata: row.metadata,
  };
}

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * The embedded test-mode provider: intents live in our database and behave like Stripe's with
 * Stripe's test cards. The card number is checked and dropped; only brand and last 4 are kept.
 */
export function createLocalProvider(db: Database): LocalPaymentProvider {
  async function find(id: string): Promise<LocalPaymentIntent | undefined> {
    const [row] = await db.select().from(localPaymentIntents).where(eq(localPaymentIntents.id, id));
    return row;
  }

  return {
    kind: 'local',
    publicConfig: { provider: 'local', paymentLinks: {} },

    async createIntent(request) {
      const id = `pi_local_${randomToken(24)}`;
      const [created] = await db
        .insert(localPaymentIntents)
        .values({
          id,
          clientSecret: `${id}_secret_${randomToken(24)}`,
          amount: request.amount,
          currency: request.currency,
          metadata: request.metadata,
          idempotencyKey: request.idempotencyKey,
        })
        .onConflictDoNothing({ target: localPaymentIntents.idempotencyKey })
        .returning();
      const row =
        created ??
        (
          await db
            .select()
            .from(localPaymentIntents)
            .where(eq(localPaymentIntents.idempotencyKey, request.idempotencyKey))
        )[0];
      if (!row) throw new Error('local payment intent was neither created nor found');
      return { id: row.id, clientSecret: row.clientSecret };
    },

    async retrieveIntent(id) {
      const row = await find(id);
      return row ? viewOf(row) : null;
    },

    async refund(request) {
      const row = await find(request.paymentIntentId);
      if (!row) throw new PaymentProviderError(`No such payment: ${request.paymentIntentId}`);
      // The same intent again is the same refund, as Stripe answers a repeated idempotency key.
      if (row.status === REFUNDED) return { id: refundIdOf(row.id), status: 'succeeded' };
      if (request.amountCents <= 0 || request.amountCents > row.amount) {
        throw new PaymentProviderError(
          `The refund of ${request.amountCents} cents is more than the ${row.amount} cents paid.`,
        );
      }
      const [refunded] = await db
        .update(localPaymentIntents)
        .set({ status: REFUNDED, updatedAt: sql`now()` })
        .where(
          and(
            eq(localPaymentIntents.id, row.id),
            inArray(localPaymentIntents.status, ['succeeded', REFUNDED]),
          ),
        )
        .returning();
      if (!refunded) {
        throw new PaymentProviderError(
          'This payment cannot be refunded: it has not been paid (test mode).',
        );
      }
      return { id: refundIdOf(row.id), status: 'succeeded' };
    },

    async confirm(id, card): Promise<LocalConfirmResult | null> {
      const row = await find(id);
      if (!row || !sameSecret(card.clientSecret, row.clientSecret)) return null;
      const refuse = async (
        type: 'card_error' | 'validation_error' | 'invalid_request_error',
        code: string,
        message: string,
        declineCode?: string,
      ): Promise<LocalConfirmResult> => {
        const lastError = { code, message, ...(declineCode ? { declineCode } : {}) };
        const [updated] = await db
          .update(localPaymentIntents)
          .set({ lastError, updatedAt: sql`now()` })
          .where(eq(localPaymentIntents.id, id))
          .returning();
        return { outcome: 'refused', type, code, message, intent: viewOf(updated ?? row) };
      };

      if (row.status === 'succeeded') {
        return {
          outcome: 'refused',
          type: 'invalid_request_error',
          code: 'payment_intent_unexpected_state',
          message: ALREADY_SUCCEEDED,
          intent: viewOf(row),
        };
      }
      const problem = checkCardFields(card);
      if (problem) return refuse('validation_error', problem.code, problem.message);

      const outcome = testCardOutcome(card.cardNumber);
      if (outcome.kind === 'not-a-test-card') {
        return refuse(
          'card_error',
          'card_declined',
          cardMessages.notATestCard,
          'test_mode_live_card',
        );
      }
      if (outcome.kind === 'declined') {
        const code =
          outcome.declineCode === 'expired_card' ||
          outcome.declineCode === 'incorrect_cvc' ||
          outcome.declineCode === 'processing_error'
            ? outcome.declineCode
            : 'card_declined';
        return refuse('card_error', code, outcome.message, outcome.declineCode);
      }

      // One conditional update: of two confirmations racing, exactly one charges.
      const digits = digitsOf(card.cardNumber);
      const [paid] = await db
        .update(localPaymentIntents)
        .set({
          status: 'succeeded',
          cardBrand: cardBrandOf(digits),
          cardLast4: digits.slice(-4),
          lastError: null,
          updatedAt: sql`now()`,
        })
        .where(
          and(
            eq(localPaymentIntents.id, id),
            eq(localPaymentIntents.status, 'requires_payment_method'),
          ),
        )
        .returning();
      if (!paid) {
        const current = (await find(id)) ?? row;
        return {
          outcome: 'refused',
          type: 'invalid_request_error',
          code: 'payment_intent_unexpected_state',
          message: ALREADY_SUCCEEDED,
          intent: viewOf(current),
        };
      }
      return { outcome: 'succeeded', intent: viewOf(paid) };
    },
  };
}
